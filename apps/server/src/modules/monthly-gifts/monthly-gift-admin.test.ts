import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, MONTHLY_GIFT_MESSAGES, TEST_CARDS, type AdminHome, type AdminMonthlyGift, type MonthlyGiftList } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { auditLog, monthlyGifts } from '../../db/schema/index.ts';
import { moveClock } from '../../lib/clock.ts';
import { fakeStripeConfig } from '../payments/test-support/fake-stripe.ts';
import { teamWithPage } from '../fundraisers/test-support/public-page-fixtures.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import {
  clockDay, giftRow, giveMonthly, monthlyCheckout, monthTransactions, moveClockToNextCharge, runDue, saveTestCard,
} from './test-support/monthly-gift-fixtures.ts';

/**
 * The admins' monthly gifts (docs/features/monthly-gifts.md): the grid, its CSV, the donor's controls for
 * any gift (amount, pause, resume, cancel), run-due and the admin home's figures.
 */
let t: TestApp;
let admin: TestUser;
let captain: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(UNLIMITED);
  admin = await buildUser(t.app.db, t.config.JWT_SECRET, { role: 'admin' });
  captain = await buildUser(t.app.db, t.config.JWT_SECRET, { role: 'captain' });
  headers = { authorization: admin.authorization };
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/monthly-gifts${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MonthlyGiftList;
};

