import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, FUNDRAISER_MESSAGES, type AdminFundraiserPage, type PersonView, type TeamHistoryEntry, type TransactionDetail } from '@walkfund/domain';
import { createTeamMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, lineItems, transactions } from '../../db/schema/index.ts';
import { checkTotals } from '../../scripts/totals-check.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';
import { creditedCheckout, raisedCents } from '../transactions/test-support/fundraiser-fixtures.ts';
import { auditRowsOf, paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { buildPage, setGoal, teamWithPage } from './test-support/public-page-fixtures.ts';

/*
 * The back office of personal pages (docs/decisions/0009-personal-pages.md): moderation, the
 * admin's change of the credited fundraiser (docs/decisions/0008-fundraiser-credit.md), the
 * participants' fundraising and each member's raised in team history.
 */
describe('fundraisers in the back office', () => {
  let t: TestApp;
  let admin: TestUser;
  let captain: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain', teamId: (await buildTeam(t.database.db)).id });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const asAdmin = () => ({ authorization: admin.authorization });
  const quietLog = { info: () => {}, error: () => {} };

  describe('GET and PATCH /v1/fundraisers/people/{personId}', () => {
    const url = (personId: number) => `/v1/fundraisers/people/${personId}`;

    it("answers a person's page with this year's goal, raised and team; 404 without a page", async () => {
      const { team, walker, page } = await teamWithPage(db());
      await paidTransaction(t, creditedCheckout({ donation: 30, team: team.id }, walker.id));
      const res = await t.app.inject({ method: 'GET', url: url(walker.id), headers: asAdmin() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        personId: walker.id,
        slug: page.slug,
        page: 'on',
        story: '<p>I walk for my sister.</p>',
        imageUrl: null,
        goal: 200,
        raised: 30,
        team: { id: team.id, name: team.name, slug: team.slug, eventCity: 'Oklahoma City' },
      } satisfies AdminFundraiserPage);

      const pageless = await createTeamMember(db(), team.id);
      const none = await t.app.inject({ method: 'GET', url: url(pageless.id), headers: asAdmin() });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ code: 404, message: FUNDRAISER_MESSAGES.noPage });
    });

    it('is refused to anonymous callers (401) and captains (403) before the body is read', async () => {
      const { walker } = await teamWithPage(db());
      expect((await t.app.inject({ method: 'GET', url: url(walker.id) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PATCH', url: url(walker.id), payload: 'not json', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PATCH', url: url(walker.id), headers: { authorization: captain.authorization }, payload: { hiddenByAdmin: true } })).statusCode).toBe(403);
    });

    it('hides a page (the public page moves to the team at once), sanitizes a story, clears a photo, and audits each change', async () => {
      const { team, walker, page } = await teamWithPage(db(), {}, { imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' });
      const publicPage = async () => (await t.app.inject({ method: 'GET', url: `/v1/fundraisers/${page.slug}` })).json();
      expect((await publicPage()).status).toBe('on');

      const hidden = await t.app.inject({ method: 'PATCH', url: url(walker.id), headers: asAdmin(), payload: { hiddenByAdmin: true } });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({ page: 'hidden' });
      expect(await publicPage()).toEqual({ status: 'moved', teamSlug: team.slug });

      const edited = await t.app.inject({
        method: 'PATCH',
        url: url(walker.id),
        headers: asAdmin(),
        payload: { hiddenByAdmin: false, story: '<p>Kind <b>words</b><script>alert(1)</script></p>', imageUrl: '' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ page: 'on', story: '<p>Kind <b>words</b></p>', imageUrl: null });
      expect(await publicPage()).toMatchObject({ status: 'on', fundraiser: { story: '<p>Kind <b>words</b></p>', imageUrl: null } });

      // Nothing changed: no audit row.
      expect((await t.app.inject({ method: 'PATCH', url: url(walker.id), headers: asAdmin(), payload: { hiddenByAdmin: false } })).statusCode).toBe(200);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'fundraiser_page'), eq(auditLog.entityId, walker.id)));
      expect(audit.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
        ['fundraiser_page.moderated', admin.id, { hiddenByAdmin: false }, { hiddenByAdmin: true }],
        [
          'fundraiser_page.moderated',
          admin.id,
          { hiddenByAdmin: true, story: '<p>I walk for my sister.</p>', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' },
          { hiddenByAdmin: false, story: '<p>Kind <b>words</b></p>', imageUrl: null },
        ],
      ]);
    });

    it('refuses unknown fields and a photo that is not an upload with a 400; 404 for a malformed id and a person without a page', async () => {
      const { walker } = await teamWithPage(db());
      for (const payload of [{ pageOn: false }, { imageUrl: 'https://evil.example/x.png' }, { story: 5 }]) {
        const res = await t.app.inject({ method: 'PATCH', url: url(walker.id), headers: asAdmin(), payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await t.app.inject({ method: 'GET', url: '/v1/fundraisers/people/abc', headers: asAdmin() })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PATCH', url: url(999999), headers: asAdmin(), payload: { hiddenByAdmin: true } })).statusCode).toBe(404);
    });
  });

  describe('PATCH /v1/transactions/{id}/fundraiser', () => {
    const change = (id: number, fundraiser: number | null, headers: Record<string, string> = asAdmin()) =>
      t.app.inject({ method: 'PATCH', url: `/v1/transactions/${id}/fundraiser`, headers, payload: { fundraiser } });

    it("moves the credit, net of refunds, from one member to another and then to nobody: lines, totals and audit follow; totals:check finds no difference", async () => {
      const { team, walker } = await teamWithPage(db());
      const other = await createTeamMember(db(), team.id, { firstName: 'Otto', lastName: 'Other' });
      const gift = await paidTransaction(t, creditedCheckout({ donation: 50, team: team.id, runners: [{ runType: 'in-person', price: 30 }] }, walker.id));
      const donation = gift.lineItems.find((i) => i.type === 'donation')!;
      const refund = await t.app.inject({ method: 'POST', url: `/v1/transactions/${gift.id}/refunds`, headers: asAdmin(), payload: { amount: 10, reason: 'Part', lineItem: donation.id } });
      expect(refund.statusCode, refund.body).toBe(201);
      expect(await raisedCents(db(), team.id, walker.id)).toBe(4000);

      const moved = await change(gift.id, other.id);
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as TransactionDetail).fundraiser).toEqual({ id: other.id, firstName: 'Otto', lastName: 'Other' });
      expect(await raisedCents(db(), team.id, walker.id)).toBe(0);
      expect(await raisedCents(db(), team.id, other.id)).toBe(4000);
      const lines = await db().select().from(lineItems).where(eq(lineItems.transactionId, gift.id));
      expect(lines.map((l) => [l.type, l.amountCents, l.fundraiserPersonId]).sort()).toEqual(
        [
          ['donation', 5000, other.id],
          ['donation', -1000, other.id],
          ['5k', 3000, null],
        ].sort(),
      );
      expect((await checkTotals(db(), { fix: false }, quietLog)).fundraisers).toEqual([]);

      const cleared = await change(gift.id, null);
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((cleared.json() as TransactionDetail).fundraiser).toBeNull();
      expect(await raisedCents(db(), team.id, other.id)).toBe(0);
      const [row] = await db().select().from(transactions).where(eq(transactions.id, gift.id));
      expect(row!.fundraiserPersonId).toBeNull();
      expect((await checkTotals(db(), { fix: false }, quietLog)).fundraisers).toEqual([]);

      const audit = (await auditRowsOf(db(), gift.id)).filter((a) => a.action === 'transaction.fundraiser_changed');
      expect(audit.map((a) => [a.actorUserId, a.before, a.after])).toEqual([
        [admin.id, { fundraiser: { id: walker.id, firstName: 'Wendy', lastName: 'Walker' } }, { fundraiser: { id: other.id, firstName: 'Otto', lastName: 'Other' } }],
        [admin.id, { fundraiser: { id: other.id, firstName: 'Otto', lastName: 'Other' } }, { fundraiser: null }],
      ]);
      // The same fundraiser again changes nothing.
      expect((await change(gift.id, null)).statusCode).toBe(200);
      expect((await auditRowsOf(db(), gift.id)).filter((a) => a.action === 'transaction.fundraiser_changed')).toHaveLength(2);
    });

    it("moves the donor's message with the gift unless the admin hides it: hidden, it shows on no page and is audited", async () => {
      const withMessage = (walkerId: number, teamId: number) => {
        const payload = creditedCheckout({ donation: 30, team: teamId }, walkerId);
        return { ...payload, transaction: { ...payload.transaction, message: 'Go Wendy, go!' } };
      };
      const teamMessages = async (slug: string) =>
        ((await t.app.inject({ method: 'GET', url: `/v1/campaign/teams/${slug}` })).json() as { donors: { message: string | null }[] }).donors.map((d) => d.message);

      // Hidden: the detail says so, the team's page shows no message, the history records it.
      const hidden = await teamWithPage(db());
      const otto = await createTeamMember(db(), hidden.team.id, { firstName: 'Otto', lastName: 'Other' });
      const gift = await paidTransaction(t, withMessage(hidden.walker.id, hidden.team.id));
      const res = await t.app.inject({
        method: 'PATCH', url: `/v1/transactions/${gift.id}/fundraiser`, headers: asAdmin(), payload: { fundraiser: otto.id, showMessage: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as TransactionDetail).toMatchObject({ fundraiser: { id: otto.id }, message: 'Go Wendy, go!', messageHidden: true });
      expect(await teamMessages(hidden.team.slug)).toEqual([null]);
      const [audit] = (await auditRowsOf(db(), gift.id)).filter((a) => a.action === 'transaction.fundraiser_changed');
      expect(audit).toMatchObject({ before: { messageHidden: false }, after: { fundraiser: { id: otto.id }, messageHidden: true } });

      // Kept (the default): the message goes with the gift.
      const kept = await teamWithPage(db());
      const other = await createTeamMember(db(), kept.team.id, { firstName: 'Ola', lastName: 'Other' });
      const keptGift = await paidTransaction(t, withMessage(kept.walker.id, kept.team.id));
      const moved = await change(keptGift.id, other.id);
      expect(moved.json() as TransactionDetail).toMatchObject({ fundraiser: { id: other.id }, messageHidden: false });
      expect(await teamMessages(kept.team.slug)).toEqual(['Go Wendy, go!']);
    });

    it('credits an uncredited gift; refuses a person not on the team (naming them), an event gift, and non-admins', async () => {
      const { team, walker } = await teamWithPage(db());
      const gift = await paidTransaction(t, { donation: 20, team: team.id });
      const credited = await change(gift.id, walker.id);
      expect(credited.statusCode, credited.body).toBe(200);
      expect(await raisedCents(db(), team.id, walker.id)).toBe(2000);

      const stranger = await createTeamMember(db(), (await buildTeam(db())).id);
      const refused = await change(gift.id, stranger.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, message: CHECKOUT_MESSAGES.fundraiserNotOnTeam(stranger.id) });
      expect(await raisedCents(db(), team.id, walker.id)).toBe(2000);

      const eventGift = await paidTransaction(t, { donation: 20, eventCity: 'Tulsa' });
      const notTeam = await change(eventGift.id, walker.id);
      expect(notTeam.statusCode).toBe(400);
      expect(notTeam.json()).toMatchObject({ message: FUNDRAISER_MESSAGES.transactionNotCreditable });

      expect((await change(gift.id, null, {})).statusCode).toBe(401);
      expect((await change(gift.id, null, { authorization: captain.authorization })).statusCode).toBe(403);
      expect((await change(999999, null)).statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'PATCH', url: `/v1/transactions/${gift.id}/fundraiser`, headers: asAdmin(), payload: { fundraiser: 'x', extra: 1 } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe("the participants grid, the person view and the team's history", () => {
    it("answers each person's raised, goal and page on the team of their year, null when on no team", async () => {
      const { team, walker, page } = await teamWithPage(db(), { firstName: 'Grid', lastName: 'Walker' });
      const pageless = await createTeamMember(db(), team.id);
      await setGoal(db(), team.id, pageless.id, 75);
      await paidTransaction(t, creditedCheckout({ donation: 45, team: team.id }, walker.id));

      const one = await t.app.inject({ method: 'GET', url: `/v1/persons/${walker.id}`, headers: asAdmin() });
      expect(one.statusCode, one.body).toBe(200);
      expect((one.json() as PersonView).fundraising).toMatchObject({ raised: 45, goal: 200, page: 'on', slug: page.slug });

      const list = await t.app.inject({ method: 'GET', url: `/v1/persons/?search=${encodeURIComponent(team.name)}&limit=100`, headers: asAdmin() });
      expect(list.statusCode, list.body).toBe(200);
      const all = await t.app.inject({ method: 'GET', url: '/v1/persons/?limit=5000', headers: asAdmin() });
      const rows = (all.json() as { results: PersonView[] }).results;
      expect(rows.find((p) => p.id === pageless.id)!.fundraising).toEqual({ raised: 0, goal: 75, page: 'none', slug: null, invitedAt: null });
      const hidden = await createTeamMember(db(), team.id);
      await buildPage(db(), hidden.id, { hiddenByAdmin: true, pageOn: false });
      const offPage = await createTeamMember(db(), team.id);
      await buildPage(db(), offPage.id, { pageOn: false });
      const again = (await t.app.inject({ method: 'GET', url: '/v1/persons/?limit=5000', headers: asAdmin() })).json() as { results: PersonView[] };
      expect(again.results.find((p) => p.id === hidden.id)!.fundraising?.page).toBe('hidden');
      expect(again.results.find((p) => p.id === offPage.id)!.fundraising?.page).toBe('off');
      const donor = again.results.find((p) => p.id !== walker.id && p.lastName === 'Donor');
      expect(donor?.fundraising).toBeNull();
    });

    it("keeps each member's raised in the history row of the year a reset closes, lowered by a later refund", async () => {
      const { team, walker } = await teamWithPage(db());
      const other = await createTeamMember(db(), team.id);
      const gift = await paidTransaction(t, creditedCheckout({ donation: 35, team: team.id, coverFees: false }, walker.id));
      const reset = await t.app.inject({ method: 'PATCH', url: `/v1/teams/reset/${team.id}`, headers: asAdmin(), payload: {} });
      expect(reset.statusCode, reset.body).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: `/v1/teams/history/${team.id}`, headers: asAdmin() });
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = res.json() as TeamHistoryEntry[];
      expect(entry!.members.map((m) => [m.personId, m.raised]).sort()).toEqual([
        [walker.id, 35],
        [other.id, 0],
      ].sort());

      const refund = await t.app.inject({ method: 'POST', url: `/v1/transactions/${gift.id}/refunds`, headers: asAdmin(), payload: { amount: 10, reason: 'Part' } });
      expect(refund.statusCode, refund.body).toBe(201);
      const after = (await t.app.inject({ method: 'GET', url: `/v1/teams/history/${team.id}`, headers: asAdmin() })).json() as TeamHistoryEntry[];
      expect(after[0]!.totalRaised).toBe(25);
      expect(after[0]!.members.find((m) => m.personId === walker.id)!.raised).toBe(25);
      expect(after[0]!.members.find((m) => m.personId === other.id)!.raised).toBe(0);
    });
  });
});
