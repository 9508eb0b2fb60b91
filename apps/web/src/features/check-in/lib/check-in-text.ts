import { DISPLAY_TIME_ZONE, type CheckInCard } from '@walkfund/domain';

/** "8:02 AM" in the event's time zone. */
export function formatCheckInTime(iso: string): string {
  return CHECK_IN_TIME.format(new Date(iso));
}

// Made once: a new Intl.DateTimeFormat costs about 50 µs, once per card of a roster of thousands.
const CHECK_IN_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

/** "Checked in at 8:02 AM by Ann", or "Not checked in yet". */
export function checkInStatus(card: Pick<CheckInCard, 'checkedInAt' | 'checkedInBy'>): string {
  if (!card.checkedInAt) return 'Not checked in yet';
  return `Checked in at ${formatCheckInTime(card.checkedInAt)}${card.checkedInBy ? ` by ${card.checkedInBy}` : ''}`;
}
