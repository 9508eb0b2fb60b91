import { createHash } from 'node:crypto';

/**
 * The request limits of the API, shared by every instance through the rate_limits table. Each is
 * a count per window per subject (the client's address unless the limit says otherwise). Tests
 * override them through `AppConfig.limits`.
 */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS = {
  /** Failed sign-ins from one address (an office shares one): a high ceiling, not a lock on everyone behind it. */
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /**
   * Forgot-password (docs/decisions/0015-email-request-limits.md): requests per address, and per
   * address and account (the only per-email count that answers 429, so requests from elsewhere
   * never refuse the owner's address); and the emails an account's inbox gets from addresses it
   * has not signed in from: past that the answer is the same, but nothing is sent.
   */
  resetEmailsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetEmailsPerAddressAndAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetEmailsPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** "Does this email have an account?" lookups per address. */
  emailLookupsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Sign-ups (users, teams) per address, by anyone but an admin: each costs an argon2 hash. */
  signUpsPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Payment creations per address: generous, since phones on one carrier share addresses. */
  paymentsPerIp: { limit: 120, windowMs: 15 * MINUTE },
  /** Person writes (the join flow, a captain's add-member form) per address, by anyone but an admin: each may email the person. */
  personWritesPerIp: { limit: 120, windowMs: 15 * MINUTE },
  /** Image uploads per signed-in user (each is decoded and re-encoded, and stored in the database). */
  uploadsPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /** Email My Team sends per signed-in user: each reaches every member of a team. */
  teamEmailsPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** "Start fundraising" (docs/decisions/0009-personal-pages.md): counted like forgot-password, above. */
  signInLinksPerIp: { limit: 20, windowMs: 60 * MINUTE },
  signInLinksPerAddressAndEmail: { limit: 5, windowMs: 60 * MINUTE },
  signInLinkEmailsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Invitation calls per signed-in captain or admin: each may email a whole team. */
  fundraiserInvitesPerUser: { limit: 20, windowMs: 60 * MINUTE },
  /** Waiver link reads and signatures per address (docs/decisions/0011-event-day-check-in.md): a family may sign several. */
  waiverLinksPerIp: { limit: 60, windowMs: 60 * MINUTE },
  /** Ask kit posters and QR codes per signed-in user (docs/features/ask-kit.md): each is drawn on the server. */
  askKitFilesPerUser: { limit: 120, windowMs: 60 * MINUTE },
  /** Email preferences page reads and saves per address (docs/features/coaching.md): the token is the capability. */
  emailPreferencesPerIp: { limit: 60, windowMs: 60 * MINUTE },
  /** Captain's nudges per signed-in user (docs/features/coaching.md), besides one per member and week. */
  nudgesPerUser: { limit: 60, windowMs: 60 * MINUTE },
  /** "Find my gifts" (docs/features/my-giving.md): counted like "Start fundraising", above. */
  donorLinksPerIp: { limit: 20, windowMs: 60 * MINUTE },
  donorLinksPerAddressAndEmail: { limit: 5, windowMs: 60 * MINUTE },
  donorLinkEmailsPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Giving statements and receipt PDFs per address (docs/features/my-giving.md): each is drawn on the server. */
  donorFilesPerIp: { limit: 120, windowMs: 60 * MINUTE },
} satisfies Record<string, WindowLimit>;

export type RequestLimits = Record<keyof typeof DEFAULT_LIMITS, WindowLimit>;

/**
 * The subject of a per-address-and-email limit: the client's address with the body's email (any
 * case, as a digest: bounded, and no separator to escape). Runs once the body is valid.
 */
export const byAddressAndEmail = (request: { ip: string; body: unknown }): string => {
  const email = String((request.body as { email?: unknown }).email ?? '').trim().toLowerCase();
  return `${createHash('sha256').update(email).digest('hex').slice(0, 32)}:${request.ip}`;
};

/** The subject of a per-user limit: the signed-in user's id (run after requireUser). */
export const byUserId = (request: { authUser: { id: number } | null }): string | null => (request.authUser ? `user-${request.authUser.id}` : null);

/**
 * The subject of a per-address limit that spares only admins: a token of any other role (a
 * participant, a captain) is no reason to skip a limit an anonymous caller meets. Run after a hook
 * that reads the token (optionalUser).
 */
export const byAddressUnlessAdmin = (request: { ip: string; authUser: { role: string } | null }): string | null =>
  request.authUser?.role === 'admin' ? null : request.ip;

/** Every limit multiplied by `scale` (RATE_LIMIT_SCALE), never below 1. */
export function scaleLimits(limits: RequestLimits, scale: number): RequestLimits {
  if (scale === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([name, l]) => [name, { ...l, limit: Math.max(1, Math.round(l.limit * scale)) }]),
  ) as RequestLimits;
}
