import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRIBUTE_MESSAGES, TRIBUTE_MESSAGE_MAX_LENGTH, type CampaignTeam, type CheckoutPayloadInput, type FundraiserPageAnswer, type LineItemView, type PaymentCreateResponse,
  type ReceiptView, type TransactionView, type TributeInputRequest, type TributeReport,
} from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import type { Db } from '../../db/client.ts';
import { kindfulExports, transactionTributes } from '../../db/schema/index.ts';
import { buildCheckout, createPayment } from '../payments/test-support/checkout-fixtures.ts';
import { fakeStripeConfig, startFakeStripe, type FakeStripe } from '../payments/test-support/fake-stripe.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { detailOf, paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { teamWithPage } from '../fundraisers/test-support/public-page-fixtures.ts';

/** The outbox rows addressed to an email, oldest first. */
async function outboxTo(db: Db, email: string) {
  const result = await db.execute<{ subject: string; text: string; html: string | null }>(
    sql`select subject, text, html from email_outbox where "to" @> ${JSON.stringify([email])}::jsonb order by id`,
  );
  return result.rows;
}

const relativeEmail = () => `relative-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function inMemory(email: string, extra: Partial<TributeInputRequest> = {}, notify: Record<string, unknown> = {}): TributeInputRequest {
  return {
    kind: 'memory',
    honoreeName: 'Grandpa Joe',
    notify: { name: 'Rosa Relative', email, message: 'He loved this walk.\nThinking of you.', ...notify },
    ...extra,
  };
}

function withTribute(payload: CheckoutPayloadInput, tribute: unknown): CheckoutPayloadInput {
  return { ...payload, transaction: { ...payload.transaction, tribute } } as CheckoutPayloadInput;
}

/*
 * Gifts in honour or in memory of someone (docs/features/tributes.md): recorded with the
 * transaction, an e-card queued once, shown on the receipt, pages, grids, reports and Kindful.
 */
describe('tributes', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ...UNLIMITED, PUBLIC_URL: 'https://walk.example.org' });
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: (await buildTeam(t.database.db)).id });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const tributeRow = async (transactionId: number) => (await db().select().from(transactionTributes).where(eq(transactionTributes.transactionId, transactionId)))[0];

  it('records a gift in memory of someone and tells the relative once, without the amount unless chosen', async () => {
    const team = await buildTeam(db());
    const email = relativeEmail();
    const view = await paidTransaction(t, withTribute(buildCheckout({ donation: 50, team: team.id, coverFees: false }), inMemory(email)));
    expect(view.tribute).toEqual({
      kind: 'memory', honoreeName: 'Grandpa Joe', text: 'In memory of Grandpa Joe', notifyName: 'Rosa Relative', notifyEmail: email,
      message: 'He loved this walk.\nThinking of you.', showAmount: false, showOnWall: true,
    });
    expect(await tributeRow(view.id)).toMatchObject({ kind: 'memory', honoreeName: 'Grandpa Joe', notifyEmail: email, notifiedAt: null });

    // Twice: the second drain finds nothing to do, and the card is written once.
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const cards = await outboxTo(db(), email);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.subject).toContain('In memory of Grandpa Joe');
    expect(cards[0]!.text).toContain('Dear Rosa Relative,');
    expect(cards[0]!.text).toContain('Dana Donor made a gift to');
    expect(cards[0]!.text).toContain('in memory of Grandpa Joe');
    expect(cards[0]!.text).toContain('Thinking of you.');
    expect(cards[0]!.text).not.toContain('$');
    expect((await tributeRow(view.id))!.notifiedAt).not.toBeNull();

    const shown = relativeEmail();
    await paidTransaction(t, withTribute(buildCheckout({ donation: 75, team: team.id, coverFees: false }), inMemory(shown, { kind: 'honour', honoreeName: 'Aunt May' }, { showAmount: true })));
    await t.app.jobs.drain();
    const [card] = await outboxTo(db(), shown);
    expect(card!.text).toContain('made a gift of $75.00');
    expect(card!.text).toContain('in honour of Aunt May');
  });

  it('escapes the donor\'s texts in the e-card\'s HTML', async () => {
    const email = relativeEmail();
    await paidTransaction(t, withTribute(buildCheckout({ donation: 20 }), inMemory(email, { honoreeName: '<b>Joe</b>' }, { message: '<script>x</script>' })));
    await t.app.jobs.drain();
    const [card] = await outboxTo(db(), email);
    expect(card!.html).toContain('&lt;b&gt;Joe&lt;/b&gt;');
    expect(card!.html).not.toContain('<script>');
  });

  it('refuses a bad tribute with its rule, and writes nothing', async () => {
    const base = buildCheckout({ donation: 20 });
    const refusals: [unknown, string][] = [
      [{ kind: 'someday', honoreeName: 'Joe' }, TRIBUTE_MESSAGES.kind],
      [{ kind: 'memory', honoreeName: '  ' }, TRIBUTE_MESSAGES.honoreeRequired],
      [{ kind: 'memory', honoreeName: 'J'.repeat(101) }, TRIBUTE_MESSAGES.honoreeTooLong],
      [{ kind: 'memory', honoreeName: 'Joe\u0007' }, TRIBUTE_MESSAGES.plainText],
      [{ kind: 'memory', honoreeName: 'Joe\u202e' }, TRIBUTE_MESSAGES.plainText],
      [{ kind: 'memory', honoreeName: 'Joe', notify: { name: 'Rosa', email: 'not-an-email' } }, TRIBUTE_MESSAGES.notifyEmailInvalid],
      [{ kind: 'memory', honoreeName: 'Joe', notify: { name: '', email: 'r@example.com' } }, TRIBUTE_MESSAGES.notifyNameRequired],
      [{ kind: 'memory', honoreeName: 'Joe', notify: { name: 'Rosa', email: 'r@example.com', message: 'x'.repeat(TRIBUTE_MESSAGE_MAX_LENGTH + 1) } }, TRIBUTE_MESSAGES.messageTooLong],
    ];
    for (const [tribute, message] of refusals) {
      const res = await createPayment(t, withTribute(base, tribute));
      expect(res.statusCode, JSON.stringify(tribute)).toBe(400);
      expect(res.body).toContain(JSON.stringify(message).slice(1, -1));
    }
    // Only with a donation: a 5k registration alone cannot carry one.
    const runnerOnly = withTribute(buildCheckout({ runners: [{ runType: 'in-person', price: 35 }] }), { kind: 'memory', honoreeName: 'Joe' });
    const noDonation = await createPayment(t, runnerOnly);
    expect(noDonation.statusCode).toBe(400);
    expect(noDonation.body).toContain(TRIBUTE_MESSAGES.needsDonation);
    // A NUL byte and a lone surrogate never reach the schema (plugins/input-guards.ts): 400, not 500.
    for (const honoreeName of ['Jo\u0000e', 'Jo\ud800e']) {
      const res = await createPayment(t, withTribute(base, { kind: 'memory', honoreeName }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('shows the tribute on the receipt, the transaction, the donations grid, the Kindful note and the team\'s supporters', async () => {
    const team = await buildTeam(db());
    const email = relativeEmail();
    const donorEmail = `tribute-donor-${Date.now()}@example.com`;
    const view = await paidTransaction(t, withTribute(buildCheckout({ donation: 40, team: team.id, email: donorEmail }), inMemory(email)));
    await t.app.jobs.drain();

    const receipt = await t.app.inject({ method: 'GET', url: `/v1/receipts/${view.receiptToken}` });
    expect((receipt.json() as ReceiptView).tribute).toBe('In memory of Grandpa Joe');
    const [receiptMail] = await outboxTo(db(), donorEmail);
    expect(receiptMail!.text).toContain('Given in memory of Grandpa Joe');

    const detail = await detailOf(t, admin.authorization, view.id);
    expect(detail.tribute).toMatchObject({ text: 'In memory of Grandpa Joe', notifyName: 'Rosa Relative' });

    const grid = await t.app.inject({ method: 'GET', url: `/v1/lineitems/?type=donation&team=${team.id}&populate=transaction`, headers: { authorization: admin.authorization } });
    const donation = (grid.json() as { results: LineItemView[] }).results.find((i) => i.refundOf === null)!;
    expect(donation.tribute).toEqual({ kind: 'memory', honoreeName: 'Grandpa Joe', notified: true, notifyRequested: true });

    const [exportRow] = await db().select().from(kindfulExports).where(eq(kindfulExports.transactionId, view.id));
    expect(exportRow!.data).toMatchObject({ transaction_note: 'In memory of Grandpa Joe' });

    const page = await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${team.slug}` });
    expect((page.json() as CampaignTeam).donors.map((d) => d.tribute)).toEqual(['In memory of Grandpa Joe']);

    // The donor may keep it off the list: the receipt still says it.
    const hidden = await paidTransaction(t, withTribute(buildCheckout({ donation: 25, team: team.id }), { kind: 'honour', honoreeName: 'Coach Lee', showOnWall: false }));
    const again = await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${team.slug}` });
    expect((again.json() as CampaignTeam).donors.map((d) => d.tribute ?? null)).toEqual([null, 'In memory of Grandpa Joe']);
    expect(hidden.tribute).toMatchObject({ text: 'In honour of Coach Lee', showOnWall: false, notifyName: null });
  });

  it("names the tribute after the credited walker in Kindful's note, and on the walker's supporters", async () => {
    const { team, walker, page } = await teamWithPage(db(), { email: `walker-${Date.now()}@example.com` });
    const view = await paidTransaction(t, withTribute(creditedCheckout({ donation: 30, team: team.id }, walker.id), { kind: 'memory', honoreeName: 'Grandpa Joe' }));
    const [exportRow] = await db().select().from(kindfulExports).where(eq(kindfulExports.transactionId, view.id));
    expect(exportRow!.data).toMatchObject({ transaction_note: `Credited to fundraiser Wendy Walker (person ${walker.id}). In memory of Grandpa Joe` });
    const res = await t.app.inject({ method: 'GET', url: `/v1/fundraisers/${page.slug}` });
    const answer = res.json() as FundraiserPageAnswer;
    expect(answer.status === 'on' ? answer.fundraiser.supporters.map((s) => s.tribute) : null).toEqual(['In memory of Grandpa Joe']);
  });

  it('lists the year\'s tributes in the Tributes report, for admins only', async () => {
    const email = relativeEmail();
    const view = await paidTransaction(t, withTribute(buildCheckout({ donation: 60 }), inMemory(email, { honoreeName: 'Report Joe' })));
    await t.app.jobs.drain();
    const res = await t.app.inject({ method: 'GET', url: '/v1/reports/tributes', headers: { authorization: admin.authorization } });
    expect(res.statusCode).toBe(200);
    const report = res.json() as TributeReport;
    const row = report.rows.find((r) => r.transactionId === view.id);
    expect(row).toMatchObject({ kind: 'memory', honoreeName: 'Report Joe', donorName: 'Dana Donor', amount: 60, notifyName: 'Rosa Relative', notifyEmail: email, showAmount: false });
    expect(row!.notifiedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/v1/reports/tributes' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/reports/tributes', headers: { authorization: captain.authorization } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/reports/tributes?year=abc', headers: { authorization: admin.authorization } })).statusCode).toBe(400);
  });
});

describe('the e-card, browsers and webhooks at once', () => {
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

  it('writes one e-card per gift whichever path records it, even delivered twice', async () => {
    const paid = [];
    const emails: string[] = [];
    for (const dollars of [20, 30]) {
      const email = relativeEmail();
      emails.push(email);
      const payload = withTribute(buildCheckout({ donation: dollars, coverFees: false }), inMemory(email));
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
    const recorded = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201).map((a) => a.json() as TransactionView).filter((v) => 'tribute' in v);
    expect(recorded.every((v) => v.tribute?.text === 'In memory of Grandpa Joe')).toBe(true);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    for (const email of emails) expect(await outboxTo(t.database.db, email)).toHaveLength(1);
    const rows = await t.database.db.select().from(transactionTributes);
    expect(rows).toHaveLength(2);
  });
});
