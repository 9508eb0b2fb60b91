import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES, type Paged, type TransactionDetail, type TransactionListItem } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, lineItems, transactions } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, buildProduct } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, uniqueSuffix, type TestUser } from '../teams/test-support/team-fixtures.ts';
import {
  auditRowsOf, detailOf, failTeamUpdates, offlineTransaction, paidTransaction, teamTotalCents,
} from './test-support/transaction-fixtures.ts';

describe('admin transactions: list, detail, change of support, shipped flag, audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin', firstName: 'Avery' });
    const team = await buildTeam(t.database.db);
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: team.id });
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const list = async (query: string, authorization = admin.authorization) => t.app.inject({ method: 'GET', url: `/v1/transactions/?${query}`, headers: { authorization } });
  const listed = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Paged<TransactionListItem>;
  };
  const named = (firstName: string, lastName: string, cart: Parameters<typeof buildCheckout>[0]) => {
    const payload = buildCheckout(cart);
    return { ...payload, person: { ...payload.person, firstName, lastName } };
  };

  describe('GET /v1/transactions/', () => {
    it('pages a team’s transactions newest first, with the list columns in dollars', async () => {
      const team = await buildTeam(db());
      const first = await paidTransaction(t, { donation: 25, team: team.id });
      const second = await paidTransaction(t, { donation: 40, team: team.id, coverFees: false });
      const third = await paidTransaction(t, { donation: 10, team: team.id });
      const page1 = await listed(`team=${team.id}&limit=2&page=1&sortBy=createdAt:desc`);
      expect(page1).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
      expect(page1.results.map((r) => r.id)).toEqual([third.id, second.id]);
      expect(page1.results[1]).toMatchObject({
        supportingType: 'team',
        team: { id: team.id, name: team.name },
        eventCity: 'Oklahoma City',
        eventYear: year,
        name: 'Dana Donor',
        totalAmount: 40,
        totalCharged: 40,
        shippingFee: 0,
        feesCovered: 0,
        refunded: 0,
        offline: false,
        hasShipped: false,
      });
      const page2 = await listed(`team=${team.id}&limit=2&page=2`);
      expect(page2.results.map((r) => r.id)).toEqual([first.id]);
      const byCharged = await listed(`team=${team.id}&sortBy=totalCharged:asc`);
      expect(byCharged.results.map((r) => r.totalCharged)).toEqual([10.35, 25.88, 40]);
    });

    it('is the current event year unless eventYear is given', async () => {
      const team = await buildTeam(db());
      const now = await paidTransaction(t, { donation: 20, team: team.id });
      const old = await paidTransaction(t, { donation: 30, team: team.id });
      await db().update(transactions).set({ eventYear: year - 1 }).where(eq(transactions.id, old.id));
      expect((await listed(`team=${team.id}`)).results.map((r) => r.id)).toEqual([now.id]);
      expect((await listed(`team=${team.id}&eventYear=${year - 1}`)).results.map((r) => r.id)).toEqual([old.id]);
    });

    it('searches the contact’s name and email, the city and the team, in any case', async () => {
      const tag = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
      const team = await buildTeam(db(), { name: `Searchable Striders ${tag}` });
      const byName = await paidTransaction(t, named('Quintessa', `Marigold${tag}`, { donation: 15 }));
      const byEmail = await paidTransaction(t, { donation: 15, email: `finder-${tag}@example.com` });
      const byTeam = await paidTransaction(t, { donation: 15, team: team.id });
      expect((await listed(`search=marigold${tag}`)).results.map((r) => r.id)).toEqual([byName.id]);
      expect((await listed(`search=${encodeURIComponent(`quintessa marigold${tag}`)}`)).results.map((r) => r.id)).toEqual([byName.id]);
      expect((await listed(`search=FINDER-${tag}`)).results.map((r) => r.id)).toEqual([byEmail.id]);
      expect((await listed(`search=striders ${tag}`)).results.map((r) => r.id)).toEqual([byTeam.id]);
      const tulsa = await paidTransaction(t, named('Tully', `Cityfinder${tag}`, { donation: 15, eventCity: 'Tulsa' }));
      const cityHits = await listed(`search=tulsa&limit=5000`);
      expect(cityHits.results.map((r) => r.id)).toContain(tulsa.id);
      expect(cityHits.results.every((r) => r.eventCity === 'Tulsa' || r.name.toLowerCase().includes('tulsa') || r.team?.name.toLowerCase().includes('tulsa'))).toBe(true);
      // LIKE wildcards are searched as text.
      expect((await listed('search=%25_%25')).totalResults).toBe(0);
    });

    it('marks offline payments', async () => {
      const team = await buildTeam(db());
      const offline = await offlineTransaction(t, admin.authorization, { donation: 50, team: team.id });
      const [row] = (await listed(`team=${team.id}`)).results;
      expect(row).toMatchObject({ id: offline.id, offline: true, externalTransactionId: 'Offline', feesCovered: 0, totalCharged: 50 });
    });

    it('shows how each was paid (the Method column) and filters by method (docs/features/payment-methods.md)', async () => {
      const team = await buildTeam(db());
      const card = await paidTransaction(t, { donation: 20, team: team.id });
      const wallet = await paidTransaction(t, { donation: 30, team: team.id });
      await db().update(transactions).set({ paymentMethodType: 'apple_pay', paymentMethodBrand: 'visa', paymentMethodLast4: '1881' }).where(eq(transactions.id, wallet.id));
      const all = await listed(`team=${team.id}`);
      expect(all.results.find((r) => r.id === card.id)!.paymentMethod).toEqual({ type: 'card', brand: 'visa', last4: '4242' });
      expect(all.results.find((r) => r.id === wallet.id)!.paymentMethod).toEqual({ type: 'apple_pay', brand: 'visa', last4: '1881' });
      const applePay = await listed(`team=${team.id}&method=apple_pay`);
      expect(applePay).toMatchObject({ totalResults: 1 });
      expect(applePay.results.map((r) => r.id)).toEqual([wallet.id]);
      expect((await listed(`team=${team.id}&method=us_bank_account`)).totalResults).toBe(0);
      expect((await list('method=cheque')).json()).toMatchObject({ code: 400, message: expect.stringContaining('method must be one of') });
    });

    it('refuses a bad query (400), anonymous (401) and captains (403)', async () => {
      expect((await list('sortBy=secret:asc')).json()).toMatchObject({ code: 400 });
      expect((await list('limit=0')).statusCode).toBe(400);
      expect((await list('populate=users')).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/v1/transactions/' })).statusCode).toBe(401);
      expect((await list('', captain.authorization)).statusCode).toBe(403);
    });
  });

  describe('GET /v1/transactions/{id}', () => {
    it('gives an admin the transaction with its refunds, history and what can be refunded', async () => {
      const view = await paidTransaction(t, { donation: 25 });
      const detail = await detailOf(t, admin.authorization, view.id);
      expect(detail).toMatchObject({ id: view.id, totalCharged: 25.88, refunded: 0, refundable: 25.88, refunds: [], history: [], recordedBy: null });
      expect(detail.lineItems).toEqual(view.lineItems);
    });

    it('shows who recorded an offline payment, and its audit row', async () => {
      const offline = await offlineTransaction(t, admin.authorization, { donation: 60 });
      const detail = await detailOf(t, admin.authorization, offline.id);
      expect(detail).toMatchObject({ offline: true, refundable: 0, recordedBy: { id: admin.id, email: admin.email, name: 'Avery Tester' } });
      expect(detail.history).toHaveLength(1);
      expect(detail.history[0]).toMatchObject({
        action: 'transaction.offline_payment',
        actor: { id: admin.id, email: admin.email },
        before: null,
        after: { totalCharged: 60, totalAmount: 60, lineItems: [{ type: 'donation', amount: 60 }], paymentDetails: { provider: 'offline', recordedBy: admin.id } },
      });
    });

    it('refuses captains (403) and anonymous callers without the payment secret (401)', async () => {
      const view = await paidTransaction(t, { donation: 25 });
      expect((await t.app.inject({ method: 'GET', url: `/v1/transactions/${view.id}`, headers: { authorization: captain.authorization } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/v1/transactions/${view.id}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/v1/transactions/2147483647', headers: { authorization: admin.authorization } })).statusCode).toBe(404);
    });
  });

  describe('PATCH /v1/transactions/supporting/{id}', () => {
    const move = (id: number, payload: object, authorization = admin.authorization) =>
      t.app.inject({ method: 'PATCH', url: `/v1/transactions/supporting/${id}`, headers: { authorization }, payload });

    it('moves a transaction from one team to another: both totals move at once, with an audit row', async () => {
      const shirt = await buildProduct(db(), { priceCents: 2000 });
      const teamA = await buildTeam(db());
      const teamB = await buildTeam(db(), { eventCity: 'Tulsa' });
      await paidTransaction(t, { donation: 30, team: teamB.id });
      const view = await paidTransaction(t, { donation: 50, shirts: [{ slug: shirt.slug, size: 'lg', price: 20, quantity: 1 }], team: teamA.id });
      expect(await teamTotalCents(db(), teamA.id)).toBe(7000);
      expect(await teamTotalCents(db(), teamB.id)).toBe(3000);

      const res = await move(view.id, { supportingType: 'team', team: teamB.id });
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json() as TransactionDetail;
      expect(detail).toMatchObject({ supportingType: 'team', team: { id: teamB.id }, eventCity: 'Tulsa' });
      expect(detail.lineItems.every((i) => i.teamId === teamB.id && i.eventCity === 'Tulsa')).toBe(true);
      // Line items only: shipping ($8) and the covered fee never count.
      expect(await teamTotalCents(db(), teamA.id)).toBe(0);
      expect(await teamTotalCents(db(), teamB.id)).toBe(10_000);
      expect(detail.history).toHaveLength(1);
      expect(detail.history[0]).toMatchObject({
        action: 'transaction.support_changed',
        actor: { id: admin.id },
        before: { supportingType: 'team', team: { id: teamA.id, name: teamA.name }, eventCity: 'Oklahoma City' },
        after: { supportingType: 'team', team: { id: teamB.id, name: teamB.name }, eventCity: 'Tulsa' },
      });
    });

    it('moves from a team to the event and back (the spec’s lowercased type, a team as {id})', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 45, team: team.id });
      const toEvent = await move(view.id, { supportingType: 'event', eventCity: 'Tulsa', team: null });
      expect(toEvent.statusCode, toEvent.body).toBe(200);
      expect(toEvent.json()).toMatchObject({ supportingType: 'event', team: null, eventCity: 'Tulsa' });
      expect(await teamTotalCents(db(), team.id)).toBe(0);
      const items = await db().select().from(lineItems).where(eq(lineItems.transactionId, view.id));
      expect(items.every((i) => i.teamId === null && i.eventCity === 'Tulsa')).toBe(true);

      const back = await move(view.id, { supportingType: 'Team', team: { id: team.id } });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ supportingType: 'team', team: { id: team.id }, eventCity: 'Oklahoma City' });
      expect(await teamTotalCents(db(), team.id)).toBe(4500);
      expect((await auditRowsOf(db(), view.id)).map((r) => r.action)).toEqual(['transaction.support_changed', 'transaction.support_changed']);
    });

    it('changes nothing, and writes no audit row, when the support is the same', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 20, team: team.id });
      expect((await move(view.id, { supportingType: 'team', team: team.id })).statusCode).toBe(200);
      expect(await auditRowsOf(db(), view.id)).toEqual([]);
    });

    it('refuses bad input with {code, message} and writes nothing', async () => {
      const team = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 20, team: team.id });
      const noTeam = await move(view.id, { supportingType: 'team' });
      expect(noTeam.statusCode).toBe(400);
      expect(noTeam.json().details).toEqual([{ field: 'team', message: SUPPORT_MESSAGES.teamRequired }]);
      const missing = await move(view.id, { supportingType: 'team', team: 2_147_483_647 });
      expect(missing.json()).toMatchObject({ code: 400, message: SUPPORT_MESSAGES.teamNotFound });
      expect((await move(view.id, { supportingType: 'event' })).statusCode).toBe(400);
      expect((await move(view.id, { supportingType: 'event', eventCity: 'Dallas' })).statusCode).toBe(400);
      expect((await move(view.id, { supportingType: 'charity' })).statusCode).toBe(400);
      expect((await move(2_147_483_647, { supportingType: 'event', eventCity: 'Tulsa' })).statusCode).toBe(404);
      expect(await teamTotalCents(db(), team.id)).toBe(2000);
      expect(await auditRowsOf(db(), view.id)).toEqual([]);
    });

    it('refuses anonymous (401) and captains, even the team’s own (403), before reading the body', async () => {
      const view = await paidTransaction(t, { donation: 20 });
      expect((await t.app.inject({ method: 'PATCH', url: `/v1/transactions/supporting/${view.id}`, payload: {} })).statusCode).toBe(401);
      expect((await move(view.id, {}, captain.authorization)).statusCode).toBe(403);
    });

    it('a change that fails leaves no audit row and nothing moved (one database transaction)', async () => {
      const teamA = await buildTeam(db());
      const teamB = await buildTeam(db());
      const view = await paidTransaction(t, { donation: 35, team: teamA.id });
      const auditCount = async () => Number((await db().execute(sql`select count(*)::int as n from audit_log`)).rows[0]!.n);
      const before = await auditCount();
      const restore = await failTeamUpdates(db());
      try {
        const res = await move(view.id, { supportingType: 'team', team: teamB.id });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({ code: 500 });
      } finally {
        await restore();
      }
      expect(await auditCount()).toBe(before);
      const [row] = await db().select().from(transactions).where(eq(transactions.id, view.id));
      expect(row!.teamId).toBe(teamA.id);
      expect(await teamTotalCents(db(), teamA.id)).toBe(3500);
      expect(await teamTotalCents(db(), teamB.id)).toBe(0);
    });
  });

  describe('PATCH /v1/transactions/{id} {hasShipped}', () => {
    const ship = (id: number, payload: object, authorization = admin.authorization) =>
      t.app.inject({ method: 'PATCH', url: `/v1/transactions/${id}`, headers: { authorization }, payload });

    it('sets and clears the shipped flag, one audit row per change', async () => {
      const shirt = await buildProduct(db(), { priceCents: 2000 });
      const view = await paidTransaction(t, { shirts: [{ slug: shirt.slug, size: 'sm', price: 20, quantity: 2 }] });
      const shipped = await ship(view.id, { hasShipped: true });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json()).toMatchObject({ id: view.id, hasShipped: true });
      expect((await ship(view.id, { hasShipped: true })).statusCode).toBe(200);
      expect((await ship(view.id, { hasShipped: false })).json()).toMatchObject({ hasShipped: false });
      const history = (await detailOf(t, admin.authorization, view.id)).history;
      expect(history.map((h) => [h.action, h.before, h.after])).toEqual([
        ['transaction.shipped_changed', { hasShipped: false }, { hasShipped: true }],
        ['transaction.shipped_changed', { hasShipped: true }, { hasShipped: false }],
      ]);
    });

    it('refuses other fields (400), anonymous (401), captains (403) and unknown ids (404)', async () => {
      const view = await paidTransaction(t, { donation: 20 });
      expect((await ship(view.id, { hasShipped: 'yes' })).statusCode).toBe(400);
      expect((await ship(view.id, { hasShipped: true, totalCharged: 0 })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'PATCH', url: `/v1/transactions/${view.id}`, payload: { hasShipped: true } })).statusCode).toBe(401);
      expect((await ship(view.id, { hasShipped: true }, captain.authorization)).statusCode).toBe(403);
      expect((await ship(2_147_483_647, { hasShipped: true })).statusCode).toBe(404);
      expect(await auditRowsOf(db(), view.id)).toEqual([]);
    });
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE', async () => {
    const view = await offlineTransaction(t, admin.authorization, { donation: 20 });
    await expect(db().update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.entityId, view.id))).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.entityId, view.id))).rejects.toThrow();
    expect(await auditRowsOf(db(), view.id)).toHaveLength(1);
  });
});
