import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDRAISER_DEFAULT_GOAL_DOLLARS, type RefundView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundraiserPages, lineItems, transactions } from '../../db/schema/index.ts';
import { checkTotals } from '../../scripts/totals-check.ts';
import { addTeamMembers } from '../membership/membership.service.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents, teamWithFundraiser } from './test-support/fundraiser-fixtures.ts';
import { auditRowsOf, detailOf, paidTransaction, teamTotalCents } from './test-support/transaction-fixtures.ts';

/*
 * docs/decisions/0008-fundraiser-credit.md: what changes a recorded gift changes its walker's
 * total as it changes the team's: refunds, Change Support, a reset.
 */
describe('fundraiser credit after recording', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const refund = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/v1/transactions/${id}/refunds`, headers: { authorization: admin.authorization }, payload });
  const changeSupport = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/v1/transactions/supporting/${id}`, headers: { authorization: admin.authorization }, payload });

  it('a refund lowers the team and the walker by the same cents; a refund off the runner leaves the walker as they were', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const view = await paidTransaction(t, creditedCheckout({ donation: 25, team: team.id, runners: [{ runType: 'in-person', price: 30 }] }, walker.id));
    expect(await teamTotalCents(db(), team.id)).toBe(5500);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(2500);

    const donationLine = view.lineItems.find((i) => i.type === 'donation')!;
    const partial = await refund(view.id, { amount: 10, reason: 'Donor asked', lineItem: donationLine.id });
    expect(partial.statusCode, partial.body).toBe(201);
    expect((partial.json() as RefundView).items).toEqual([expect.objectContaining({ refundedLineItemId: donationLine.id, amount: -10 })]);
    expect(await teamTotalCents(db(), team.id)).toBe(4500);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(1500);

    const runnerLine = view.lineItems.find((i) => i.type === '5k')!;
    const offRunner = await refund(view.id, { amount: 30, reason: 'Cannot run', lineItem: runnerLine.id });
    expect(offRunner.statusCode, offRunner.body).toBe(201);
    expect(await teamTotalCents(db(), team.id)).toBe(1500);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(1500);
    // The refund's negative donation line is credited to the walker like the line it comes off.
    const refundLines = await db().select().from(lineItems).where(eq(lineItems.transactionId, view.id));
    expect(refundLines.filter((l) => l.refundId !== null).map((l) => [l.type, l.amountCents, l.fundraiserPersonId])).toEqual([
      ['donation', -1000, walker.id],
      ['5k', -3000, null],
    ]);
  });

  it('a walker removed and added back to the team in the same year gets back what was credited to them, not zero', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
    expect(await raisedCents(db(), team.id, walker.id)).toBe(3000);
    const removed = await t.app.inject({
      method: 'PATCH', url: `/v1/teams/${team.id}`, headers: { authorization: admin.authorization }, payload: { removeMembers: [walker.id] },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await addTeamMembers(db(), team, [walker.id]);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(3000);
    expect((await checkTotals(db(), { fix: false }, { info: () => {}, error: () => {} })).fundraisers).toEqual([]);
  });

  it('Change Support to another team takes the gift off the walker: fundraiser cleared, total recomputed, audited', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const other = await buildTeam(db());
    const view = await paidTransaction(t, creditedCheckout({ donation: 40, team: team.id }, walker.id));
    expect((await refund(view.id, { amount: 5, reason: 'Part' })).statusCode).toBe(201);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(3500);

    const moved = await changeSupport(view.id, { supportingType: 'team', team: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ team: { id: other.id }, fundraiser: null });
    expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
    expect(await teamTotalCents(db(), team.id)).toBe(0);
    expect(await teamTotalCents(db(), other.id)).toBe(3500);
    const [row] = await db().select().from(transactions).where(eq(transactions.id, view.id));
    expect(row!.fundraiserPersonId).toBeNull();
    const lines = await db().select({ fundraiser: lineItems.fundraiserPersonId }).from(lineItems).where(eq(lineItems.transactionId, view.id));
    expect(lines.map((l) => l.fundraiser)).toEqual([null, null]);

    const audit = (await auditRowsOf(db(), view.id)).filter((a) => a.action === 'transaction.support_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ team: { id: team.id }, fundraiser: { id: walker.id, firstName: 'Wendy', lastName: 'Walker' } });
    expect(audit[0]!.after).toMatchObject({ team: { id: other.id }, fundraiser: null });
  });

  it('Change Support to the event removes the credit; a change that keeps the team keeps it', async () => {
    const { team, walker } = await teamWithFundraiser(db());
    const kept = await paidTransaction(t, creditedCheckout({ donation: 20, team: team.id }, walker.id));
    const movedOff = await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
    expect(await raisedCents(db(), team.id, walker.id)).toBe(5000);

    const same = await changeSupport(kept.id, { supportingType: 'team', team: team.id });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ fundraiser: { id: walker.id } });

    const toEvent = await changeSupport(movedOff.id, { supportingType: 'event', eventCity: 'Tulsa' });
    expect(toEvent.statusCode, toEvent.body).toBe(200);
    expect(toEvent.json()).toMatchObject({ supportingType: 'event', team: null, fundraiser: null });
    expect(await raisedCents(db(), team.id, walker.id)).toBe(2000);
    expect(await teamTotalCents(db(), team.id)).toBe(2000);
    expect((await detailOf(t, admin.authorization, kept.id)).fundraiser).toMatchObject({ id: walker.id });
  });

  it("a new year: the kept walker's new membership starts at zero and takes that year's gifts, last year's keeps its total", async () => {
    const { team, walker } = await teamWithFundraiser(db());
    await buildUser(db(), t.config.JWT_SECRET, { role: 'captain', teamId: team.id });
    await db().insert(fundraiserPages).values({ personId: walker.id, slug: `wendy-walker-${walker.id}`, story: '<p>Again!</p>' });
    await paidTransaction(t, creditedCheckout({ donation: 45, team: team.id }, walker.id));
    const headers = { authorization: admin.authorization };
    const setYear = async (appYear: number) => {
      const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings', headers, payload: { appYear } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setYear(team.year + 1);
    try {
      const reactivated = await t.app.inject({
        method: 'PATCH',
        url: `/v1/teams/reactivate/${team.id}`,
        headers,
        payload: {
          captain: { firstName: 'Pat', lastName: 'Tester', phone: '(405) 555-0142', shirtSize: 'XLarge', lifeChurch: false, address: { address: '1 Main St', city: 'Edmond', state: 'OK', zipcode: '73013' } },
          team: { name: `${team.name} Again`, teamDonationGoal: 2000, teamMemberGoal: 8, eventCity: 'Oklahoma City' },
          updateMembers: [walker.id],
          removeMembers: [],
          updateMemberEmails: [],
        },
      });
      expect(reactivated.statusCode, reactivated.body).toBe(200);
      expect(await raisedCents(db(), team.id, walker.id, team.year + 1)).toBe(0);
      expect(await raisedCents(db(), team.id, walker.id, team.year)).toBe(4500);
      // The kept walker keeps page and slug, with the starting goal for the new year and nothing raised yet.
      const page = await t.app.inject({ method: 'GET', url: `/v1/fundraisers/wendy-walker-${walker.id}` });
      expect(page.json()).toMatchObject({ status: 'on', fundraiser: { goal: FUNDRAISER_DEFAULT_GOAL_DOLLARS, raised: 0, year: team.year + 1 } });

      await paidTransaction(t, creditedCheckout({ donation: 15, team: team.id }, walker.id));
      expect(await raisedCents(db(), team.id, walker.id, team.year + 1)).toBe(1500);
      expect(await raisedCents(db(), team.id, walker.id, team.year)).toBe(4500);
      expect(await teamTotalCents(db(), team.id)).toBe(1500);
    } finally {
      await setYear(team.year);
    }
  });

  it("a reset zeroes the year's fundraisers with the team", async () => {
    const { team, walker } = await teamWithFundraiser(db());
    await paidTransaction(t, creditedCheckout({ donation: 45, team: team.id }, walker.id));
    expect(await raisedCents(db(), team.id, walker.id)).toBe(4500);
    const reset = await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${team.id}`, headers: { authorization: admin.authorization }, payload: {} });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await teamTotalCents(db(), team.id)).toBe(0);
    expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
  });
});
