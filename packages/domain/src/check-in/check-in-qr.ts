import { CHECK_IN_TOKEN_PATTERN } from '../event-day/event-day.schema.ts';

/**
 * What a check-in QR code says (docs/decisions/0011-event-day-check-in.md): the prefix, then the
 * entry's token. The server draws it into the confirmation; the check-in page's camera reads it.
 */
export const CHECK_IN_QR_PREFIX = 'walkfund:checkin:';

/** The text of an entry's check-in QR code. */
export function checkInQrText(token: string): string {
  return `${CHECK_IN_QR_PREFIX}${token}`;
}

/**
 * The token of a scanned code, or null when the code is not a Walkfund check-in code: only the
 * prefix followed by a 22-character base64url token, nothing before or after, so a code from
 * another system is refused on sight.
 */
export function parseCheckInQr(text: string): string | null {
  if (!text.startsWith(CHECK_IN_QR_PREFIX)) return null;
  const token = text.slice(CHECK_IN_QR_PREFIX.length);
  return CHECK_IN_TOKEN_PATTERN.test(token) ? token : null;
}

/** What the check-in page's scanner says. */
export const CHECK_IN_QR_MESSAGES = {
  aim: 'Point the camera at the code in the confirmation email.',
  starting: 'Starting the camera…',
  cameraUnavailable: "We can't use the camera. Search by name instead.",
  notCheckInCode: 'This is not a Walkfund check-in code. Try the code in the confirmation email.',
} as const;
