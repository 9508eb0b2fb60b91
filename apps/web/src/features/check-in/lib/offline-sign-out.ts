import { clearQueue, readQueue } from './offline-queue.ts';
import { deleteRosters } from './offline-store.ts';

/**
 * What signing out does to the check-in page's IndexedDB (docs/decisions/0011-event-day-check-in.md,
 * "Offline check-in"): on a shared phone the next person must not find the previous volunteer's
 * rosters (names, teams, bibs), and a check-in not sent yet is never dropped without asking.
 * The side menu imports this small module, not the check-in page (which stays in its own chunk).
 */

/** Items still waiting for the server's answer (a refused one has had its answer). */
export async function countUnsentCheckIns(): Promise<number> {
  return (await readQueue()).waiting.length;
}

/** Deletes the kept rosters and the queue. Called once the session is cleared (see side-menu.tsx). */
export async function clearCheckInData(): Promise<void> {
  await Promise.all([deleteRosters(), clearQueue()]);
}
