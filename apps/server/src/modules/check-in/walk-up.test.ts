import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES, WALK_UP_MESSAGES, runnerPriceCents, type WalkUpRequest, type WalkUpResult } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam, createTeamMember, signedInAdmin, signedInVolunteer, uniqueSuffix, type Session } from '../../../test/factories.ts';
import {
  auditLog, bibRanges, eventEntries, jobs, lineItems, persons, shirtStock, teamMembers, teams, transactions, waiverAcceptances, waivers,
} from '../../db/schema/index.ts';
import { checkTotals } from '../../scripts/totals-check.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';

/** docs/decisions/0011-event-day-check-in.md: walk-up registration at the gate, in one transaction, once per clientId. */
describe('walk-up registration', () => {
  let t: TestApp;
  let year: number;
  let priceCents: number;
  let admin: Session;
  let okc: Session;
  let tulsa: Session;
  const tag = uniqueSuffix();
  const quiet = { info: () => undefined, error: () => undefined };
  beforeAll(async () => {
    t = await createTestApp();
    const settings = await loadEventSettings(t.app.db);
    year = settings.appYear;
    priceCents = runnerPriceCents('in-person', settings.event5kSettings);
    admin = (await signedInAdmin(t.app)).session;
    okc = (await signedInVolunteer(t.app, 'Oklahoma City')).session;
    tulsa = (await signedInVolunteer(t.app, 'Tulsa')).session;
    await db()
      .insert(bibRanges)
      .values([
        { eventYear: year, eventCity: 'Oklahoma City', kind: '5k', firstBib: 5000, lastBib: 5999 },
        { eventYear: year, eventCity: 'Oklahoma City', kind: 'walk', firstBib: 1000, lastBib: 1999 },
      ])
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const post = (body: object, session: Session = okc) => t.app.inject({ method: 'POST', url: '/v1/check-in/walk-ups', headers: session.headers, payload: body });
  const runner = (extra: Partial<WalkUpRequest> = {}): WalkUpRequest => ({
    clientId: randomUUID(),
    firstName: 'Gate',
    lastName: `Runner ${tag}`,
    email: `gate.runner.${tag}@example.com`,
    kind: '5k',
    birthDate: '1990-04-02',
    gender: 'Female',
    shirtSize: 'Medium',
    payment: { method: 'cash' },
    giveShirt: true,
    assignBib: true,
    ...extra,
  });
  const entryOf = async (clientId: string) => (await db().select().from(eventEntries).where(eq(eventEntries.walkUpClientId, clientId)))[0];
  async function publishWaiver(eventCity: string, kind: 'walk' | '5k') {
    const [current] = await db().select().from(waivers).where(and(eq(waivers.eventCity, eventCity), eq(waivers.kind, kind)));
    if (current) return current;
    const [row] = await db().insert(waivers).values({ eventCity, kind, version: 1, body: '<p>I take part at my own risk.</p>' }).returning();
    return row!;
  }

  it('a 5k paid in cash: the person, the entry checked in with a bib, an offline transaction of the 5k price, the waiver', async () => {
    const waiver = await publishWaiver('Oklahoma City', '5k');
    const team = await createTeam(db(), { eventCity: 'Oklahoma City', name: `Gate Team ${tag}` });
    await db().insert(shirtStock).values({ eventYear: year, eventCity: 'Oklahoma City', size: 'Medium', quantity: 10 }).onConflictDoNothing();
    const body = runner({ teamId: team.id, waiver: { waiverId: waiver.id, signedName: `Gate Runner ${tag}`, minor: false } });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const result = res.json() as WalkUpResult;
    expect(result.alreadyRegistered).toBe(false);
    expect(result.entry).toMatchObject({ firstName: 'Gate', kind: '5k', eventCity: 'Oklahoma City', team: `Gate Team ${tag}`, shirtGivenSize: 'Medium' });
    expect(result.entry.bib).toBeGreaterThanOrEqual(5000);
    expect(result.entry.bib).toBeLessThanOrEqual(5999);
    expect(result.entry.checkedInAt).not.toBeNull();

    const entry = (await entryOf(body.clientId))!;
    expect(entry).toMatchObject({ eventYear: year, kind: '5k', walkUpByUserId: okc.user.id, checkedInByUserId: okc.user.id });
    const [person] = await db().select().from(persons).where(eq(persons.id, entry.personId));
    expect(person).toMatchObject({ event: '5k', eventCity: 'Oklahoma City', eventYear: year, birthDate: '1990-04-02', email: body.email });
    expect(await db().select().from(teamMembers).where(and(eq(teamMembers.personId, entry.personId), eq(teamMembers.teamId, team.id)))).toHaveLength(1);

    const [tx] = await db().select().from(transactions).where(eq(transactions.donatorPersonId, entry.personId));
    expect(tx).toMatchObject({ externalTransactionId: 'Offline', totalChargedCents: priceCents, feesCoveredCents: 0, teamId: team.id, recordedByUserId: okc.user.id });
    const items = await db().select().from(lineItems).where(eq(lineItems.transactionId, tx!.id));
    expect(items).toEqual([expect.objectContaining({ type: '5k', amountCents: priceCents, personId: entry.personId })]);
    // The team's stored total took the 5k line incrementally, as a checkout does: the totals check finds no difference.
    const [stored] = await db().select({ total: teams.totalRaisedCents }).from(teams).where(eq(teams.id, team.id));
    expect(stored!.total).toBe(priceCents);
    const totals = await checkTotals(db(), { fix: false }, quiet);
    expect(totals.teams).toEqual([]);
    expect(totals.fundraisers).toEqual([]);

    const [signed] = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, entry.personId));
    expect(signed).toMatchObject({ waiverId: waiver.id, source: 'walk-up', witnessedByUserId: okc.user.id, signedName: `Gate Runner ${tag}`, eventYear: year });
    // The shirt handed over came off the city's stock of the size.
    const [stock] = await db().select().from(shirtStock).where(and(eq(shirtStock.eventYear, year), eq(shirtStock.eventCity, 'Oklahoma City'), eq(shirtStock.size, 'Medium')));
    expect(stock!.quantity).toBe(9);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'event_entry'), eq(auditLog.entityId, entry.id)));
    expect(audit.map((a) => a.action)).toEqual(['event_entry.walk_up']);
    // An email was given: the confirmation is queued like every new entry's.
    const queued = await db().select().from(jobs).where(eq(jobs.singletonKey, `entry:${entry.id}`));
    expect(queued).toHaveLength(1);
  });

  it('the same clientId again, also at once, is one person, one entry, one payment', async () => {
    const waiver = await publishWaiver('Oklahoma City', '5k');
    const body = runner({ lastName: `Twice ${tag}`, email: undefined, waiver: { waiverId: waiver.id, signedName: `Gate Twice ${tag}` } });
    const results = await Promise.all([post(body), post(body), post(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const answers = results.map((r) => r.json() as WalkUpResult);
    expect(answers.filter((a) => !a.alreadyRegistered)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.entry.entryId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.entry.bib)).size).toBe(1);
    const again = await post(body);
    expect(again.json()).toMatchObject({ alreadyRegistered: true, entry: { entryId: answers[0]!.entry.entryId } });

    const people = await db().select().from(persons).where(eq(persons.lastName, `Twice ${tag}`));
    expect(people).toHaveLength(1);
    const txs = await db().select().from(transactions).where(eq(transactions.donatorPersonId, people[0]!.id));
    expect(txs).toHaveLength(1);
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, people[0]!.id))).toHaveLength(1);
    // No email: no confirmation and no receipt queued for this person.
    const entry = (await entryOf(body.clientId))!;
    expect(await db().select().from(jobs).where(eq(jobs.singletonKey, `entry:${entry.id}`))).toHaveLength(0);
  });

  it("a walker whose email is already a member's of the chosen team is that member (finding 16 of docs/features/walkthrough-findings.md), and a second walk-up keeps the first check-in", async () => {
    const waiver = await publishWaiver('Oklahoma City', 'walk');
    const team = await createTeam(db(), { eventCity: 'Oklahoma City', name: `Gate Member Team ${tag}`, year });
    const member = await createTeamMember(db(), team.id, { firstName: 'Mem', lastName: `Ber ${tag}`, email: `gate.member.${tag}@example.com`, eventYear: year, eventCity: 'Oklahoma City' }, year);
    const walkUp = (clientId: string) =>
      post({
        clientId,
        firstName: 'Mem',
        lastName: `Ber ${tag}`,
        email: `  GATE.Member.${tag}@example.com `,
        kind: 'walk',
        teamId: team.id,
        shirtSize: 'Large',
        giveShirt: true,
        waiver: { waiverId: waiver.id, signedName: `Mem Ber ${tag}` },
      });
    const first = await walkUp(randomUUID());
    expect(first.statusCode).toBe(200);
    const card = (first.json() as WalkUpResult).entry;
    expect(card.checkedInAt).not.toBeNull();
    const people = await db().select().from(persons).where(eq(persons.lastName, `Ber ${tag}`));
    expect(people.map((p) => p.id), 'one person: the member').toEqual([member.id]);
    expect(await db().select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(1);
    const [entry] = await db().select().from(eventEntries).where(eq(eventEntries.personId, member.id));
    expect(entry).toMatchObject({ id: card.entryId, shirtGivenSize: 'Large' });

    const second = await walkUp(randomUUID());
    expect(second.statusCode).toBe(200);
    const [after] = await db().select().from(eventEntries).where(eq(eventEntries.personId, member.id));
    expect(after!.checkedInAt, 'the first check-in is kept').toEqual(entry!.checkedInAt);
    expect(after!.shirtGivenAt, 'the shirt is given once').toEqual(entry!.shirtGivenAt);
    expect(await db().select().from(persons).where(eq(persons.lastName, `Ber ${tag}`))).toHaveLength(1);
  });

  it('a walker with nothing to pay, then one with a cash donation', async () => {
    const waiver = await publishWaiver('Oklahoma City', 'walk');
    const sign = { waiverId: waiver.id, signedName: 'Gate Walker' };
    const free = await post({ clientId: randomUUID(), firstName: 'Gate', lastName: `Walker ${tag}`, kind: 'walk', waiver: sign, assignBib: true });
    expect(free.statusCode).toBe(200);
    const card = (free.json() as WalkUpResult).entry;
    expect(card).toMatchObject({ kind: 'walk', team: null });
    expect(card.bib).toBeGreaterThanOrEqual(1000);
    const [person] = await db().select().from(persons).where(eq(persons.lastName, `Walker ${tag}`));
    expect(person).toMatchObject({ event: 'piecewalk', email: '' });
    expect(await db().select().from(transactions).where(eq(transactions.donatorPersonId, person!.id))).toHaveLength(0);

    const gift = await post({ clientId: randomUUID(), firstName: 'Gate', lastName: `Giver ${tag}`, kind: 'walk', waiver: sign, donation: 25, payment: { method: 'check', reference: '1042' } });
    expect(gift.statusCode).toBe(200);
    const [giver] = await db().select().from(persons).where(eq(persons.lastName, `Giver ${tag}`));
    expect(giver).toMatchObject({ event: 'piecewalk' });
    const [tx] = await db().select().from(transactions).where(eq(transactions.donatorPersonId, giver!.id));
    expect(tx).toMatchObject({ totalChargedCents: 2500, offlineReference: '1042', supportingType: 'event', eventCity: 'Oklahoma City' });
    expect(await db().select().from(lineItems).where(eq(lineItems.transactionId, tx!.id))).toEqual([expect.objectContaining({ type: 'donation', amountCents: 2500 })]);
  });

  it('a waiver published for the city and kind is required, in its current version', async () => {
    const waiver = await publishWaiver('Oklahoma City', '5k');
    const missing = await post(runner({ lastName: `Unsigned ${tag}` }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(WAIVER_MESSAGES.required(`Gate Unsigned ${tag}`));
    const [newer] = await db().insert(waivers).values({ eventCity: 'Oklahoma City', kind: '5k', version: waiver.version + 1, body: '<p>New text.</p>' }).returning();
    const outdated = await post(runner({ lastName: `Outdated ${tag}`, waiver: { waiverId: waiver.id, signedName: 'Gate Outdated' } }));
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toBe(WAIVER_MESSAGES.outdated);
    const ok = await post(runner({ lastName: `Current ${tag}`, waiver: { waiverId: newer!.id, signedName: 'Gate Current' } }));
    expect(ok.statusCode).toBe(200);
    expect(await db().select().from(persons).where(eq(persons.lastName, `Unsigned ${tag}`))).toHaveLength(0);
  });

  it('a volunteer registers in their own city only; an admin chooses the city', async () => {
    const body = { clientId: randomUUID(), firstName: 'Gate', lastName: `Tulsan ${tag}`, kind: 'walk' as const };
    const other = await post({ ...body, eventCity: 'Tulsa' }, okc);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You check in people of your own city only.');
    expect((await post(body, admin)).json().message).toBe(WALK_UP_MESSAGES.cityRequired);
    const byTulsa = await post(body, tulsa);
    expect(byTulsa.statusCode).toBe(200);
    expect((byTulsa.json() as WalkUpResult).entry.eventCity).toBe('Tulsa');
    // The same clientId sent by a volunteer of another city reads nobody's card.
    expect((await post(body, okc)).statusCode).toBe(403);
    const byAdmin = await post({ ...body, clientId: randomUUID(), eventCity: 'Tulsa' }, admin);
    expect(byAdmin.statusCode).toBe(200);
    // A team of another city is refused.
    const tulsaTeam = await createTeam(db(), { eventCity: 'Tulsa', name: `Tulsa Gate ${tag}` });
    const wrongTeam = await post({ ...body, clientId: randomUUID(), teamId: tulsaTeam.id }, okc);
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().message).toBe(WALK_UP_MESSAGES.teamNotHere);
  });

  it('a 5k without a payment is refused, and nothing is written', async () => {
    const waiver = await publishWaiver('Oklahoma City', '5k');
    const res = await post(runner({ lastName: `Unpaid ${tag}`, payment: null, waiver: { waiverId: (await latest(waiver.eventCity)).id, signedName: 'Gate Unpaid' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WALK_UP_MESSAGES.paymentFor5k);
    expect(await db().select().from(persons).where(eq(persons.lastName, `Unpaid ${tag}`))).toHaveLength(0);
  });

  async function latest(eventCity: string) {
    const rows = await db().select().from(waivers).where(and(eq(waivers.eventCity, eventCity), eq(waivers.kind, '5k')));
    return rows.sort((a, b) => b.version - a.version)[0]!;
  }
});
