import { WAIVER_MESSAGES, isMinorOnEventDate, type PublicWaiver, type WaiverAcceptanceInput } from '@walkfund/domain';

/**
 * A person's waiver as a public form holds it (docs/decisions/0011-event-day-check-in.md):
 * the version shown, the "I accept" box, the typed name, under 18, a guardian's name. Kept with
 * the person's draft, so a reload keeps it like the rest of the form.
 */
export interface WaiverDraft {
  /** The version the person was shown; null while none is published for them. */
  waiverId: number | null;
  accepted: boolean;
  signedName: string;
  minor: boolean;
  guardianName: string;
}

export function emptyWaiver(): WaiverDraft {
  return { waiverId: null, accepted: false, signedName: '', minor: false, guardianName: '' };
}

const isDate = (value: string | null | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** YYYY-MM-DD of today: the under-18 rule's date while the city's event day is not set (as the server does). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether the person is under 18 on the event day: from a birth date when there is one (a runner),
 * else as the person said.
 */
export function waiverMinor(draft: WaiverDraft | undefined, birthDate?: string | null, eventDate?: string | null): boolean {
  if (isDate(birthDate)) return isMinorOnEventDate(birthDate, eventDate ?? today());
  return !!draft?.minor;
}

/**
 * The acceptance to send, or undefined when no waiver was shown (none is published) or it is not
 * accepted. `minor` is what the form holds (set from a runner's birth date by the form).
 */
export function toWaiverInput(draft: WaiverDraft | undefined): WaiverAcceptanceInput | undefined {
  if (!draft || draft.waiverId === null || !draft.accepted) return undefined;
  const minor = draft.minor;
  return { waiverId: draft.waiverId, signedName: draft.signedName, minor, guardianName: minor ? draft.guardianName : null };
}

/**
 * What the form says before the server is asked, keyed like the form (`${prefix}waiver.accepted`):
 * when a waiver is published for the person it must be accepted and signed (and a minor's guardian
 * named). The signature's own rules come from the domain's schema with the rest of the person.
 */
export function waiverErrors(
  draft: WaiverDraft | undefined,
  waiver: PublicWaiver | null | undefined,
  options: { name: string; birthDate?: string | null; prefix?: string },
): Record<string, string> {
  if (!waiver) return {};
  const prefix = `${options.prefix ?? ''}waiver.`;
  const errors: Record<string, string> = {};
  if (!draft?.accepted) errors[`${prefix}accepted`] = WAIVER_MESSAGES.required(options.name.trim() || 'this person');
  if (!draft?.signedName.trim()) errors[`${prefix}signedName`] = WAIVER_MESSAGES.signedNameRequired;
  if (waiverMinor(draft, options.birthDate, waiver.eventDate) && !draft?.guardianName.trim()) errors[`${prefix}guardianName`] = WAIVER_MESSAGES.guardianRequired;
  return errors;
}
