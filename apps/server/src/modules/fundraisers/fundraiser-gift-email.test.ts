import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutPayloadInput, PaymentCreateResponse } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { createPayment } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { renderGiftEmail } from './fundraiser-gift-email.ts';
import { teamWithPage } from './test-support/public-page-fixtures.ts';

/** The outbox rows addressed to an email, oldest first (the coaching emails a gift may bring left out: docs/features/coaching.md). */
async function outboxTo(db: Db, email: string) {
  const result = await db.execute<{ subject: string; text: string; html: string | null; headers: Record<string, string> | null }>(
    sql`select subject, text, html, headers from email_outbox where "to" @> ${JSON.stringify([email])}::jsonb
      and id not in (select outbox_id from coaching_sends where outbox_id is not null) order by id`,
  );
  return result.rows;
}

function namedGift(teamId: number, walkerId: number, dollars: number, donor: { first: string; last: string; anonymous?: boolean; message?: string }): CheckoutPayloadInput {
  const payload = creditedCheckout({ donation: dollars, team: teamId, coverFees: false }, walkerId, donor.message);
  payload.person = { ...payload.person, firstName: donor.first, lastName: donor.last };
  if (donor.anonymous) payload.lineItems = payload.lineItems.map((item) => (item.type === 'donation' ? { ...item, anonymous: true } : item));
  return payload;
}

/*
 * The fundraiser's email for every gift credited to them (docs/decisions/0009-personal-pages.md):
 * queued with the recording, one per gift, whichever path recorded it.
 */
describe('the gift email to the fundraiser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://walk.example.org' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('names the donor, the amount and the message, and links the page and My Page', async () => {
    const { team, walker, page } = await teamWithPage(db(), { email: `wendy-${Date.now()}@example.com` });
    await paidTransaction(t, namedGift(team.id, walker.id, 25, { first: 'Alice', last: 'Smithers', message: 'Go Wendy! <3' }));
    await t.app.jobs.drain();
    const mails = await outboxTo(db(), walker.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('Alice S. gave to your page');
    expect(mail!.text).toContain('Hi Wendy,');
    expect(mail!.text).toContain(`Alice S. just gave $25.00 to your page for ${team.name}.`);
    expect(mail!.text).toContain('Their message: "Go Wendy! <3"');
    expect(mail!.text).toContain(`https://walk.example.org/frontend/fundraiser/${page.slug}`);
    expect(mail!.text).toContain('https://walk.example.org/my-page');
    expect(mail!.text).not.toContain('Smithers');
    expect(mail!.html).toContain('Go Wendy! &lt;3');
  });

  it('says Anonymous and hides the amount when the donor chose it; a gift credited to nobody sends none', async () => {
    const { team, walker } = await teamWithPage(db(), { email: `anon-${Date.now()}@example.com` });
    await paidTransaction(t, namedGift(team.id, walker.id, 40, { first: 'Bob', last: 'Hidden', anonymous: true }));
    await paidTransaction(t, { donation: 15, team: team.id });
    await t.app.jobs.drain();
    const mails = await outboxTo(db(), walker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Someone who chose to stay anonymous just gave to your page');
    expect(mails[0]!.text).not.toContain('$40.00');
    expect(mails[0]!.text).not.toContain('Bob');
    expect(mails[0]!.subject).not.toContain('Bob');
  });

  it('carries the coaching list\'s unsubscribe link and headers; after a one-click unsubscribe the next gift sends none', async () => {
    const { team, walker } = await teamWithPage(db(), { email: `leaver-${Date.now()}@example.com` });
    await paidTransaction(t, namedGift(team.id, walker.id, 20, { first: 'Cara', last: 'Lee' }));
    await t.app.jobs.drain();
    const [mail] = await outboxTo(db(), walker.email);
    expect(mail!.text).toContain('Unsubscribe or change your email preferences: https://walk.example.org/frontend/email-preferences#token=');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    const left = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(left.statusCode, left.body).toBe(200);
    await paidTransaction(t, namedGift(team.id, walker.id, 30, { first: 'Dev', last: 'Ray' }));
    await t.app.jobs.drain();
    expect(await outboxTo(db(), walker.email)).toHaveLength(1);
  });

  it('renders a page link only when the fundraiser has a page', () => {
    const mail = renderGiftEmail({
      to: 'w@example.com', firstName: 'W', teamName: 'T', appTitle: 'Walk', donorName: 'Dana D.', anonymous: false, amountCents: 1000,
      message: null, pageUrl: null, myPageUrl: 'https://x/my-page',
    });
    expect(mail.text).not.toContain('Your page:');
    expect(mail.text).not.toContain('Their message');
    expect(mail.text).toContain('Dana D. just gave $10.00');
  });
});

describe('the gift email, browsers and webhooks at once', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(fakeStripeConfig(stripe));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('queues exactly one email per gift whichever path records it, even delivered twice', async () => {
    const { team, walker } = await teamWithPage(t.database.db, { email: `race-${Date.now()}@example.com` });
    const paid = [];
    for (const dollars of [20, 30, 45]) {
      const payload = namedGift(team.id, walker.id, dollars, { first: 'Gail', last: 'Giver', message: `Gift of ${dollars}` });
      const created = await createPayment(t, payload);
      expect(created.statusCode, created.body).toBe(201);
      const ref = created.json() as PaymentCreateResponse;
      paid.push({ payload, ref: { id: ref.id, secret: ref.secret }, intent: stripe.succeed(ref.id) });
    }
    const answers = await Promise.all(
      paid.flatMap(({ payload, ref, intent }) => {
        const webhook = stripe.webhook('payment_intent.succeeded', intent);
        const again = stripe.webhook('payment_intent.succeeded', intent);
        return [
          t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: webhook.headers, payload: webhook.payload }),
          t.app.inject({ method: 'POST', url: '/v1/transactions', payload: { ...payload, payment: ref } }),
          t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: again.headers, payload: again.payload }),
        ];
      }),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s < 300)).toBe(true);
    await t.app.jobs.drain();
    const mails = await outboxTo(t.database.db, walker.email);
    expect(mails.map((m) => /\$(\d+)\.00/.exec(m.text)?.[1]).sort()).toEqual(['20', '30', '45']);
  });
});
