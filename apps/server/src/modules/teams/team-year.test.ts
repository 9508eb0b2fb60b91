import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, UI_MESSAGES, type TeamDetail, type TeamHistoryEntry } from '@walkfund/domain';
import { createAdmin, createCaptain, createPerson, createTeam, createTeamMember, loginAs, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lineItems, persons, teamHistory, teamMembers, teams } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';

/** The team's year: reset, reactivation, team history and the event-year update (docs/decisions/0118-one-team-across-years.md, docs/decisions/0123-membership-per-year.md). */
describe("the team's year", () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    const a = await createAdmin(t.app.db);
    admin = await loginAs(t.app, a.user.email, a.password);
  });
  afterAll(() => t.close());

  async function captainWithTeam(overrides: Parameters<typeof createTeam>[1] = {}) {
    const captain = await createCaptain(t.app.db, { person: { firstName: 'Casey', lastName: 'Captain', shirtSize: 'Large', lifeChurchLocation: 'Edmond', lifeChurch: true } });
    const team = await createTeam(t.app.db, { captain, ...overrides });
    const members = [
      await createTeamMember(t.app.db, team.id, { firstName: 'Ada', lastName: 'Keep' }),
      await createTeamMember(t.app.db, team.id, { firstName: 'Bo', lastName: 'Leave' }),
    ];
    const session = await loginAs(t.app, captain.user.email, captain.password);
    return { captain, team, members, session };
  }

  const call = (method: 'GET' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const donate = async (teamId: number, dollars: number) => {
    const res = await recordTransaction(t, buildCheckout({ donation: dollars, team: teamId, offline: true }), undefined, admin.headers);
    expect(res.statusCode).toBe(201);
  };
  const historyRows = (teamId: number) => t.app.db.select().from(teamHistory).where(eq(teamHistory.teamId, teamId));
  const teamRow = async (id: number) => (await t.app.db.select().from(teams).where(eq(teams.id, id)))[0]!;
  const memberYears = (teamId: number) =>
    t.app.db.select({ personId: teamMembers.personId, eventYear: teamMembers.eventYear }).from(teamMembers).where(eq(teamMembers.teamId, teamId));

  const reactivation = (keep: number[], overrides: Record<string, unknown> = {}) => ({
    captain: { firstName: 'Casey', lastName: 'Captain', phone: '(405) 555-0142', shirtSize: 'XLarge', lifeChurch: false, address: { address: '1 Main St', city: 'Edmond', state: 'OK', zipcode: '73013' } },
    team: { name: 'Walkers Again', teamDonationGoal: 2000, teamMemberGoal: 8, eventCity: 'Tulsa' },
    updateMembers: keep,
    removeMembers: [],
    updateMemberEmails: [],
    ...overrides,
  });

  /** Changes the current event year for the body of `run`, then restores it. */
  async function inYear<T>(appYear: number, run: () => Promise<T>): Promise<T> {
    const settings = (await call('GET', '/v1/event-settings')).json() as Record<string, unknown>;
    const put = async (y: number) => {
      const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings', headers: admin.headers, payload: { appYear: y } });
      expect(res.statusCode).toBe(200);
    };
    await put(appYear);
    try {
      return await run();
    } finally {
      await put(settings.appYear as number);
    }
  }

  describe('PATCH /v1/teams/reset/{id} (admin)', () => {
    it('keeps the year in history, deactivates the team and zeroes its progress while the line items stay', async () => {
      const { team, captain, members } = await captainWithTeam({ hasFacebookFundraiser: true, teamMemberGoal: 2 });
      await donate(team.id, 300);
      const res = await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        active: false, totalRaised: 0, teamDonationGoal: 0, teamMemberGoal: 0, hasFacebookFundraiser: false, starOfTeam: null,
        fundraisingGoalPercentage: 0, year, participants: 3,
      });
      const [history] = await historyRows(team.id);
      expect(history).toMatchObject({
        year, name: team.name, totalRaisedCents: 30_000, participantCount: 3, teamDonationGoalCents: 100_000, teamMemberGoal: 2,
        hasFacebookFundraiser: true, captain: { userId: captain.user.id, personId: captain.person.id, firstName: 'Casey', shirtSize: 'Large', lifeChurchLocation: 'Edmond' },
      });
      expect(history!.members.map((m) => m.personId).sort()).toEqual([captain.person.id, ...members.map((m) => m.id)].sort());
      // The line items stay: only the team's running total starts over.
      expect(await t.app.db.select().from(lineItems).where(eq(lineItems.teamId, team.id))).toHaveLength(1);
      // A second reset keeps the first record of the year (its real results).
      await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers);
      expect((await historyRows(team.id)).map((h) => h.totalRaisedCents)).toEqual([30_000]);
    });

    it('signs the captain in with team.active false (the web sends them to /team-reactivate)', async () => {
      const { team, captain } = await captainWithTeam();
      await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers);
      const session = await loginAs(t.app, captain.user.email, captain.password);
      expect(session.user.team).toEqual({ id: team.id, name: team.name, slug: team.slug, active: false });
      // The captain still reads their team (the wizard lists its members).
      expect((await call('GET', `/v1/teams/${team.id}`, session.headers)).statusCode).toBe(200);
    });

    it('is for admins only', async () => {
      const { team, session } = await captainWithTeam();
      expect((await call('PATCH', `/v1/teams/reset/${team.id}`, session.headers)).statusCode).toBe(403);
      expect((await call('PATCH', `/v1/teams/reset/${team.id}`)).statusCode).toBe(401);
      expect((await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers, { active: false })).statusCode).toBe(400);
      expect((await call('PATCH', '/v1/teams/reset/2147483647', admin.headers)).statusCode).toBe(404);
      expect(await historyRows(team.id)).toEqual([]);
      expect((await teamRow(team.id)).active).toBe(true);
    });
  });

  describe('PATCH /v1/teams/reactivate/{id}', () => {
    it('after a reset: the team is active with the new goals and only the kept members (captain included)', async () => {
      const { team, captain, members, session } = await captainWithTeam();
      await donate(team.id, 300);
      await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers);
      const res = await call('PATCH', `/v1/teams/reactivate/${team.id}`, session.headers, reactivation([members[0]!.id], { removeMembers: [members[1]!.id], updateMemberEmails: [members[0]!.email] }));
      expect(res.statusCode).toBe(200);
      const body = res.json() as TeamDetail;
      expect(body).toMatchObject({
        active: true, year, name: 'Walkers Again', eventCity: 'Tulsa', teamDonationGoal: 2000, teamMemberGoal: 8, participants: 2,
        totalRaised: 0, memberGoalPercentage: 25, reactivateDate: expect.any(String), slug: team.slug,
      });
      expect(body.members.map((m) => m.personId).sort()).toEqual([captain.person.id, members[0]!.id].sort());
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, captain.person.id));
      expect(person).toMatchObject({ phone: '(405) 555-0142', shirtSize: 'XLarge', lifeChurch: false, lifeChurchLocation: null, address: { city: 'Edmond' } });
      // The reset's record of the year is kept; the year's old line items do not come back into the total.
      expect((await historyRows(team.id)).map((h) => [h.year, h.totalRaisedCents, h.participantCount])).toEqual([[year, 30_000, 3]]);
      await donate(team.id, 40);
      expect((await call('GET', `/v1/teams/${team.id}`, session.headers)).json()).toMatchObject({ totalRaised: 40 });
      // Once active for the year, a second reactivation is a conflict that changes nothing.
      const again = await call('PATCH', `/v1/teams/reactivate/${team.id}`, session.headers, reactivation([members[0]!.id]));
      expect(again.json()).toEqual({ code: 409, message: TEAM_MESSAGES.alreadyActive(year) });
      const session2 = await loginAs(t.app, captain.user.email, captain.password);
      expect(session2.user.team).toMatchObject({ active: true, name: 'Walkers Again' });
    });

    it('into a new event year: the closed year goes to history and only kept members count in the new one', async () => {
      const { team, captain, members, session } = await captainWithTeam({ hasEmployeeMatch: true });
      await donate(team.id, 120);
      const next = year + 1;
      const body = await inYear(next, async () => {
        const res = await call('PATCH', `/v1/teams/reactivate/${team.id}`, session.headers, reactivation([members[0]!.id]));
        expect(res.statusCode).toBe(200);
        const history = (await call('GET', `/v1/teams/history/${team.id}`, session.headers)).json() as TeamHistoryEntry[];
        expect(history).toHaveLength(1);
        expect(history[0]).toMatchObject({
          year, name: team.name, eventCity: 'Oklahoma City', totalRaised: 120, participantCount: 3, teamDonationGoal: 1000, teamMemberGoal: 10,
          hasFacebookFundraiser: false, hasCommunityEvent: false, hasEmployeeMatch: true, starOfTeam: null, closedAt: expect.any(String),
          captain: {
            userId: captain.user.id, personId: captain.person.id, name: 'Casey Captain', firstName: 'Casey', lastName: 'Captain',
            email: captain.person.email, phone: '(405) 555-0100', address: null, lifeChurchLocation: 'Edmond', shirtSize: 'Large',
          },
        });
        expect(history[0]!.members).toHaveLength(3);
        expect(history[0]!.members).toContainEqual({ personId: members[1]!.id, firstName: 'Bo', lastName: 'Leave', email: members[1]!.email, raised: 0 });
        return res.json() as TeamDetail;
      });
      expect(body).toMatchObject({ year: next, active: true, participants: 2, totalRaised: 0, hasEmployeeMatch: false });
      // Memberships per year: last year's three stay; the new year has the captain and the kept member only.
      const rows = await memberYears(team.id);
      expect(rows.filter((r) => r.eventYear === year)).toHaveLength(3);
      expect(rows.filter((r) => r.eventYear === next).map((r) => r.personId).sort()).toEqual([captain.person.id, members[0]!.id].sort());
      const kept = await t.app.db.select({ id: persons.id, eventYear: persons.eventYear }).from(persons).where(eq(persons.id, members[0]!.id));
      expect(kept).toEqual([{ id: members[0]!.id, eventYear: next }]);
      const left = await t.app.db.select({ eventYear: persons.eventYear }).from(persons).where(eq(persons.id, members[1]!.id));
      expect(left).toEqual([{ eventYear: year }]);
    });

    it("answers bad input with the spec's texts and writes nothing (no history row)", async () => {
      const { team, members, session } = await captainWithTeam();
      await call('PATCH', `/v1/teams/reset/${team.id}`, admin.headers);
      await t.app.db.delete(teamHistory).where(eq(teamHistory.teamId, team.id));
      const before = await teamRow(team.id);
      const { shirtSize: _s, ...noShirt } = reactivation([]).captain;
      const cases: [unknown, number, string][] = [
        [reactivation([], { captain: noShirt }), 400, 'Shirt size is required.'],
        [reactivation([], { team: { name: '', teamDonationGoal: 2000, teamMemberGoal: 8, eventCity: 'Tulsa' } }), 400, 'A team name is required.'],
        [reactivation([], { team: { name: 'W', teamDonationGoal: 2000, teamMemberGoal: 8, eventCity: 'Tulsa' } }), 400, 'Your team name must be at least 2 characters.'],
        [reactivation([], { team: { name: 'Walkers', teamDonationGoal: 5, teamMemberGoal: 8, eventCity: 'Tulsa' } }), 400, 'Donation Goal should be greater than 5.'],
        [reactivation([], { team: { name: 'Walkers', teamDonationGoal: 2000, teamMemberGoal: 1, eventCity: 'Tulsa' } }), 400, 'Your team member goal should be greater than 1.'],
        [reactivation([987_654]), 400, TEAM_MESSAGES.notMembers([987_654])],
        [reactivation([members[0]!.id], { removeMembers: [members[0]!.id] }), 400, TEAM_MESSAGES.keptAndRemoved([members[0]!.id])],
        [reactivation([members[0]!.id], { updateMemberEmails: ['nobody@example.com'] }), 400, TEAM_MESSAGES.notKeptEmails(['nobody@example.com'])],
        [reactivation([], { id: team.id + 1 }), 400, TEAM_MESSAGES.idMismatch],
        // Refused inside the transaction, after the year was written to history: rolled back.
        [reactivation([members[0]!.id], { captain: { ...reactivation([]).captain, email: 'another@example.com' } }), 400, TEAM_MESSAGES.captainEmailFixed],
      ];
      for (const [payload, status, message] of cases) {
        const res = await call('PATCH', `/v1/teams/reactivate/${team.id}`, session.headers, payload);
        const body = res.json() as { code: number; message: string; details?: { message: string }[] };
        const texts = [body.message, ...(body.details ?? []).map((d) => d.message)];
        expect([res.statusCode, texts.includes(message)], `${JSON.stringify(payload)} -> ${res.body}`).toEqual([status, true]);
      }
      expect(await historyRows(team.id)).toEqual([]);
      expect(await teamRow(team.id)).toEqual(before);
      expect(await memberYears(team.id)).toHaveLength(3);
    });

    it("refuses another team's captain (403) and anonymous callers (401); an admin reactivates any team", async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      await call('PATCH', `/v1/teams/reset/${b.team.id}`, admin.headers);
      expect((await call('PATCH', `/v1/teams/reactivate/${b.team.id}`, a.session.headers, {})).json()).toEqual({ code: 403, message: TEAM_MESSAGES.notOwnTeam });
      expect((await call('PATCH', `/v1/teams/reactivate/${b.team.id}`, {}, reactivation([]))).statusCode).toBe(401);
      const res = await call('PATCH', `/v1/teams/reactivate/${b.team.id}`, admin.headers, reactivation([b.members[1]!.id]));
      expect(res.statusCode).toBe(200);
      expect((res.json() as TeamDetail).members.map((m) => m.personId).sort()).toEqual([b.captain.person.id, b.members[1]!.id].sort());
    });

    it('is a 409 for a team active this year, and a 400 for a team without a captain', async () => {
      const { team, session } = await captainWithTeam();
      expect((await call('PATCH', `/v1/teams/reactivate/${team.id}`, session.headers, reactivation([]))).json()).toEqual({
        code: 409, message: TEAM_MESSAGES.alreadyActive(year),
      });
      const orphan = await createTeam(t.app.db, { active: false });
      expect((await call('PATCH', `/v1/teams/reactivate/${orphan.id}`, admin.headers, reactivation([]))).json()).toMatchObject({
        code: 400, message: TEAM_MESSAGES.noCaptain,
      });
      expect(await historyRows(orphan.id)).toEqual([]);
    });
  });

  describe('GET /v1/teams/history/{id}', () => {
    it('is empty for a new team (the page shows "No Team History Found"), newest first otherwise', async () => {
      const { team, session } = await captainWithTeam();
      expect((await call('GET', `/v1/teams/history/${team.id}`, session.headers)).json()).toEqual([]);
      expect(UI_MESSAGES.noTeamHistory).toBe('No Team History Found');
      await t.app.db.insert(teamHistory).values([
        { teamId: team.id, year: year - 2, name: 'Older', eventCity: 'Tulsa', totalRaisedCents: 5_000_000_000_00 },
        { teamId: team.id, year: year - 1, name: 'Newer', eventCity: 'Tulsa' },
      ]);
      const list = (await call('GET', `/v1/teams/history/${team.id}`, admin.headers)).json() as TeamHistoryEntry[];
      expect(list.map((h) => [h.year, h.name])).toEqual([[year - 1, 'Newer'], [year - 2, 'Older']]);
      // 64-bit money: five billion dollars survive the trip.
      expect(list[1]!.totalRaised).toBe(5_000_000_000);
    });

    it("refuses another team's captain (403) and anonymous callers (401); 404 for a missing team", async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      expect((await call('GET', `/v1/teams/history/${b.team.id}`, a.session.headers)).statusCode).toBe(403);
      expect((await call('GET', `/v1/teams/history/${a.team.id}`)).statusCode).toBe(401);
      expect((await call('GET', '/v1/teams/history/2147483647', admin.headers)).statusCode).toBe(404);
    });
  });

  describe('PATCH /v1/teams/event-year-update/{id} (admin)', () => {
    it("sets the members' event year to the current one, and makes a past year's members members this year", async () => {
      const last = year - 1;
      const { team, captain } = await captainWithTeam();
      const member = await createTeamMember(t.app.db, team.id, { eventYear: last });
      const res = await call('PATCH', `/v1/teams/event-year-update/${team.id}`, admin.headers);
      expect(res.statusCode).toBe(200);
      expect((await t.app.db.select({ eventYear: persons.eventYear }).from(persons).where(eq(persons.id, member.id)))[0]!.eventYear).toBe(year);

      // A team of last year: its members join the current year too.
      const old = await createTeam(t.app.db, { year: last, active: false });
      const walker = await createPerson(t.app.db, { eventYear: last });
      await t.app.db.insert(teamMembers).values({ teamId: old.id, personId: walker.id, eventYear: last });
      await call('PATCH', `/v1/teams/event-year-update/${old.id}`, admin.headers);
      const rows = await t.app.db.select({ eventYear: teamMembers.eventYear }).from(teamMembers).where(and(eq(teamMembers.teamId, old.id), eq(teamMembers.personId, walker.id)));
      expect(rows.map((r) => r.eventYear).sort()).toEqual([last, year]);
      expect(captain.user.teamId).toBe(team.id);
    });

    it('is for admins only', async () => {
      const { team, session } = await captainWithTeam();
      expect((await call('PATCH', `/v1/teams/event-year-update/${team.id}`, session.headers)).statusCode).toBe(403);
      expect((await call('PATCH', `/v1/teams/event-year-update/${team.id}`)).statusCode).toBe(401);
      expect((await call('PATCH', '/v1/teams/event-year-update/2147483647', admin.headers)).statusCode).toBe(404);
    });
  });
});
