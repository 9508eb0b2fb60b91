import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES, DISTANCE_NOTE_MAX_LENGTH, type DistanceLeaderboard, type MyDistance, type TeamDistance } from '@walkfund/domain';
import { createTeam, signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { distanceEntries } from '../../db/schema/index.ts';
import { logWalk, logged, newWalker, sayYesToLeaderboards, setSwitches, today } from './test-support/distance-fixtures.ts';

/** The distance log (docs/features/miles-and-badges.md): /v1/my/distance, the team total and the leaderboard. */
describe('distance log', () => {
  let t: TestApp;
  let admin: Session;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    year = (await t.app.inject({ method: 'GET', url: '/v1/event-settings/' })).json<{ appYear: number }>().appYear;
  });
  afterAll(() => t.close());

  const myLog = (session: Session) => t.app.inject({ method: 'GET', url: '/v1/my/distance', headers: session.headers });
  const remove = (session: Session | null, id: number | string) => t.app.inject({ method: 'DELETE', url: `/v1/my/distance/${id}`, headers: session?.headers ?? {} });
  const leaderboard = async () => (await t.app.inject({ method: 'GET', url: '/v1/distance/leaderboard' })).json<DistanceLeaderboard>();
  const teamDistance = (slug: string) => t.app.inject({ method: 'GET', url: `/v1/distance/teams/${slug}` });

  it('logs walks in miles and kilometres, stored exactly, listed newest day first with the total', async () => {
    const { person, session } = await newWalker(t);
    const first = await logWalk(t, session, { amount: 3.1, unit: 'mi', date: `${year}-01-01`, note: '  Morning loop  ' });
    expect(first.statusCode).toBe(201);
    await logged(t, session, 5, 'km');

    const log = (await myLog(session)).json<MyDistance>();
    expect(log).toMatchObject({ enabled: true, year, today: today() });
    expect(log.entries.map((e) => [e.date, e.amount, e.unit, e.note])).toEqual([
      [today(), 5, 'km', null],
      [`${year}-01-01`, 3.1, 'mi', 'Morning loop'],
    ].sort((a, b) => String(b[0]).localeCompare(String(a[0]))));
    expect(log.miles).toBeCloseTo(3.1 + 5 / 1.609344, 2);
    expect(log.kilometres).toBeCloseTo(5 + 3.1 * 1.609344, 2);

    const rows = await t.app.db.select().from(distanceEntries).where(eq(distanceEntries.personId, person.id));
    expect(rows.map((r) => r.distanceMm).sort((a, b) => a - b)).toEqual([4_988_966, 5_000_000]);
  });

  it('refuses amounts, days and notes out of bounds with clear messages, writing nothing', async () => {
    const { person, session } = await newWalker(t);
    const cases: [object, string][] = [
      [{ amount: 0, unit: 'mi', date: today() }, DISTANCE_MESSAGES.amountPositive],
      [{ amount: -2, unit: 'mi', date: today() }, DISTANCE_MESSAGES.amountPositive],
      [{ amount: 100.01, unit: 'mi', date: today() }, DISTANCE_MESSAGES.amountMax],
      [{ amount: 160.94, unit: 'km', date: today() }, DISTANCE_MESSAGES.amountMax],
      [{ amount: 1.005, unit: 'mi', date: today() }, DISTANCE_MESSAGES.amountDecimals],
      [{ amount: 2, unit: 'yd', date: today() }, DISTANCE_MESSAGES.unit],
      [{ amount: 2, unit: 'mi', date: `${year}-02-30` }, DISTANCE_MESSAGES.dateInvalid],
      [{ amount: 2, unit: 'mi', date: `${year + 1}-01-01` }, DISTANCE_MESSAGES.dateFuture],
      [{ amount: 2, unit: 'mi', date: `${year - 1}-12-31` }, DISTANCE_MESSAGES.dateYear(year)],
      [{ amount: 2, unit: 'mi', date: today(), note: 'x'.repeat(DISTANCE_NOTE_MAX_LENGTH + 1) }, DISTANCE_MESSAGES.noteLength],
      [{ amount: 2, unit: 'mi', date: today(), note: 'line one\nline two' }, DISTANCE_MESSAGES.notePlainText],
    ];
    for (const [payload, message] of cases) {
      const res = await logWalk(t, session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toContain(message);
    }
    // A NUL byte or a lone surrogate never reaches the log.
    for (const note of ['a\u0000b', 'a\ud800b']) expect((await logWalk(t, session, { amount: 2, unit: 'mi', date: today(), note })).statusCode).toBe(400);
    expect((await logWalk(t, session, { amount: 2, unit: 'mi', date: today(), teamId: 1 })).statusCode).toBe(400);
    // The largest entry is accepted: 100 miles, or 160.93 km.
    await logged(t, session, 100, 'mi');
    await logged(t, session, 160.93, 'km');
    const rows = await t.app.db.select().from(distanceEntries).where(eq(distanceEntries.personId, person.id));
    expect(rows).toHaveLength(2);
  });

  it('lets a walker change only their own log: 401 anonymous, 403 another walker, a captain of another team or an admin', async () => {
    const a = await newWalker(t);
    const b = await newWalker(t);
    const entryId = (await logged(t, a.session, 2)).entries[0]!.id;

    expect((await logWalk(t, null, { amount: 1, unit: 'mi', date: today() })).statusCode).toBe(401);
    expect((await remove(null, entryId)).statusCode).toBe(401);
    // Refused before the body or path is validated: an empty body is a 403, not a 400.
    expect((await logWalk(t, admin, {})).statusCode).toBe(403);
    expect((await logWalk(t, admin, {})).json()).toMatchObject({ code: 403, message: DISTANCE_MESSAGES.notAWalker });

    const captainB = await signedInCaptain(t.app);
    await createTeam(t.app.db, { captain: captainB });
    for (const stranger of [b.session, captainB.session, admin]) {
      const res = await remove(stranger, entryId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, message: DISTANCE_MESSAGES.notYourEntry });
    }
    expect((await myLog(a.session)).json<MyDistance>().entries).toHaveLength(1);

    expect((await remove(a.session, entryId)).statusCode).toBe(204);
    expect((await remove(a.session, entryId)).statusCode).toBe(404);
    expect((await remove(a.session, 'not-an-id')).statusCode).toBe(404);
    expect((await myLog(a.session)).json<MyDistance>()).toMatchObject({ entries: [], miles: 0 });
    // Someone with no page on a team this year has no log.
    expect((await myLog(admin)).statusCode).toBe(404);
  });

  it("totals a team's walkers and ranks walkers (listed ones only) and teams on the leaderboard", async () => {
    const far = await newWalker(t, { firstName: 'Farah', lastName: 'Far' });
    const near = await newWalker(t, { teamId: far.teamId, firstName: 'Nia', lastName: 'Near' });
    const quiet = await newWalker(t, { firstName: 'Quinn', lastName: 'Quiet' });
    await sayYesToLeaderboards(t, far.session);
    await sayYesToLeaderboards(t, near.session);
    // Quiet never says yes: their miles count for their team, never on the walkers' board.
    await logged(t, far.session, 40);
    await logged(t, near.session, 2);
    await logged(t, quiet.session, 90);

    const teamSlug = async (teamId: number) => (await t.app.inject({ method: 'GET', url: `/v1/teams/${teamId}`, headers: admin.headers })).json<{ slug: string }>().slug;
    const farTeam = (await teamDistance(await teamSlug(far.teamId))).json<TeamDistance>();
    expect(farTeam).toEqual({ enabled: true, year, miles: 42 });
    expect((await teamDistance('no-such-team')).statusCode).toBe(404);

    const board = await leaderboard();
    const walkers = board.walkers.map((w) => [w.firstName, w.miles]);
    expect(walkers).toContainEqual(['Farah', 40]);
    expect(walkers).toContainEqual(['Nia', 2]);
    expect(walkers.map(([name]) => name)).not.toContain('Quinn');
    expect(walkers.findIndex(([n]) => n === 'Farah')).toBeLessThan(walkers.findIndex(([n]) => n === 'Nia'));
    const teams = board.teams.map((team) => [team.id, team.miles]);
    expect(teams).toContainEqual([quiet.teamId, 90]);
    expect(teams).toContainEqual([far.teamId, 42]);
    expect(teams.findIndex(([id]) => id === quiet.teamId)).toBeLessThan(teams.findIndex(([id]) => id === far.teamId));

    // A new walk shows at once, though the board is served from memory.
    await logged(t, near.session, 50);
    expect((await leaderboard()).walkers[0]).toMatchObject({ firstName: 'Nia', miles: 52 });
  });

  it('when an admin turns logging off: hidden everywhere, and adding or deleting is refused with a clear message', async () => {
    const { session, teamId } = await newWalker(t);
    const entryId = (await logged(t, session, 3)).entries[0]!.id;
    await setSwitches(t, admin, { distanceLoggingEnabled: false });
    try {
      const add = await logWalk(t, session, { amount: 1, unit: 'mi', date: today() });
      expect(add.statusCode).toBe(409);
      expect(add.json()).toMatchObject({ code: 409, message: DISTANCE_MESSAGES.loggingOff });
      expect((await remove(session, entryId)).json()).toMatchObject({ code: 409, message: DISTANCE_MESSAGES.loggingOff });
      expect((await myLog(session)).json<MyDistance>()).toMatchObject({ enabled: false, entries: [{ id: entryId }] });
      expect(await leaderboard()).toEqual({ enabled: false, year, walkers: [], teams: [] });
      const slug = (await t.app.inject({ method: 'GET', url: `/v1/teams/${teamId}`, headers: admin.headers })).json<{ slug: string }>().slug;
      expect((await teamDistance(slug)).json()).toEqual({ enabled: false, year, miles: 0 });
    } finally {
      await setSwitches(t, admin, { distanceLoggingEnabled: true });
    }
    expect((await logWalk(t, session, { amount: 1, unit: 'mi', date: today() })).statusCode).toBe(201);
  });
});
