import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_MESSAGES, TEAM_MESSAGES, type TeamDetail } from '@walkfund/domain';
import {
  addTeamMember, createAdmin, createCaptain, createPerson, createTeam, createTeamMember, loginAs, type Session,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { persons, teamMembers, teams, users } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';

/** The captain dashboard's team calls: GET/PATCH /v1/teams/{id}, the star lock, members, PUT captain. */
/** Image URLs as POST /v1/uploads answers them. */
const TEAM_IMAGE = `/uploads/${'ab12'.repeat(8)}.webp`;
const STAR_IMAGE = `/uploads/${'cd34'.repeat(8)}.webp`;

describe('captain dashboard: the team', () => {
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

  /** A team with its signed-in captain and two members of the current year. */
  async function captainWithTeam(overrides: Parameters<typeof createTeam>[1] = {}) {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain, ...overrides });
    const members = [
      await createTeamMember(t.app.db, team.id, { firstName: 'Ada', lastName: 'Walker' }),
      await createTeamMember(t.app.db, team.id, { firstName: 'Bo', lastName: 'Strider' }),
    ];
    const session = await loginAs(t.app, captain.user.email, captain.password);
    return { captain, team, members, session };
  }

  const get = (id: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/v1/teams/${id}`, headers });
  const patch = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PATCH', url: `/v1/teams/${id}`, headers, payload: payload as object });
  const teamRow = async (id: number) => (await t.app.db.select().from(teams).where(eq(teams.id, id)))[0]!;

  describe('GET /v1/teams/{id}', () => {
    it("answers the spec's Team with members, participants and percentages of the current year only", async () => {
      const { team, members, session, captain } = await captainWithTeam({ teamMemberGoal: 4, teamDonationGoalCents: 50_000 });
      // A member of last year (kept in team_members) is not this year's member.
      await createTeamMember(t.app.db, team.id, { firstName: 'Old', lastName: 'Timer', eventYear: year - 1 }, year - 1);
      const res = await get(team.id, session.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as TeamDetail;
      expect(body).toMatchObject({
        id: team.id, name: team.name, slug: team.slug, active: true, eventCity: 'Oklahoma City', imageUrl: null, totalRaised: 0,
        teamDonationGoal: 500, teamMemberGoal: 4, participants: 3, captain: captain.user.id, starOfTeam: null, year,
        captainPerson: { firstName: captain.person.firstName, lastName: captain.person.lastName, email: captain.person.email, phone: '(405) 555-0100' },
        hasFacebookFundraiser: false, hasCommunityEvent: false, hasEmployeeMatch: false, reactivateDate: null,
        fundraisingGoalPercentage: 0, memberGoalPercentage: 75,
      });
      expect(body.members.map((m) => m.personId).sort()).toEqual([captain.person.id, ...members.map((m) => m.id)].sort());
      expect(body.members[0]).toEqual({
        personId: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String),
        phone: '(405) 555-0100', event: 'piecewalk', active: true,
        // Nobody has claimed a page or been credited yet (docs/decisions/0008-fundraiser-credit.md).
        fundraising: { raised: 0, goal: 0, page: 'none', slug: null, invitedAt: null },
      });
      // An inactive person stays listed (active false) but is not counted.
      await t.app.db.update(persons).set({ active: false }).where(eq(persons.id, members[0]!.id));
      expect((await get(team.id, session.headers)).json()).toMatchObject({ participants: 2, memberGoalPercentage: 50 });
    });

    it('refuses another team (403), anonymous callers (401); an admin reads any and 404s a missing one', async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      expect((await get(b.team.id, a.session.headers)).json()).toEqual({ code: 403, message: TEAM_MESSAGES.notOwnTeam });
      expect((await get(a.team.id)).statusCode).toBe(401);
      expect((await get(b.team.id, admin.headers)).statusCode).toBe(200);
      expect((await get(2_147_483_647, admin.headers)).statusCode).toBe(404);
    });
  });

  describe('PATCH /v1/teams/{id}', () => {
    it('saves the changed goals, name, city, image and a sanitized message', async () => {
      const { team, session } = await captainWithTeam();
      const res = await patch(
        team.id,
        {
          teamDonationGoal: 1500.5,
          teamMemberGoal: '12',
          name: 'Renamed Walkers',
          eventCity: 'Tulsa',
          imageUrl: TEAM_IMAGE,
          teamMessage: '<p><b>Walk</b> <u>with</u> <a href="https://example.com" onclick="x()">us</a><script>alert(1)</script><img src=x onerror=alert(2)></p>',
        },
        session.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        teamDonationGoal: 1500.5, teamMemberGoal: 12, name: 'Renamed Walkers', eventCity: 'Tulsa', imageUrl: TEAM_IMAGE,
        slug: team.slug, memberGoalPercentage: 25,
      });
      const stored = await teamRow(team.id);
      expect(stored.teamDonationGoalCents).toBe(150_050);
      expect(stored.teamMessage).toBe('<p><b>Walk</b> <u>with</u> <a href="https://example.com" rel="noopener noreferrer" target="_blank">us</a></p>');
      // "" removes the image.
      expect((await patch(team.id, { imageUrl: '' }, session.headers)).json()).toMatchObject({ imageUrl: null });
    });

    it("takes the spec's update payload: team, captain, updateMembers, removeMembers, updateMemberEmails", async () => {
      const { team, members, session, captain } = await captainWithTeam();
      const res = await patch(
        team.id,
        {
          team: { teamDonationGoal: 800, teamMemberGoal: 6 },
          captain: { phone: '(918) 555-0101', shirtSize: '2XLarge', address: { address: '9 Oak Ave', city: 'Norman', state: 'ok', zipcode: '73069' } },
          updateMembers: [members[0]!.id],
          updateMemberEmails: [members[0]!.email.toUpperCase()],
          removeMembers: [members[1]!.id],
        },
        session.headers,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as TeamDetail;
      expect(body).toMatchObject({ teamDonationGoal: 800, teamMemberGoal: 6, participants: 2, captainPerson: { phone: '(918) 555-0101' } });
      expect(body.members.map((m) => m.personId).sort()).toEqual([captain.person.id, members[0]!.id].sort());
      const [person] = await t.app.db.select().from(persons).where(eq(persons.id, captain.person.id));
      expect(person).toMatchObject({ shirtSize: '2XLarge', address: { city: 'Norman', state: 'OK' } });
    });

    it("answers bad input with the spec's texts and writes nothing", async () => {
      const { team, members, session, captain } = await captainWithTeam();
      const before = await teamRow(team.id);
      const cases: [unknown, number, string][] = [
        [{ teamDonationGoal: 5, name: 'Changed' }, 400, 'Donation Goal should be greater than 5.'],
        [{ teamMemberGoal: 1 }, 400, 'Your team member goal should be greater than 1.'],
        [{ name: '' }, 400, 'A team name is required.'],
        [{ name: 'X' }, 400, 'Your team name must be at least 2 characters.'],
        [{ teamDonationGoal: 900, removeMembers: [987_654] }, 400, TEAM_MESSAGES.notMembers([987_654])],
        [{ teamDonationGoal: 900, updateMembers: [members[0]!.id], removeMembers: [members[0]!.id] }, 400, TEAM_MESSAGES.keptAndRemoved([members[0]!.id])],
        [{ teamDonationGoal: 900, updateMembers: [members[0]!.id], updateMemberEmails: [members[1]!.email] }, 400, TEAM_MESSAGES.notKeptEmails([members[1]!.email])],
        [{ teamDonationGoal: 900, removeMembers: [captain.person.id] }, 400, PERSON_MESSAGES.captainCannotLeave],
        [{ teamDonationGoal: 900, team: { teamDonationGoal: 901 } }, 400, TEAM_MESSAGES.conflictingField('teamDonationGoal')],
        [{ teamDonationGoal: 900, captain: { email: 'someone-else@example.com' } }, 400, TEAM_MESSAGES.captainEmailFixed],
        [{ teamDonationGoal: 900, imageUrl: 'javascript:alert(1)' }, 400, 'Image URL must be an uploaded image.'],
        // Only this site's uploads: a share card's og:image would send crawlers to any other address.
        [{ teamDonationGoal: 900, imageUrl: 'https://tracker.example/pixel.png' }, 400, 'Image URL must be an uploaded image.'],
        [{ teamDonationGoal: 900, imageUrl: 'http://169.254.169.254/latest/meta-data/' }, 400, 'Image URL must be an uploaded image.'],
        [{ teamDonationGoal: 900, imageUrl: '/v1/users/1' }, 400, 'Image URL must be an uploaded image.'],
        [{ teamDonationGoal: 900, starOfTeam: { firstName: 'Sky', lastName: 'Star', imageUrl: 'https://tracker.example/star.png' } }, 400, 'Image URL must be an uploaded image.'],
      ];
      for (const [payload, status, message] of cases) {
        const res = await patch(team.id, payload, session.headers);
        const body = res.json() as { code: number; message: string; details?: { message: string }[] };
        // Schema errors carry the text in details (the message names the field too); the service's in message.
        const texts = [body.message, ...(body.details ?? []).map((d) => d.message)];
        expect([res.statusCode, body.code, texts.includes(message)], `${JSON.stringify(payload)} -> ${res.body}`).toEqual([status, status, true]);
      }
      expect(await teamRow(team.id)).toEqual(before);
      const stillMembers = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(stillMembers).toHaveLength(3);
    });

    it('keeps active and the badge switches for admins (403 for a captain, nothing written)', async () => {
      const { team, session } = await captainWithTeam();
      for (const field of ['active', 'hasFacebookFundraiser', 'hasCommunityEvent', 'hasEmployeeMatch']) {
        const res = await patch(team.id, { teamDonationGoal: 900, [field]: true }, session.headers);
        expect(res.json()).toEqual({ code: 403, message: TEAM_MESSAGES.adminOnlyFields });
      }
      expect((await teamRow(team.id)).teamDonationGoalCents).toBe(100_000);
      const res = await patch(team.id, { hasFacebookFundraiser: true, hasCommunityEvent: true, hasEmployeeMatch: true, active: false }, admin.headers);
      expect(res.json()).toMatchObject({ hasFacebookFundraiser: true, hasCommunityEvent: true, hasEmployeeMatch: true, active: false });
    });

    it("refuses another team's captain and anonymous callers before reading the body", async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      expect((await patch(b.team.id, { teamDonationGoal: 5 }, a.session.headers)).json()).toEqual({ code: 403, message: TEAM_MESSAGES.notOwnTeam });
      expect((await patch(b.team.id, { teamDonationGoal: 5 })).statusCode).toBe(401);
      expect((await patch(2_147_483_647, { teamDonationGoal: 900 }, admin.headers)).statusCode).toBe(404);
    });
  });

  describe('the star of the team', () => {
    const star = { firstName: 'Sky', lastName: 'Star', imageUrl: STAR_IMAGE, message: '<p><i>Our</i> star<script>x()</script></p>' };

    it('is locked until the team has raised starOfTheTeamLimit, then saved with a sanitized message', async () => {
      const { team, session } = await captainWithTeam();
      const locked = await patch(team.id, { starOfTeam: star }, session.headers);
      expect(locked.json()).toEqual({ code: 403, message: 'After you have raised $200, you can add your star of the team here!' });
      // An admin records an offline donation that passes the limit.
      const offline = await recordTransaction(t, buildCheckout({ donation: 250, team: team.id, offline: true }), undefined, admin.headers);
      expect(offline.statusCode).toBe(201);
      const saved = await patch(team.id, { starOfTeam: star }, session.headers);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ totalRaised: 250, starOfTeam: { firstName: 'Sky', lastName: 'Star', imageUrl: STAR_IMAGE, message: '<p><i>Our</i> star</p>' } });
      expect((await patch(team.id, { starOfTeam: null }, session.headers)).json()).toMatchObject({ starOfTeam: null });
    });

    it('follows the limit in event settings', async () => {
      const { team, session } = await captainWithTeam();
      const settings = (await t.app.inject({ method: 'GET', url: '/v1/event-settings' })).json() as { starOfTheTeamLimit: number };
      const put = (limit: number) =>
        t.app.inject({ method: 'PATCH', url: '/v1/event-settings', headers: admin.headers, payload: { starOfTheTeamLimit: limit } });
      expect((await put(1250.5)).statusCode).toBe(200);
      try {
        expect((await patch(team.id, { starOfTeam: star }, session.headers)).json().message).toBe(
          'After you have raised $1,250.50, you can add your star of the team here!',
        );
        expect((await put(0)).statusCode).toBe(200);
        expect((await patch(team.id, { starOfTeam: star }, session.headers)).statusCode).toBe(200);
      } finally {
        await put(settings.starOfTheTeamLimit);
      }
    });
  });

  describe('PUT /v1/teams/captain/{id} (admin)', () => {
    it('gives the new captain the team and takes it from the old one', async () => {
      const { team, captain: old } = await captainWithTeam();
      const next = await createCaptain(t.app.db);
      const res = await t.app.inject({ method: 'PUT', url: `/v1/teams/captain/${team.id}`, headers: admin.headers, payload: { captain: next.user.id } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as TeamDetail;
      expect(body).toMatchObject({ captain: next.user.id, captainPerson: { email: next.person.email }, participants: 4 });
      expect(body.members.map((m) => m.personId)).toEqual(expect.arrayContaining([next.person.id, old.person.id]));
      const owners = await t.app.db.select({ id: users.id, teamId: users.teamId }).from(users).where(eq(users.teamId, team.id));
      expect(owners).toEqual([{ id: next.user.id, teamId: team.id }]);
      // The session follows at once: the new captain reads the team, the old one no longer can.
      const nextSession = await loginAs(t.app, next.user.email, next.password);
      expect(nextSession.user.team).toMatchObject({ id: team.id });
      expect((await get(team.id, nextSession.headers)).statusCode).toBe(200);
      const oldSession = await loginAs(t.app, old.user.email, old.password);
      expect(oldSession.user.team).toBeNull();
      expect((await get(team.id, oldSession.headers)).statusCode).toBe(403);
    });

    it('refuses unknown users (400), captains of another team (409), captains (403) and anonymous callers (401)', async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      const put = (payload: unknown, headers: Record<string, string> = admin.headers) =>
        t.app.inject({ method: 'PUT', url: `/v1/teams/captain/${a.team.id}`, headers, payload: payload as object });
      expect((await put({ captain: 2_147_483_647 })).json()).toMatchObject({ code: 400, message: TEAM_MESSAGES.captainUserNotFound(2_147_483_647) });
      expect((await put({ captain: b.captain.user.id })).json()).toEqual({ code: 409, message: TEAM_MESSAGES.captainOfAnotherTeam(b.team.name) });
      expect((await put({})).statusCode).toBe(400);
      expect((await put({ captain: b.captain.user.id }, a.session.headers)).statusCode).toBe(403);
      expect((await put({ captain: b.captain.user.id }, {})).statusCode).toBe(401);
      // A user whose person is on another team this year cannot captain this one.
      const walker = await createCaptain(t.app.db);
      await addTeamMember(t.app.db, b.team.id, walker.person.id);
      expect((await put({ captain: walker.user.id })).json()).toEqual({ code: 409, message: TEAM_MESSAGES.captainOnAnotherTeam(year) });
      expect((await teamRow(a.team.id)).captainUserId).toBe(a.captain.user.id);
    });
  });

  describe('members: POST /v1/persons/ with team, PATCH /v1/persons/remove/{id}', () => {
    const remove = (personId: number, team: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${personId}`, headers, payload: { team } as object });

    it('adds two members and removes one; the count follows', async () => {
      const { team, session } = await captainWithTeam();
      const add = (firstName: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/persons/',
          headers: session.headers,
          payload: { firstName, lastName: 'Added', email: `${firstName.toLowerCase()}-${team.id}@example.com`, phone: '', lifeChurch: false, team: team.id },
        });
      const first = (await add('Cara')).json();
      const second = (await add('Dev')).json();
      expect(first).toMatchObject({ team: team.id, eventYear: year });
      expect((await get(team.id, session.headers)).json()).toMatchObject({ participants: 5 });
      const removed = await remove(second.id, team.id, session.headers);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ participants: 4 });
      expect((removed.json() as TeamDetail).members.map((m) => m.personId)).not.toContain(second.id);
      // The person record stays (a participant of the year), only the membership goes.
      expect(await t.app.db.select().from(persons).where(eq(persons.id, second.id))).toHaveLength(1);
      expect((await remove(second.id, team.id, admin.headers)).json()).toMatchObject({ code: 400, message: PERSON_MESSAGES.notAMember });
    });

    it("refuses another team's member (403), anonymous callers (401), the captain (400); accepts {team: {id}}", async () => {
      const a = await captainWithTeam();
      const b = await captainWithTeam();
      expect((await remove(b.members[0]!.id, b.team.id, a.session.headers)).json()).toEqual({ code: 403, message: PERSON_MESSAGES.notAMember });
      expect((await remove(b.members[0]!.id, a.team.id, a.session.headers)).statusCode).toBe(403);
      expect((await remove(a.members[0]!.id, b.team.id, a.session.headers)).statusCode).toBe(403);
      expect((await remove(a.members[0]!.id, a.team.id)).statusCode).toBe(401);
      expect((await remove(a.captain.person.id, a.team.id, a.session.headers)).json()).toMatchObject({ code: 400, message: PERSON_MESSAGES.captainCannotLeave });
      const stranger = await createPerson(t.app.db);
      expect((await remove(stranger.id, a.team.id, admin.headers)).json()).toMatchObject({ code: 400, message: PERSON_MESSAGES.notAMember });
      expect((await remove(a.members[0]!.id, { id: a.team.id }, admin.headers)).statusCode).toBe(200);
    });
  });

  it('leaves past years of membership as they were', async () => {
    const { team, members, session } = await captainWithTeam();
    await addTeamMember(t.app.db, team.id, members[0]!.id, year - 1);
    await t.app.inject({ method: 'PATCH', url: `/v1/persons/remove/${members[0]!.id}`, headers: session.headers, payload: { team: team.id } });
    const rows = await t.app.db.select({ eventYear: teamMembers.eventYear }).from(teamMembers).where(eq(teamMembers.personId, members[0]!.id));
    expect(rows).toEqual([{ eventYear: year - 1 }]);
  });
});
