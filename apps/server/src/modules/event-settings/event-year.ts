import { AppError } from '../../lib/app-error.ts';

export interface FieldDifference {
  field: string;
  message: string;
}

/**
 * docs/decisions/0119-spec-payloads-accepted.md: an event year a payload carries is derived by the server, so it is checked,
 * never trusted. The difference names the field, or null when the year is absent or current.
 */
export function eventYearDifference(field: string, sent: number | undefined | null, currentYear: number): FieldDifference | null {
  if (sent === undefined || sent === null || sent === currentYear) return null;
  return { field, message: `${field}: ${sent} is not the current event year (${currentYear}).` };
}

/** Throws the 400 of eventYearDifference when the year sent is not the current one. */
export function assertCurrentEventYear(field: string, sent: number | undefined | null, currentYear: number): void {
  const difference = eventYearDifference(field, sent, currentYear);
  if (difference) throw AppError.badRequest(difference.message, [difference]);
}
