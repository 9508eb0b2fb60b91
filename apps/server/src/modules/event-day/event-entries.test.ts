import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_TOKEN_PATTERN, formatEventDate, type CheckInCard, type PersonEventEntry } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPerson, createTeam, signedInAdmin, signedInCaptain, uniqueEmail, type Session } from '../../../test/factories.ts';
import { auditLog, emailOutbox, eventEntries, jobs, persons } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { CHECK_IN_QR_CID } from './event-confirmation.ts';
import { EVENT_CONFIRMATION_QUEUE } from '../../lib/event-entries.repo.ts';
import { decodeQrPng } from './test-support/qr-decode.ts';

/** docs/decisions/0011-event-day-check-in.md: entries, the confirmation with the QR code, and the admin's calls. */
describe('event entries', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const entryOf = async (personId: number) =>
    (await db().select().from(eventEntries).where(and(eq(eventEntries.personId, personId), eq(eventEntries.eventYear, year))))[0];
  const personIdByEmail = async (email: string) => (await db().select({ id: persons.id }).from(persons).where(eq(persons.email, email)))[0]!.id;
  const outboxTo = (email: string) => db().select().from(emailOutbox).where(sql`${emailOutbox.to} @> ${JSON.stringify([email])}::jsonb`).orderBy(asc(emailOutbox.id));

  it('a checkout makes each 5k runner an entry of their run type, in the checkout city', async () => {
    const inPerson = uniqueEmail('runner');
    const virtual = uniqueEmail('virtual');
    await paidTransaction(t, {
      eventCity: 'Oklahoma City',
      runners: [
        { runType: 'in-person', price: 30, email: inPerson },
        { runType: 'virtual', price: 25, email: virtual },
      ],
    });
    const a = await entryOf(await personIdByEmail(inPerson));
    const b = await entryOf(await personIdByEmail(virtual));
    expect(a).toMatchObject({ kind: '5k', eventCity: 'Oklahoma City', bib: null, checkedInAt: null });
    expect(b).toMatchObject({ kind: '5k-virtual', eventCity: 'Oklahoma City' });
    expect(a!.checkInToken).toMatch(CHECK_IN_TOKEN_PATTERN);
    expect(b!.checkInToken).toMatch(CHECK_IN_TOKEN_PATTERN);
    expect(a!.checkInToken).not.toBe(b!.checkInToken);
  });

  it("a team checkout makes added members walkers in the team's city; a runner on the team keeps the 5k entry", async () => {
    const team = await createTeam(db(), { eventCity: 'Tulsa' });
    const runner = uniqueEmail('team-runner');
    const tx = await paidTransaction(t, { team: team.id, teamMembers: 2, runners: [{ runType: 'in-person', price: 30, email: runner }] });
    const members = await db().select().from(eventEntries).innerJoin(persons, eq(persons.id, eventEntries.personId)).where(sql`${persons.email} like 'member%' and ${persons.lastName} = 'Walker' and ${eventEntries.createdAt} >= ${tx.createdAt}`);
    expect(members.length).toBe(2);
    for (const m of members) expect(m.event_entries).toMatchObject({ kind: 'walk', eventCity: 'Tulsa', eventYear: year });
    expect(await entryOf(await personIdByEmail(runner))).toMatchObject({ kind: '5k', eventCity: 'Tulsa' });
  });

  it('joining a team (POST /v1/persons) makes a walk entry', async () => {
    const team = await createTeam(db(), { eventCity: 'Oklahoma City' });
    const email = uniqueEmail('joiner');
    const res = await t.app.inject({ method: 'POST', url: '/v1/persons', payload: { firstName: 'Jo', lastName: 'Joiner', email, lifeChurch: false, team: team.id } });
    expect(res.statusCode).toBe(201);
    expect(await entryOf(res.json().id)).toMatchObject({ kind: 'walk', eventCity: 'Oklahoma City' });
  });

  it('a captain adding a member from the team page makes a walk entry', async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(db(), { eventCity: 'Tulsa', captain });
    const email = uniqueEmail('added');
    const res = await t.app.inject({
      method: 'POST', url: '/v1/persons', headers: captain.session.headers,
      payload: { firstName: 'Ada', lastName: 'Added', email, lifeChurch: false, team: team.id },
    });
    expect(res.statusCode).toBe(201);
    expect(await entryOf(res.json().id)).toMatchObject({ kind: 'walk', eventCity: 'Tulsa' });
  });

  it("a new team's captain (POST /v1/teams) gets a walk entry", async () => {
    const email = uniqueEmail('captain');
    const res = await t.app.inject({
      method: 'POST', url: '/v1/teams',
      payload: {
        captain: {
          firstName: 'Casey', lastName: 'Captain', email, phone: '(405) 555-0199', password: { password: 'Walk#2026x', confirm: 'Walk#2026x' },
          address: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' }, lifeChurch: false, shirtSize: 'Large',
        },
        team: { name: `Entry Crew ${Date.now()}`, eventCity: 'Tulsa', teamMessage: '<p>Hi</p>' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await entryOf(await personIdByEmail(email))).toMatchObject({ kind: 'walk', eventCity: 'Tulsa' });
  });

  it('each entry gets one confirmation, through the job queue, with its QR code as an inline PNG that decodes to the token', async () => {
    const put = await t.app.inject({
      method: 'PUT', url: '/v1/event-days', headers: admin.headers,
      payload: { days: [{ eventCity: 'Tulsa', date: `${year}-04-17`, startTime: '08:00', place: 'Guthrie Green, Tulsa' }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const email = uniqueEmail('confirmed');
    await paidTransaction(t, { eventCity: 'Tulsa', runners: [{ runType: 'in-person', price: 30, email }] });
    const entry = (await entryOf(await personIdByEmail(email)))!;
    expect(await outboxTo(email)).toHaveLength(0);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const rows = await outboxTo(email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.text).toContain('Tulsa');
    expect(row.text).toContain(formatEventDate(`${year}-04-17`));
    expect(row.text).toContain('8:00 AM');
    expect(row.text).toContain('Guthrie Green, Tulsa');
    expect(row.text).toContain('5k (in person)');
    expect(row.html).toContain(`src="cid:${CHECK_IN_QR_CID}"`);
    expect(row.html).not.toMatch(/src="https?:/);
    const [png] = row.attachments!;
    expect(png).toMatchObject({ contentType: 'image/png', cid: CHECK_IN_QR_CID });
    const bytes = Buffer.from(png!.content, 'base64');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(await decodeQrPng(bytes)).toEqual([`walkfund:checkin:${entry.checkInToken}`]);
    // The delivery job sent it with the attachment.
    const sent = t.mailer.messages.filter((m) => m.to.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments?.[0]?.cid).toBe(CHECK_IN_QR_CID);
    expect((await entryOf(entry.personId))!.confirmationSentAt).not.toBeNull();
  });

  it('two confirmation jobs of one entry running at once send one email', async () => {
    const team = await createTeam(db(), { eventCity: 'Oklahoma City' });
    const person = await createPerson(db(), { email: uniqueEmail('race') });
    const res = await t.app.inject({ method: 'POST', url: '/v1/persons', payload: { firstName: 'Ray', lastName: 'Race', email: person.email, lifeChurch: false, team: team.id } });
    expect(res.statusCode).toBe(201);
    const entry = (await entryOf(res.json().id))!;
    // A second job for the same entry, as a retry after a lost acknowledgement would be.
    await enqueueJob(db(), EVENT_CONFIRMATION_QUEUE, { entryId: entry.id });
    const queued = await db().select().from(jobs).where(and(eq(jobs.queue, EVENT_CONFIRMATION_QUEUE), sql`(${jobs.payload} ->> 'entryId')::int = ${entry.id}`));
    expect(queued).toHaveLength(2);
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    expect(await outboxTo(person.email)).toHaveLength(1);
  });

  it('no email, no confirmation', async () => {
    const team = await createTeam(db(), { eventCity: 'Tulsa' });
    const before = (await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, EVENT_CONFIRMATION_QUEUE))).length;
    const person = await createPerson(db(), { email: '' });
    await db().transaction(async (tx) => {
      const { ensureTeamMemberEntries } = await import('../membership/membership.service.ts');
      await ensureTeamMemberEntries(tx, { id: team.id, year }, [person.id]);
    });
    expect(await entryOf(person.id)).toMatchObject({ kind: 'walk' });
    expect((await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, EVENT_CONFIRMATION_QUEUE))).length).toBe(before);
  });

  describe('admin: the entry, resend, regenerate, lookup', () => {
    let personId: number;
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail('admin-entry');
      const team = await createTeam(db(), { eventCity: 'Oklahoma City', name: `Lookup Team ${Date.now()}` });
      await paidTransaction(t, { team: team.id, runners: [{ runType: 'virtual', price: 25, email, firstName: 'Lou', lastName: 'Lookup' }] });
      personId = await personIdByEmail(email);
      await t.app.jobs.drain();
    });

    it('GET answers the entry of the year, and null for someone not registered', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/event-entries/person/${personId}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const { entry } = res.json() as PersonEventEntry;
      expect(entry).toMatchObject({ personId, kind: '5k-virtual', eventYear: year, eventCity: 'Oklahoma City', bib: null });
      expect(entry!.confirmationSentAt).not.toBeNull();
      const donor = await createPerson(db());
      const none = await t.app.inject({ method: 'GET', url: `/v1/event-entries/person/${donor.id}`, headers: admin.headers });
      expect(none.json()).toEqual({ entry: null });
    });

    it('the token lookup answers only what check-in needs', async () => {
      const { checkInToken } = (await entryOf(personId))!;
      const res = await t.app.inject({ method: 'GET', url: `/v1/check-in/tokens/${checkInToken}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as CheckInCard;
      expect(Object.keys(body).sort()).toEqual([
        'bib', 'checkedInAt', 'checkedInBy', 'entryId', 'eventCity', 'firstName', 'kind', 'lastName', 'minor', 'shirtGivenAt', 'shirtGivenSize', 'shirtSize', 'team', 'waiver',
      ]);
      expect(body).toMatchObject({ firstName: 'Lou', lastName: 'Lookup', kind: '5k-virtual', checkedInAt: null, bib: null });
      expect(body.team).toMatch(/^Lookup Team/);
    });

    it('an unknown, malformed or overlong token is refused without a lookup', async () => {
      for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token', 'a%20b', '%F0%9F%98%80']) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/check-in/tokens/${token}`, headers: admin.headers });
        expect(res.statusCode, token).toBe(404);
      }
      // Longer than any token: the router's bound (maxParamLength) answers 404 before the route runs.
      const long = await t.app.inject({ method: 'GET', url: `/v1/check-in/tokens/${'A'.repeat(500)}`, headers: admin.headers });
      expect(long.statusCode).toBe(404);
    });

    it('regenerating makes a new unique token; the old one stops working at once; audited', async () => {
      const old = (await entryOf(personId))!.checkInToken;
      const res = await t.app.inject({ method: 'POST', url: `/v1/event-entries/person/${personId}/regenerate-token`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = (res.json() as PersonEventEntry).entry!.checkInToken;
      expect(fresh).toMatch(CHECK_IN_TOKEN_PATTERN);
      expect(fresh).not.toBe(old);
      expect((await t.app.inject({ method: 'GET', url: `/v1/check-in/tokens/${old}`, headers: admin.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/v1/check-in/tokens/${fresh}`, headers: admin.headers })).statusCode).toBe(200);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'event_entry'), eq(auditLog.action, 'event_entry.token_regenerated')));
      expect(audit.map((a) => a.entityId)).toContain((await entryOf(personId))!.id);
      expect(JSON.stringify(audit)).not.toContain(old);
    });

    it('resend queues one more confirmation, with the current code; audited', async () => {
      const before = (await outboxTo(email)).length;
      const res = await t.app.inject({ method: 'POST', url: `/v1/event-entries/person/${personId}/resend-confirmation`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.jobs.drain();
      await t.app.jobs.drain();
      const rows = await outboxTo(email);
      expect(rows).toHaveLength(before + 1);
      const { checkInToken } = (await entryOf(personId))!;
      expect(await decodeQrPng(Buffer.from(rows.at(-1)!.attachments![0]!.content, 'base64'))).toEqual([`walkfund:checkin:${checkInToken}`]);
      const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'event_entry.confirmation_resent'));
      expect(audit).toHaveLength(1);
    });

    it('404 for a person without an entry', async () => {
      const donor = await createPerson(db());
      for (const action of ['resend-confirmation', 'regenerate-token']) {
        const res = await t.app.inject({ method: 'POST', url: `/v1/event-entries/person/${donor.id}/${action}`, headers: admin.headers });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  it('tokens are unique (the index refuses a duplicate)', async () => {
    const [a, b] = await db().select().from(eventEntries).limit(2);
    await expect(db().update(eventEntries).set({ checkInToken: a!.checkInToken }).where(eq(eventEntries.id, b!.id))).rejects.toThrow();
  });

  it('only an admin reaches the event-day routes', async () => {
    const captain = await signedInCaptain(t.app);
    const [entry] = await db().select().from(eventEntries).where(inArray(eventEntries.kind, ['walk', '5k'])).limit(1);
    const calls = [
      { method: 'GET' as const, url: '/v1/event-days' },
      { method: 'PUT' as const, url: '/v1/event-days', payload: { days: [] } },
      { method: 'GET' as const, url: `/v1/event-entries/person/${entry!.personId}` },
      { method: 'POST' as const, url: `/v1/event-entries/person/${entry!.personId}/resend-confirmation` },
      { method: 'POST' as const, url: `/v1/event-entries/person/${entry!.personId}/regenerate-token` },
      { method: 'GET' as const, url: `/v1/check-in/tokens/${entry!.checkInToken}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: captain.session.headers })).statusCode, call.url).toBe(403);
    }
  });
});
