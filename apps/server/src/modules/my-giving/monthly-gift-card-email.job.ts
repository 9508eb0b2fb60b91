import type { FastifyInstance } from 'fastify';
import { idFrom, enqueueEmail } from '../jobs/email-jobs.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { renderMonthlyGiftCardEmail } from '../monthly-gifts/monthly-gift-emails.ts';
import { MONTHLY_GIFT_CARD_EMAIL_QUEUE } from '../monthly-gifts/monthly-gift-queues.ts';
import { monthlyGiftCardNotice } from '../monthly-gifts/monthly-gift.service.ts';
import { issueDonorLink } from './donor-session.service.ts';

/**
 * A monthly gift's card was declined (docs/features/monthly-gifts.md): its donor is emailed a
 * sign-in link to their page (docs/features/my-giving.md), where they update the card. The
 * monthly-gifts module queues the job ({monthlyGiftId, kind}); the link is this page's, so its
 * handler is here. Nothing is sent once it is no longer needed (a card updated, a gift cancelled).
 */
export function registerMonthlyGiftCardEmailJob(app: FastifyInstance): void {
  app.jobs.register(MONTHLY_GIFT_CARD_EMAIL_QUEUE, async ({ payload }) => {
    const kind = payload.kind === 'failed' ? 'failed' : 'declined';
    const notice = await monthlyGiftCardNotice(app.db, idFrom(payload, 'monthlyGiftId'), kind);
    if (!notice) return { sent: false };
    const { appTitle } = await loadEventSettings(app.db);
    await app.db.transaction(async (tx) => {
      const link = await issueDonorLink(tx, notice.email, app.config.PUBLIC_URL);
      await enqueueEmail(tx, renderMonthlyGiftCardEmail({ to: notice.email, kind, appTitle, link, ...notice }));
    });
    app.jobs.kick();
    return { sent: true };
  });
}
