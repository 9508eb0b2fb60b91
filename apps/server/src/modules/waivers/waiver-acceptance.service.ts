/**
 * The waiver core other modules call (a module reaches another's repository only through a
 * service, eslint.config.js): the current waiver of a city and kind, and an acceptance stored once
 * (docs/decisions/0011-event-day-check-in.md). A walk-up at the gate (check-in/walk-up.service.ts) uses both.
 */
export { currentWaiver, recordWaiverAcceptance, type WaiverAcceptanceRecord, type WaiverRow } from './waiver.repo.ts';
