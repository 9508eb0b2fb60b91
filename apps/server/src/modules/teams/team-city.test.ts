import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam, signedInAdmin, signedInCaptain, uniqueEmail } from '../../../test/factories.ts';
import { UNLIMITED } from '../../../test/route-fixtures.ts';
import { eventEntries, persons } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/**
 * A team's city is where its members walk: when the captain (or an admin) changes it, the
 * members of the team's year and their walk entries move with it in the same transaction, so the
 * roster at check-in agrees with the team; once the gate has started on one of them it is refused.
 */
describe("PATCH /v1/teams/{id}: changing the team's city", () => {
  let t: TestApp;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED);
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());

  /** A Tulsa team with its captain and two members added through the captain's form (each with a walk entry). */
  async function tulsaTeam() {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.database.db, { captain, eventCity: 'Tulsa' });
    const memberIds: number[] = [];
    for (const firstName of ['Ann', 'Ben']) {
      const res = await t.app.inject({
        method: 'POST', url: '/v1/persons/', headers: captain.session.headers,
        payload: { firstName, lastName: 'Mover', email: uniqueEmail('mover'), lifeChurch: false, team: team.id, eventYear: year },
      });
      expect(res.statusCode).toBe(201);
      memberIds.push(res.json().id as number);
    }
    return { captain, team, memberIds };
  }
  const citiesOf = async (ids: number[]) => {
    const db = t.database.db;
    const people = await db.select({ city: persons.eventCity }).from(persons).where(inArray(persons.id, ids));
    const entries = await db.select({ city: eventEntries.eventCity }).from(eventEntries).where(and(inArray(eventEntries.personId, ids), eq(eventEntries.eventYear, year)));
    return { people: people.map((p) => p.city), entries: entries.map((e) => e.city) };
  };
  const changeCity = (teamId: number, headers: Record<string, string>, eventCity: string) =>
    t.app.inject({ method: 'PATCH', url: `/v1/teams/${teamId}`, headers, payload: { eventCity } });

  it("moves the members and their entries with the team, so the new city's roster lists them", async () => {
    const { captain, team, memberIds } = await tulsaTeam();
    expect(await citiesOf(memberIds)).toEqual({ people: ['Tulsa', 'Tulsa'], entries: ['Tulsa', 'Tulsa'] });
    const res = await changeCity(team.id, captain.session.headers, 'Oklahoma City');
    expect(res.statusCode).toBe(200);
    expect(res.json().eventCity).toBe('Oklahoma City');
    expect(await citiesOf(memberIds)).toEqual({ people: ['Oklahoma City', 'Oklahoma City'], entries: ['Oklahoma City', 'Oklahoma City'] });

    const admin = await signedInAdmin(t.app);
    const roster = await t.app.inject({ method: 'GET', url: '/v1/check-in/roster?city=Oklahoma%20City', headers: admin.session.headers });
    const names = (roster.json() as { entries: { firstName: string; lastName: string; team: string }[] }).entries.filter((e) => e.team === team.name);
    expect(names.map((e) => e.firstName).sort()).toEqual(['Ann', 'Ben']);
  });

  it('refuses the change once a member has been checked in, and changes nothing', async () => {
    const { captain, team, memberIds } = await tulsaTeam();
    await t.database.db.update(eventEntries).set({ checkedInAt: new Date() }).where(and(eq(eventEntries.personId, memberIds[0]!), eq(eventEntries.eventYear, year)));
    const res = await changeCity(team.id, captain.session.headers, 'Oklahoma City');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, message: TEAM_MESSAGES.cityFixedAtTheGate('Tulsa') });
    expect(await citiesOf(memberIds)).toEqual({ people: ['Tulsa', 'Tulsa'], entries: ['Tulsa', 'Tulsa'] });
    const admin = await signedInAdmin(t.app);
    const teamNow = await t.app.inject({ method: 'GET', url: `/v1/teams/${team.id}`, headers: admin.session.headers });
    expect(teamNow.json().eventCity).toBe('Tulsa');
  });
});