describe('the admins’ monthly gifts', () => {
  it('lists them by status and search, with the active count and monthly total, and as CSV', async () => {
    const marker = `Zed${Date.now()}`;
    const { team, walker } = await teamWithPage(t.app.db, { firstName: 'Wanda', lastName: marker });
    const credited = creditedCheckout({ donation: 25, team: team.id }, walker.id);
    const { gift: walkerGift } = await giveMonthly(t, monthlyCheckout({ ...credited, person: { ...credited.person, firstName: '=cmd', lastName: 'Quote"d' } }));
    const { gift: eventGift } = await giveMonthly(t, monthlyCheckout(buildCheckout({ donation: 100, eventCity: 'Tulsa', coverFees: false, email: `${marker.toLowerCase()}@example.com` })));
    const before = await list();

    const found = await list(`?search=${marker}`);
    expect(found.total).toBe(2);
    const byId = new Map(found.rows.map((r) => [r.id, r]));
    expect(byId.get(walkerGift.id)).toMatchObject<Partial<AdminMonthlyGift>>({
      donorName: '=cmd Quote"d', amount: 25, coversFees: true, status: 'active', supporting: `Team ${team.name}`, walker: `Wanda ${marker}`, monthsGiven: 1, totalGiven: 25.88,
      lastFailure: null, provider: 'test',
    });
    expect(byId.get(eventGift.id)).toMatchObject({ supporting: 'Tulsa event', walker: null, amount: 100, totalGiven: 100 });
    expect((await list(`?search=${marker}&limit=1&offset=1`)).rows).toHaveLength(1);

    // A failed gift: its own status filter, out of the active figures.
    await saveTestCard(t.app.db, eventGift.id, TEST_CARDS.declined.number);
    await t.app.db.update(monthlyGifts).set({ failureCount: 2 }).where(eq(monthlyGifts.id, eventGift.id));
    await moveClockToNextCharge(t.app.db, eventGift.id);
    await runDue(t, headers);
    await moveClock(t.app.db, { reset: true });
    const failed = await list(`?status=failed&search=${marker}`);
    expect(failed.rows.map((r) => [r.id, r.lastFailure])).toEqual([[eventGift.id, 'Your card was declined.']]);
    const after = await list();
    expect(after.summary.active).toBe(before.summary.active - 1);
    expect(after.summary.monthlyTotal).toBe(before.summary.monthlyTotal - 100);

    const csv = await t.app.inject({ method: 'GET', url: `/v1/monthly-gifts/export.csv?search=${marker}&limit=1`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="monthly-gifts-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Donor","Email","Amount","Covers fees","Status","Supporting","Walker","Started","Next charge","Months given","Total given","Last failure","Processor"');
    expect(lines).toHaveLength(3);
    // A formula is written as text; quotes are doubled.
    expect(csv.body).toContain(`"'=cmd Quote""d"`);
    expect(csv.body).toContain('"Payment failed"');
    expect(csv.body).toContain('"25.00"');

    expect((await t.app.inject({ method: 'GET', url: '/v1/monthly-gifts?status=lost', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/monthly-gifts?limit=0', headers })).statusCode).toBe(400);
  });

  it('cancels a gift, audited with the admin as actor; a cancelled one is 409 and an unknown one 404', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    const res = await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${gift.id}/cancel`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gift.id, status: 'cancelled', nextChargeOn: null });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_gift'), eq(auditLog.entityId, gift.id))).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
      ['monthly_gift.cancelled', admin.id, { status: 'active' }, { status: 'cancelled', requestedBy: 'an admin' }],
    ]);
    expect((await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${gift.id}/cancel`, headers })).json()).toEqual({ code: 409, message: MONTHLY_GIFT_MESSAGES.cancelled });
    expect((await t.app.inject({ method: 'POST', url: '/v1/monthly-gifts/2147483647/cancel', headers })).statusCode).toBe(404);
    await moveClockToNextCharge(t.app.db, gift.id);
    expect(await runDue(t, headers)).toEqual({ charged: 0, failed: 0 });
    await moveClock(t.app.db, { reset: true });
    expect(await monthTransactions(t.app.db, gift.id)).toHaveLength(1);
  });

  it('changes the amount, pauses and resumes a gift for the donor, each audited with the admin as actor', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    const call = (method: 'PATCH' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/v1/monthly-gifts/${gift.id}${path}`, headers, ...(payload ? { payload } : {}) });

    const changed = await call('PATCH', '', { amount: 15 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject<Partial<AdminMonthlyGift>>({ id: gift.id, amount: 15, status: 'active', nextChargeOn: gift.nextChargeOn, donorEmail: gift.donorEmail });
    // The donation rule (docs/decisions/0103-donation-minimum.md): whole dollars, at least the minimum.
    for (const payload of [{ amount: 9 }, { amount: 15.5 }, { amount: 'fifteen' }, {}, { amount: 15, status: 'paused' }]) {
      const refused = await call('PATCH', '', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    expect((await call('PATCH', '', { amount: 9 })).json().message).toContain(DONATION_MESSAGES.minimum);
    expect((await call('PATCH', '', { amount: 15.5 })).json().message).toContain(DONATION_MESSAGES.wholeDollars);
    expect((await giftRow(t.app.db, gift.id)).amountCents).toBe(1500);

    const paused = await call('POST', '/pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: gift.id, status: 'paused', nextChargeOn: null, amount: 15 });
    expect((await call('POST', '/pause')).json()).toEqual({ code: 409, message: MONTHLY_GIFT_MESSAGES.alreadyPaused });

    const resumed = await call('POST', '/resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const next = (resumed.json() as AdminMonthlyGift).nextChargeOn;
    expect(resumed.json()).toMatchObject({ id: gift.id, status: 'active' });
    expect(next! > (await clockDay(t.app.db))).toBe(true);
    expect((await call('POST', '/resume')).json()).toEqual({ code: 409, message: MONTHLY_GIFT_MESSAGES.notPaused });

    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_gift'), eq(auditLog.entityId, gift.id))).orderBy(asc(auditLog.id));
    const requestedBy = 'an admin';
    expect(audit.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
      ['monthly_gift.amount_changed', admin.id, { amount: 20 }, { amount: 15, requestedBy }],
      ['monthly_gift.paused', admin.id, { status: 'active' }, { status: 'paused', requestedBy }],
      ['monthly_gift.resumed', admin.id, { status: 'paused', nextChargeOn: gift.nextChargeOn }, { status: 'active', nextChargeOn: next, requestedBy }],
    ]);
    // The grid shows it as it now is.
    expect((await list(`?search=${encodeURIComponent(gift.donorEmail)}`)).rows.find((r) => r.id === gift.id)).toMatchObject({ amount: 15, status: 'active', nextChargeOn: next });

    // Once cancelled, nothing more changes; no such gift is 404.
    expect((await call('POST', '/cancel')).statusCode).toBe(200);
    for (const [method, path, payload] of [['PATCH', '', { amount: 30 }], ['POST', '/pause', undefined], ['POST', '/resume', undefined]] as const) {
      expect((await call(method, path, payload)).json(), `${method} ${path}`).toEqual({ code: 409, message: MONTHLY_GIFT_MESSAGES.cancelled });
      const missing = await t.app.inject({ method, url: `/v1/monthly-gifts/2147483647${path}`, headers, ...(payload ? { payload } : {}) });
      expect(missing.json(), `${method} ${path}`).toEqual({ code: 404, message: MONTHLY_GIFT_MESSAGES.notFound });
    }
    expect(await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'monthly_gift'), eq(auditLog.entityId, gift.id)))).toHaveLength(4);
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'cancelled', amountCents: 1500 });
  });

  it('resumes a failed gift: its missed month is tried again today', async () => {
    const team = await buildTeam(t.app.db);
    const { gift } = await giveMonthly(t, monthlyCheckout({ donation: 20, team: team.id }));
    await t.app.db.update(monthlyGifts).set({ status: 'failed', failureCount: 3, lastFailureMessage: 'Your card was declined.', nextChargeOn: '2000-01-01' }).where(eq(monthlyGifts.id, gift.id));
    const res = await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${gift.id}/resume`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', nextChargeOn: await clockDay(t.app.db) });
    expect(await giftRow(t.app.db, gift.id)).toMatchObject({ status: 'active', failureCount: 0, lastFailureAt: null });
    // A failed gift is not active: pausing it is refused as the donor's page refuses it.
    await t.app.db.update(monthlyGifts).set({ status: 'failed' }).where(eq(monthlyGifts.id, gift.id));
    expect((await t.app.inject({ method: 'POST', url: `/v1/monthly-gifts/${gift.id}/pause`, headers })).statusCode).toBe(409);
    await t.app.db.update(monthlyGifts).set({ status: 'cancelled' }).where(eq(monthlyGifts.id, gift.id));
  });

  it('shows the active gifts and their monthly total on the admin home', async () => {
    const home = async () => (await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers })).json() as AdminHome;
    const before = (await home()).monthlyGifts;
    const team = await buildTeam(t.app.db);
    await giveMonthly(t, monthlyCheckout({ donation: 35, team: team.id }));
    expect((await home()).monthlyGifts).toEqual({ active: before.active + 1, monthlyTotal: before.monthlyTotal + 35 });
    expect((await list()).summary).toEqual((await home()).monthlyGifts);
  });

  it('is for admins only, decided before the query or body is read', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/monthly-gifts?status=lost', undefined],
      ['GET', '/v1/monthly-gifts/export.csv', undefined],
      ['POST', '/v1/monthly-gifts/run-due', undefined],
      ['POST', '/v1/monthly-gifts/1/cancel', undefined],
      ['POST', '/v1/monthly-gifts/1/pause', undefined],
      ['POST', '/v1/monthly-gifts/1/resume', undefined],
      ['PATCH', '/v1/monthly-gifts/1', { amount: 'not a number' }],
    ] as const) {
      const body = payload ? { payload } : {};
      expect((await t.app.inject({ method, url, ...body })).statusCode).toBe(401);
      const refused = await t.app.inject({ method, url, headers: { authorization: captain.authorization }, ...body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).not.toHaveProperty('details');
    }
  });
});

describe('with Stripe', () => {
  it('has nothing to run: Stripe bills each month by itself', async () => {
    const stripe = await createTestApp({ ...UNLIMITED, ...fakeStripeConfig({ url: 'http://127.0.0.1:9' }) });
    try {
      const admin2 = await buildUser(stripe.app.db, stripe.config.JWT_SECRET, { role: 'admin' });
      const res = await stripe.app.inject({ method: 'POST', url: '/v1/monthly-gifts/run-due', headers: { authorization: admin2.authorization } });
      expect(res.json()).toEqual({ code: 404, message: MONTHLY_GIFT_MESSAGES.testModeOnly });
    } finally {
      await stripe.close();
    }
  });
});
