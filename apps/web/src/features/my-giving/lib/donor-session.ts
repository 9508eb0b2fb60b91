import { DONOR_SESSION_HEADER, donorSessionSchema, type DonorSession } from '@walkfund/domain';

/**
 * The donor's session (docs/features/my-giving.md): kept in this tab only (sessionStorage), so it
 * ends with the tab, and sent only to /v1/my-giving in its own header, never as a bearer token.
 */
const KEY = 'walkfund.donor-session';

export function loadDonorSession(now = Date.now()): DonorSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = donorSessionSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= now) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function saveDonorSession(session: DonorSession): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

export function clearDonorSession(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The header of a donor call. */
export const donorHeaders = (session: Pick<DonorSession, 'token'>) => ({ [DONOR_SESSION_HEADER]: session.token });

/** The token of `#token=...`, or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}
