import type { FastifyInstance } from 'fastify';
import { isTributeKind } from '@walkfund/domain';
import { enqueueEmail, idFrom } from '../jobs/email-jobs.ts';
import { PermanentJobError } from '../jobs/job-queue.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { findTributeForEcard, lockTribute, markEcardWritten } from './tribute.repo.ts';
import { renderTributeEcard } from './tribute-ecard.ts';

/** Writes a tribute's e-card into the outbox with its delivery job: payload {tributeId}. */
export const TRIBUTE_ECARD_QUEUE = 'tribute-ecard';

/**
 * The e-card's job (docs/features/tributes.md), queued by the recording (tribute-subscriptions.ts).
 * It renders the card from the rows as they are now, writes it into the outbox with its delivery
 * job (jobs/email-jobs.ts, retried while the mail server fails) and marks the tribute notified, in
 * one transaction with the tribute row locked: a second run, or a retaken job, finds it notified
 * and writes nothing, so the person is told once.
 */
export function registerTributeEcardJob(app: FastifyInstance): void {
  app.jobs.register(TRIBUTE_ECARD_QUEUE, async ({ payload }) => {
    const tributeId = idFrom(payload, 'tributeId');
    const source = await findTributeForEcard(app.db, tributeId);
    if (!source) throw new PermanentJobError(`Tribute ${tributeId} does not exist.`);
    const t = source.tribute;
    if (t.notifiedAt) return { tributeId, outboxId: t.ecardOutboxId, already: true };
    if (!t.notifyEmail || !t.notifyName || !isTributeKind(t.kind)) return { tributeId, skipped: 'no one to tell' };
    const settings = await loadEventSettings(app.db);
    const message = renderTributeEcard({
      kind: t.kind,
      honoreeName: t.honoreeName,
      notifyName: t.notifyName,
      notifyEmail: t.notifyEmail,
      message: t.notifyMessage,
      donorName: source.anonymous ? 'A friend' : `${source.donorFirstName} ${source.donorLastName}`.trim(),
      amountCents: t.showAmount ? Math.max(source.donationCents, 0) : null,
      teamName: source.teamName,
      settings,
    });
    const outboxId = await app.db.transaction(async (tx) => {
      const locked = await lockTribute(tx, tributeId);
      if (!locked || locked.notifiedAt) return null;
      const id = await enqueueEmail(tx, message);
      await markEcardWritten(tx, tributeId, id);
      return id;
    });
    if (outboxId !== null) app.jobs.kick();
    return { tributeId, outboxId };
  });
}
