import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_ADMIN_MESSAGES, WAIVER_MESSAGES, type AdminWaiver, type WaiverLinkLookup } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createCaptain, createPerson, createTeam, loginAs, signedInAdmin, uniqueEmail, uniqueSuffix, type Session,
} from '../../../test/factories.ts';
import { auditLog, eventEntries, persons, waiverAcceptances, waiverSignLinks } from '../../db/schema/index.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';

/**
 * docs/decisions/0011-event-day-check-in.md: members a captain adds without a waiver get a
 * single-use link by email (the sign-in link's design, docs/decisions/0009-personal-pages.md).
 */
describe('waiver links', () => {
  let t: TestApp;
  let year: number;
  let appTitle: string;
  let admin: Session & { userId: number };
  let captain: Session;
  let okcTeam: number;
  let tulsaTeam: number;
  let walkWaiver: AdminWaiver;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    appTitle = (await loadEventSettings(t.app.db)).appTitle;
    const signed = await signedInAdmin(t.app);
    admin = { ...signed.session, userId: signed.user.id };
    const cap = await createCaptain(t.app.db);
    okcTeam = (await createTeam(t.app.db, { captain: cap, eventCity: 'Oklahoma City' })).id;
    tulsaTeam = (await createTeam(t.app.db, { eventCity: 'Tulsa' })).id;
    captain = await loginAs(t.app, cap.user.email, cap.password);
    const res = await t.app.inject({ method: 'POST', url: '/v1/waivers', headers: admin.headers, payload: { eventCity: 'Oklahoma City', kind: 'walk', body: '<p>I walk at my own risk.</p>' } });
    walkWaiver = res.json();
    const day = await t.app.inject({
      method: 'PUT', url: '/v1/event-days', headers: admin.headers,
      payload: { days: [{ eventCity: 'Oklahoma City', date: `${year}-04-18`, startTime: '08:00', place: 'Scissortail Park' }] },
    });
    expect(day.statusCode, day.body).toBe(200);
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const addMember = async (team: number, email: string, session: Session | null = captain, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST', url: '/v1/persons/', ...(session ? { headers: session.headers } : {}),
      payload: { firstName: 'Mia', lastName: `Member ${uniqueSuffix()}`, email, phone: '(405) 555-0142', lifeChurch: false, team, useEmployerAsName: false, marketing: true, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) await t.app.jobs.drain();
  };
  const linkEmails = (email: string) => t.mailer.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Please sign the waiver'));
  const tokenOf = (text: string) => decodeURIComponent(/\/frontend\/waiver#token=(\S+)/.exec(text)![1]!);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const lookup = (token: string) => post('/v1/waiver-links/lookup', { token });
  const sign = (token: string, acceptance: object) => post('/v1/waiver-links/sign', { token, acceptance });
  const acceptance = (extra: object = {}) => ({ waiverId: walkWaiver.id, signedName: 'Mia Member', ...extra });
  const status = async (personId: number) =>
    (await t.app.inject({ method: 'GET', url: `/v1/event-entries/person/${personId}/waiver`, headers: admin.headers })).json().status;
  /** A member added by the captain, with the token of the link they were emailed. */
  const memberWithLink = async () => {
    const email = uniqueEmail('member');
    const personId = await addMember(okcTeam, email);
    await drain();
    const [message] = linkEmails(email);
    return { email, personId, token: tokenOf(message!.text) };
  };

  it("a captain's new member without a waiver gets one link email; only its hash is stored; the page reads the text, never the email", async () => {
    const email = uniqueEmail('member');
    const personId = await addMember(okcTeam, email);
    expect(await status(personId)).toBe('missing');
    await drain();
    const sent = linkEmails(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Please sign the waiver for ${appTitle} ${year}`);
    const token = tokenOf(sent[0]!.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const links = await db().select().from(waiverSignLinks).where(eq(waiverSignLinks.personId, personId));
    expect(links).toEqual([expect.objectContaining({ tokenHash: createHash('sha256').update(token).digest('hex'), eventYear: year, usedAt: null })]);
    expect(links[0]!.expiresAt.getTime() - links[0]!.createdAt.getTime()).toBe(7 * 24 * 3_600_000);
    // Running the queue again sends nothing more.
    await drain();
    expect(linkEmails(email)).toHaveLength(1);

    const res = await lookup(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      firstName: 'Mia', eventCity: 'Oklahoma City', kind: 'walk', minorKnown: false,
      waiver: { id: walkWaiver.id, version: walkWaiver.version, body: walkWaiver.body },
    } satisfies WaiverLinkLookup);
    expect(res.body).not.toContain(email);
    expect(res.body).not.toContain('555-0142');
  });

  it('signing records the acceptance (source link, with the address) and uses the link: a second use is 410', async () => {
    const { personId, token } = await memberWithLink();
    const signed = await sign(token, acceptance());
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ message: WAIVER_MESSAGES.signed });
    const rows = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, personId));
    expect(rows).toEqual([expect.objectContaining({ waiverId: walkWaiver.id, eventYear: year, signedName: 'Mia Member', source: 'link', minor: false, guardianName: null })]);
    expect(rows[0]!.ipAddress).toBeTruthy();
    expect(await status(personId)).toBe('signed');
    for (const again of [await sign(token, acceptance()), await lookup(token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ code: 410, message: WAIVER_MESSAGES.linkInvalid });
    }
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, personId))).toHaveLength(1);
  });

  it('two submits of one link at once record one acceptance', async () => {
    const { personId, token } = await memberWithLink();
    const answers = await Promise.all([sign(token, acceptance()), sign(token, acceptance({ signedName: 'Mia Other' }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, personId))).toHaveLength(1);
  });

  it('an unknown token is 404, an expired link 410, both with the same message', async () => {
    const unknown = await lookup(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(WAIVER_MESSAGES.linkInvalid);
    expect((await sign(randomBytes(32).toString('base64url'), acceptance())).statusCode).toBe(404);
    expect((await lookup('')).statusCode).toBe(400);
    expect((await lookup('x'.repeat(65))).statusCode).toBe(400);

    const { personId, token } = await memberWithLink();
    await db().update(waiverSignLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(waiverSignLinks.personId, personId));
    expect((await lookup(token)).statusCode).toBe(410);
    const late = await sign(token, acceptance());
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(WAIVER_MESSAGES.linkInvalid);
    expect(await status(personId)).toBe('missing');
  });

  it('a version published after the page was read is refused (409) and the link stays usable for the new text', async () => {
    const { personId, token } = await memberWithLink();
    const oldId = walkWaiver.id;
    const v2 = await t.app.inject({ method: 'POST', url: '/v1/waivers', headers: admin.headers, payload: { eventCity: 'Oklahoma City', kind: 'walk', body: '<p>New rules.</p>' } });
    walkWaiver = v2.json();
    const old = await sign(token, acceptance({ waiverId: oldId }));
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(WAIVER_MESSAGES.outdated);
    expect((await lookup(token)).json().waiver).toMatchObject({ id: walkWaiver.id, version: 2 });
    expect((await sign(token, acceptance())).statusCode).toBe(200);
    expect(await status(personId)).toBe('signed');
  });

  it('someone known to be under 18 on the event day signs with a guardian', async () => {
    const { personId, token } = await memberWithLink();
    await db().update(persons).set({ birthDate: `${year - 12}-06-01` }).where(eq(persons.id, personId));
    expect((await lookup(token)).json().minorKnown).toBe(true);
    const alone = await sign(token, acceptance());
    expect(alone.statusCode).toBe(400);
    expect(alone.body).toContain(WAIVER_MESSAGES.guardianRequired);
    const withGuardian = await sign(token, acceptance({ minor: true, guardianName: 'Pat Parent' }));
    expect(withGuardian.statusCode, withGuardian.body).toBe(200);
    const [row] = await db().select().from(waiverAcceptances).where(eq(waiverAcceptances.personId, personId));
    expect(row).toMatchObject({ minor: true, guardianName: 'Pat Parent' });
  });

  it('no link when no waiver is published for the city, nor for someone who joins on their own', async () => {
    const tulsaEmail = uniqueEmail('tulsa');
    const tulsaPerson = await addMember(tulsaTeam, tulsaEmail, admin);
    const joinEmail = uniqueEmail('joiner');
    // Someone joining on their own signs in the join form (the server requires it for them).
    await addMember(okcTeam, joinEmail, null, { waiver: { waiverId: walkWaiver.id, signedName: 'Jo Joiner' } });
    await drain();
    expect(linkEmails(tulsaEmail)).toHaveLength(0);
    expect(linkEmails(joinEmail)).toHaveLength(0);
    expect(await status(tulsaPerson)).toBe('not-required');
  });

  it('the admin sends a fresh link from the participant page (audited); 409 when signed, not required or no email; 404 without an entry', async () => {
    const person = await createPerson(db(), { email: uniqueEmail('direct') });
    const send = (personId: number) => post(`/v1/event-entries/person/${personId}/send-waiver-link`, {}, admin.headers);
    expect((await send(person.id)).statusCode).toBe(404);
    const [entry] = await db()
      .insert(eventEntries)
      .values({ personId: person.id, eventYear: year, eventCity: 'Oklahoma City', kind: 'walk', checkInToken: randomBytes(16).toString('base64url') })
      .returning();
    const res = await send(person.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: WAIVER_ADMIN_MESSAGES.linkQueued });
    await drain();
    const [message] = linkEmails(person.email);
    expect(message).toBeDefined();
    const audited = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'event_entry'), eq(auditLog.entityId, entry!.id)));
    expect(audited).toEqual([expect.objectContaining({ action: 'event_entry.waiver_link_sent', actorUserId: admin.userId })]);
    // A second send is a second, fresh link: both work once.
    expect((await send(person.id)).statusCode).toBe(200);
    await drain();
    expect(linkEmails(person.email)).toHaveLength(2);

    expect((await sign(tokenOf(message!.text), acceptance({ signedName: 'Direct Person' }))).statusCode).toBe(200);
    const signedAgain = await send(person.id);
    expect(signedAgain.statusCode).toBe(409);
    expect(signedAgain.json().message).toBe(WAIVER_ADMIN_MESSAGES.alreadySigned);

    const tulsa = await createPerson(db());
    await db().insert(eventEntries).values({ personId: tulsa.id, eventYear: year, eventCity: 'Tulsa', kind: '5k', checkInToken: randomBytes(16).toString('base64url') });
    expect((await send(tulsa.id)).json().message).toBe(WAIVER_ADMIN_MESSAGES.notRequired);
  });
});
