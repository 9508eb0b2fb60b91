import type { DbOrTx } from '../../db/client.ts';
import type { SQL } from 'drizzle-orm';
import { enqueueJob, pendingJobStatement } from '../jobs/job-queue.ts';

/**
 * The coaching sequence's entry points for other modules (docs/features/coaching.md): a claimed
 * page and a credited gift each queue one evaluation of the walker, in the caller's transaction;
 * the job sends what is due. Kept apart from the rest of the module so a caller imports nothing more.
 */
export const COACHING_WALKER_QUEUE = 'coaching-walker';

export async function enqueueCoachingCheck(tx: DbOrTx, personId: number): Promise<void> {
  await enqueueJob(tx, COACHING_WALKER_QUEUE, { personId });
}

/**
 * The same evaluation as a statement for a recording's last statement (events/payment-events.ts,
 * addToLastStatement): no round trip of its own, and one waiting evaluation per walker, which
 * starts after every gift that found it waiting and sees them all (pendingJobStatement): a burst of
 * gifts to one walker is one evaluation, not one each.
 */
export function coachingCheckStatement(personId: number): SQL {
  return pendingJobStatement(COACHING_WALKER_QUEUE, { personId }, `coaching-walker:${personId}`);
}
