import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { teamMembers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildTeam, buildUser } from '../teams/test-support/team-fixtures.ts';

describe('POST /v1/persons/ (join flow)', () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());

  const join = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/persons/', payload, headers });
  const member = (team: number | null, extra: Record<string, unknown> = {}) => ({
    firstName: 'Jo',
    lastName: 'Joiner',
    email: 'Jo.Joiner@Example.com',
    phone: '(918) 555-0142',
    lifeChurch: true,
    lifeChurchLocation: 'Jenks',
    team,
    useEmployerAsName: false,
    marketing: true,
    myEmployer: '',
    ...extra,
  });

  it('adds a person of the current year to an active team', async () => {
    const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
    const res = await join(member(team.id));
    expect(res.statusCode).toBe(201);
    const person = res.json();
    expect(person).toMatchObject({
      id: expect.any(Number),
      email: 'jo.joiner@example.com',
      team: team.id,
      eventYear: year,
      eventCity: 'Tulsa',
      event: 'piecewalk',
      lifeChurchLocation: 'Jenks',
      myEmployer: null,
    });
    const rows = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(rows.map((r) => r.personId)).toEqual([person.id]);
  });

  it('refuses a missing, unknown or inactive team, and another year', async () => {
    expect((await join(member(null))).json()).toMatchObject({ code: 400, message: 'No team selected!' });
    expect((await join(member(987_654))).json()).toMatchObject({ code: 400, message: 'Team 987654 does not exist.' });
    const inactive = await buildTeam(t.database.db, { active: false });
    expect((await join(member(inactive.id))).json()).toMatchObject({ code: 400, message: `The team "${inactive.name}" is not active.` });
    const team = await buildTeam(t.database.db);
    expect((await join(member(team.id, { eventYear: year - 1 }))).statusCode).toBe(400);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(0);
  });

  it('validates with the shared person schema', async () => {
    const team = await buildTeam(t.database.db);
    const res = await join(member(team.id, { lifeChurchLocation: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('lifeChurchLocation: Choose a Life.Church campus.');
  });

  it('accepts the spec\'s fields: team as {id}, the campus as a value, the current year and the team\'s city', async () => {
    const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
    const res = await join(member({ id: team.id } as unknown as number, { lifeChurchLocation: undefined, lifeChurchCampus: 14, eventYear: year, eventCity: 'Tulsa' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ team: team.id, lifeChurch: true, lifeChurchLocation: 'Jenks', eventYear: year, eventCity: 'Tulsa' });
  });

  it('refuses a year or city other than the server\'s, naming it, and a team of another year', async () => {
    const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
    const lastYear = await join(member(team.id, { eventYear: year - 1 }));
    expect(lastYear.json()).toMatchObject({ code: 400, message: `eventYear: ${year - 1} is not the current event year (${year}).` });
    const city = await join(member(team.id, { eventCity: 'Oklahoma City' }));
    expect(city.json()).toMatchObject({ code: 400, message: 'eventCity: Oklahoma City is not the team\'s city (Tulsa).' });
    const old = await buildTeam(t.database.db, { year: year - 1 });
    expect((await join(member(old.id))).json()).toMatchObject({ code: 400, message: `The team "${old.name}" is not active.` });
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(0);
  });

  it('does not let a public caller choose the event kind', async () => {
    const team = await buildTeam(t.database.db);
    const res = await join(member(team.id, { event: '5k' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toBe('piecewalk');
  });

  it('still refuses fields the spec does not document, and overlong text', async () => {
    const team = await buildTeam(t.database.db);
    expect((await join(member(team.id, { role: 'admin' }))).statusCode).toBe(400);
    const long = await join(member(team.id, { lastName: 'x'.repeat(204_800) }));
    expect(long.json()).toMatchObject({ code: 400, message: 'lastName: Last name must be at most 100 characters.' });
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(0);
  });

  it('lets an admin add a person without a team', async () => {
    const admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
    const res = await join(member(null, { event: 'donor', eventYear: year - 1 }), { authorization: admin.authorization });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ team: null, event: 'donor', eventYear: year - 1 });
  });
});
