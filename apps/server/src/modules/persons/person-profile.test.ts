import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_MESSAGES, type PersonView } from '@walkfund/domain';
import { createAdmin, createCaptain, createPerson, createTeam, loginAs, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { persons } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/** The profile's personal information and the admin's participant edit: GET/PATCH /v1/persons/{id}. */
describe('GET and PATCH /v1/persons/{id}', () => {
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

  async function signedInCaptain() {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    return { captain, team, session: await loginAs(t.app, captain.user.email, captain.password) };
  }
  const get = (id: number, headers: Record<string, string> = {}, query = '') => t.app.inject({ method: 'GET', url: `/v1/persons/${id}${query}`, headers });
  const patch = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PATCH', url: `/v1/persons/${id}`, headers, payload: payload as object });

  it('reads one\'s own person with the team of the year, populated on request', async () => {
    const { captain, team, session } = await signedInCaptain();
    const res = await get(captain.person.id, session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: captain.person.id, email: captain.person.email, eventYear: year, team: team.id });
    expect((await get(captain.person.id, session.headers, '?populateTeam=true')).json()).toMatchObject({
      team: { id: team.id, name: team.name, slug: team.slug, eventCity: 'Oklahoma City', year, active: true },
    });
    const loner = await createPerson(t.app.db);
    expect((await get(loner.id, admin.headers)).json()).toMatchObject({ id: loner.id, team: null });
  });

  it('saves the personal information: names, phone, address, shirt size, employer, church', async () => {
    const { captain, session } = await signedInCaptain();
    const res = await patch(
      captain.person.id,
      {
        id: captain.person.id, firstName: 'Robin', lastName: 'Walker', phone: '(918) 555-0199', shirtSize: '3XLarge', myEmployer: 'Acme Co',
        address: { address: '9 Oak Ave', city: 'Tulsa', state: 'ok', zipcode: '74103' }, lifeChurch: true, lifeChurchCampus: { value: 15, name: 'Midtown Tulsa' },
      },
      session.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Robin', lastName: 'Walker', phone: '(918) 555-0199', shirtSize: '3XLarge', myEmployer: 'Acme Co', lifeChurch: true,
      lifeChurchLocation: 'Midtown Tulsa', address: { state: 'OK', zipcode: '74103' }, email: captain.person.email,
    });
    // Turning lifeChurch off clears the campus; a field left out keeps its value.
    expect((await patch(captain.person.id, { lifeChurch: false }, session.headers)).json()).toMatchObject({ lifeChurch: false, lifeChurchLocation: null, firstName: 'Robin' });
  });

  it("answers bad input with the field's text and keeps email, year, event, city and active for admins", async () => {
    const { captain, session } = await signedInCaptain();
    const bad = await patch(captain.person.id, { phone: '555', address: { address: 'x', city: 'Tulsa', state: 'Oklahoma', zipcode: '7410' } }, session.headers);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { details: { field: string; message: string }[] }).details).toEqual(expect.arrayContaining([
      { field: 'phone', message: 'Must be a valid phone number.' },
      { field: 'address.state', message: 'Use state abbreviation.' },
      { field: 'address.zipcode', message: 'Must be a valid 5 digit zipcode.' },
    ]));
    for (const field of [{ email: 'new@example.com' }, { eventYear: year }, { event: '5k' }, { eventCity: 'Tulsa' }, { active: false }]) {
      expect((await patch(captain.person.id, field, session.headers)).json()).toEqual({ code: 403, message: PERSON_MESSAGES.adminOnlyFields });
    }
    expect((await patch(captain.person.id, { id: captain.person.id + 1 }, session.headers)).json()).toMatchObject({ code: 400, message: PERSON_MESSAGES.idMismatch });
    expect((await patch(captain.person.id, { team: 1 }, session.headers)).statusCode).toBe(400);
    const [stored] = await t.app.db.select().from(persons).where(eq(persons.id, captain.person.id));
    expect(stored).toMatchObject({ phone: '(405) 555-0100', email: captain.person.email, active: true });
    const edited = await patch(captain.person.id, { email: 'Renamed@Example.com', event: '5k', active: false }, admin.headers);
    expect(edited.json()).toMatchObject({ email: 'renamed@example.com', event: '5k', active: false } satisfies Partial<PersonView>);
  });

  it("refuses another user's person (403) and anonymous callers (401); 404 for a missing one (admin)", async () => {
    const a = await signedInCaptain();
    const b = await signedInCaptain();
    expect((await get(b.captain.person.id, a.session.headers)).json()).toEqual({ code: 403, message: PERSON_MESSAGES.notOwnPerson });
    expect((await patch(b.captain.person.id, { firstName: 'Mallory' }, a.session.headers)).statusCode).toBe(403);
    expect((await patch(b.captain.person.id, { phone: 'x' }, a.session.headers)).statusCode).toBe(403);
    expect((await get(a.captain.person.id)).statusCode).toBe(401);
    expect((await patch(a.captain.person.id, { firstName: 'Anon' })).statusCode).toBe(401);
    expect((await get(2_147_483_647, admin.headers)).statusCode).toBe(404);
    expect((await patch(2_147_483_647, { firstName: 'Nobody' }, admin.headers)).statusCode).toBe(404);
  });
});
