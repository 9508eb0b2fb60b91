import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES, type CheckoutPayloadInput, type TransactionView, type WaiverKind } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCaptain, createTeam, loginAs, uniqueEmail } from '../../../test/factories.ts';
import { persons, teams, waiverAcceptances, waivers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { upsertEventDays } from '../event-day/event-day.repo.ts';
import {
  amountOf, buildCheckout, confirmTestCard, createPayment, payByTestCard, recordTransaction, tableCounts,
} from '../payments/test-support/checkout-fixtures.ts';

/**
 * Waivers in the public flows (docs/decisions/0011-event-day-check-in.md): required for
 * each person a checkout, Create a Team or a join brings, only when one is published for the city
 * and kind; refused before anything is written or paid; stored in the recording's transaction.
 */
describe('waivers at checkout, Create a Team and join', () => {
  let t: TestApp;
  let year: number;
  const published = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
  });
  afterAll(() => t.close());

  async function publish(eventCity: 'Tulsa' | 'Oklahoma City', kind: WaiverKind, version = 1) {
    const [row] = await t.database.db.insert(waivers).values({ eventCity, kind, version, body: `<p>${kind} ${version}</p>` }).returning();
    published.set(`${eventCity}:${kind}`, row!.id);
    return row!.id;
  }
  const accept = (waiverId: number, signedName: string, extra: Record<string, unknown> = {}) => ({ waiverId, signedName, ...extra });
  const acceptancesOf = (personId: number) => t.database.db.select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, personId));

  /** A Tulsa event checkout with one runner (birth date 1988) and, on a team, one added member. */
  function checkout(options: { team?: number; runnerWaiver?: object | null; memberWaiver?: object | null; birthDate?: string } = {}): CheckoutPayloadInput {
    const payload = buildCheckout({ eventCity: 'Tulsa', team: options.team, runners: [{ runType: 'in-person', price: 30, firstName: 'Rita', lastName: 'Runner' }], teamMembers: options.team ? 1 : 0 });
    const item = payload.lineItems[0]!;
    if (item.type === '5k') {
      if (options.birthDate) item.runnerDetails.birthDate = options.birthDate;
      if (options.runnerWaiver) item.runnerDetails.waiver = options.runnerWaiver as never;
    }
    if (options.memberWaiver && payload.teamMembers?.[0]) payload.teamMembers[0].waiver = options.memberWaiver as never;
    return payload;
  }

  it('requires nothing while no waiver is published for the city', async () => {
    const { recorded } = await payByTestCard(t, checkout());
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it('refuses a runner without the waiver once one is published: 400 with the message and the field, nothing written', async () => {
    await publish('Tulsa', '5k');
    await publish('Tulsa', 'walk');
    const before = await tableCounts(t.database.db);
    const res = await createPayment(t, checkout());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400, message: WAIVER_MESSAGES.required('Rita Runner'),
      details: [{ field: 'lineItems.0.runnerDetails.waiver', message: WAIVER_MESSAGES.required('Rita Runner') }],
    });
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('refuses an outdated version, and a minor runner without a guardian even when the client says not minor', async () => {
    const v1 = published.get('Tulsa:5k')!;
    const v2 = await publish('Tulsa', '5k', 2);
    const outdated = await createPayment(t, checkout({ runnerWaiver: accept(v1, 'Rita Runner') }));
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ code: 409, message: WAIVER_MESSAGES.outdated });

    // Under 18 on the event day (set for Tulsa): 10 years old.
    await upsertEventDays(t.database.db, year, [{ eventCity: 'Tulsa', date: `${year}-04-25`, startTime: '08:00', place: 'Guthrie Green' }]);
    const child = `${year - 10}-01-01`;
    const minor = await createPayment(t, checkout({ birthDate: child, runnerWaiver: accept(v2, 'Rita Runner', { minor: false }) }));
    expect(minor.statusCode).toBe(400);
    expect(minor.json()).toMatchObject({ details: [{ field: 'lineItems.0.runnerDetails.waiver.guardianName', message: WAIVER_MESSAGES.guardianRequired }] });

    const { recorded } = await payByTestCard(t, checkout({ birthDate: child, runnerWaiver: accept(v2, 'Rita Runner', { minor: false, guardianName: 'Gail Runner' }) }));
    expect(recorded.statusCode, recorded.body).toBe(201);
    const runnerId = (recorded.json() as TransactionView).lineItems.find((i) => i.type === '5k')!.personId!;
    expect(await acceptancesOf(runnerId)).toMatchObject([{ waiverId: v2, eventYear: year, signedName: 'Rita Runner', minor: true, guardianName: 'Gail Runner', source: 'checkout' }]);
  });

  it('stores each runner and added member acceptance with the year, version, source and address, in the recording', async () => {
    const team = await createTeam(t.database.db, { eventCity: 'Tulsa' });
    const walk = published.get('Tulsa:walk')!;
    const run = published.get('Tulsa:5k')!;
    const missingMember = await createPayment(t, checkout({ team: team.id, runnerWaiver: accept(run, 'Rita Runner') }));
    expect(missingMember.statusCode).toBe(400);
    expect(missingMember.json()).toMatchObject({ details: [{ field: 'teamMembers.0.waiver', message: WAIVER_MESSAGES.required('Member1 Walker') }] });

    const { recorded } = await payByTestCard(t, checkout({ team: team.id, runnerWaiver: accept(run, 'Rita Runner'), memberWaiver: accept(walk, 'Member One') }));
    expect(recorded.statusCode, recorded.body).toBe(201);
    const view = recorded.json() as TransactionView;
    const runnerId = view.lineItems.find((i) => i.type === '5k')!.personId!;
    expect(await acceptancesOf(runnerId)).toMatchObject([{ waiverId: run, eventYear: year, signedName: 'Rita Runner', minor: false, guardianName: null, source: 'checkout', ipAddress: '127.0.0.1' }]);
    const [member] = await t.database.db.select().from(persons).where(eq(persons.email, view.teamMembers[0]!.email));
    expect(await acceptancesOf(member!.id)).toMatchObject([{ waiverId: walk, eventYear: year, signedName: 'Member One', source: 'checkout', ipAddress: '127.0.0.1' }]);
  });

  it('records a paid checkout even when a newer version was published after the payment was created (the accepted version is stored)', async () => {
    const accepted = published.get('Tulsa:5k')!;
    const payload = checkout({ runnerWaiver: accept(accepted, 'Rita Runner') });
    const created = await createPayment(t, payload, amountOf(payload));
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as { id: string; secret: string };
    const ref = { id, secret };
    await publish('Tulsa', '5k', 3);
    expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    const recorded = await recordTransaction(t, payload, ref);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const runnerId = (recorded.json() as TransactionView).lineItems.find((i) => i.type === '5k')!.personId!;
    expect(await acceptancesOf(runnerId)).toMatchObject([{ waiverId: accepted, source: 'checkout' }]);
  });

  it("Create a Team: the captain's walk waiver is required, refused before anything is written, then stored", async () => {
    const walk = published.get('Tulsa:walk')!;
    const email = uniqueEmail('captain');
    const body = (waiver?: object) => ({
      captain: {
        firstName: 'Casey', lastName: 'Captain', email, phone: '(405) 555-0199', myEmployer: '',
        address: { address: '9 Oak Ave', city: 'Tulsa', state: 'OK', zipcode: '74103' }, shirtSize: 'Large',
        password: { password: 'Walk#2026x', confirm: 'Walk#2026x' }, lifeChurch: false, ...(waiver ? { waiver } : {}),
      },
      team: { name: `Waiver Walkers ${email}`, eventCity: 'Tulsa', teamMessage: '<p>Hi</p>' },
    });
    const refused = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: body() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: WAIVER_MESSAGES.required('Casey Captain'), details: [{ field: 'captain.waiver' }] });
    expect(await t.database.db.select().from(persons).where(eq(persons.email, email))).toEqual([]);

    const created = await t.app.inject({ method: 'POST', url: '/v1/teams', payload: body(accept(walk, 'Casey Captain')) });
    expect(created.statusCode, created.body).toBe(201);
    const personId = (created.json() as { user: { person: number } }).user.person;
    expect(await acceptancesOf(personId)).toMatchObject([{ waiverId: walk, eventYear: year, signedName: 'Casey Captain', source: 'checkout', ipAddress: '127.0.0.1' }]);
  });

  it("join: a public joiner's waiver is required and stored; a member the captain adds is not asked here (emailed link)", async () => {
    const walk = published.get('Tulsa:walk')!;
    const captain = await createCaptain(t.database.db);
    const team = await createTeam(t.database.db, { eventCity: 'Tulsa', captain });
    const email = uniqueEmail('joiner');
    const joiner = (waiver?: object) => ({ firstName: 'Jo', lastName: 'Joiner', email, team: team.id, eventCity: 'Tulsa', ...(waiver ? { waiver } : {}) });
    const refused = await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: joiner() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: WAIVER_MESSAGES.required('Jo Joiner'), details: [{ field: 'waiver' }] });
    expect(await t.database.db.select().from(persons).where(eq(persons.email, email))).toEqual([]);
    const outdated = await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: joiner(accept(walk + 1000, 'Jo Joiner')) });
    expect(outdated.statusCode).toBe(409);

    const joined = await t.app.inject({ method: 'POST', url: '/v1/persons/', payload: joiner(accept(walk, 'Jo Joiner', { minor: true, guardianName: 'Pat Joiner' })) });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await acceptancesOf((joined.json() as { id: number }).id)).toMatchObject([{ waiverId: walk, minor: true, guardianName: 'Pat Joiner', source: 'checkout' }]);

    const session = await loginAs(t.app, captain.user.email);
    const added = await t.app.inject({ method: 'POST', url: '/v1/persons/', headers: session.headers, payload: { ...joiner(), email: uniqueEmail('added') } });
    expect(added.statusCode, added.body).toBe(201);
    expect(await acceptancesOf((added.json() as { id: number }).id)).toEqual([]);
    expect((await t.database.db.select().from(teams).where(eq(teams.id, team.id))).length).toBe(1);
  });
});
