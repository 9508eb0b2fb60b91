import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONOR_SESSION_HEADER, MY_GIVING_MESSAGES, REMOVED_DONOR_NAME, type MyGiving } from '@walkfund/domain';
import { createTeam, signedInAdmin, signedInCaptain, uniqueEmail, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, donorSessions, donorSignInLinks, lineItems, persons, teams, transactions } from '../../db/schema/index.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { findTotalsMismatches } from '../ledger/ledger.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { pdfText } from '../ask-kit/test-support/pdf-text.ts';
import { donorLinkTokensSentTo, donorSession, giveAs, openSession, requestLink, settle } from './test-support/my-giving-fixtures.ts';

/** The donor's own page (docs/features/my-giving.md): links, the session's reach, statements, removal. */
describe('my giving (/v1/my-giving)', () => {
  let t: TestApp;
  let admin: Session;
  const thisYear = () => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date()));

  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        ...DEFAULT_LIMITS,
        donorLinksPerAddressAndEmail: { limit: 2, windowMs: 60 * 60_000 },
        donorLinkEmailsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
        donorLinksPerIp: { limit: 1000, windowMs: 60 * 60_000 },
      },
    });
    admin = (await signedInAdmin(t.app)).session;
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/v1/event-settings',
      headers: admin.headers,
      payload: { organization: { legalName: 'Oklahoma Walk Charity, Inc.', ein: '73-1234567', mailingAddress: '1 Main St\nTulsa, OK 74103' } },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the same whether or not the email gave, and emails a link only to a donor', async () => {
    const donor = uniqueEmail('giver');
    await giveAs(t, donor);
    const stranger = uniqueEmail('never-gave');
    await settle(t);
    const from = t.mailer.messages.length;
    const known = await requestLink(t, donor.toUpperCase());
    const unknown = await requestLink(t, stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: MY_GIVING_MESSAGES.linkSent });
    await settle(t);
    const mails = t.mailer.messages.slice(from);
    expect(mails.map((m) => m.to)).toEqual([[donor]]);
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/frontend/my-giving#token=`);
    // Only the hash is stored.
    const [token] = donorLinkTokensSentTo(t, donor, from);
    const stored = await t.app.db.select().from(donorSignInLinks).where(eq(donorSignInLinks.email, donor));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token!);
  });

  it('limits per address and per address and email, so others cannot use up the owner\'s requests', async () => {
    const donor = uniqueEmail('limited');
    await giveAs(t, donor);
    const attacker = '203.0.113.9';
    const owner = '198.51.100.20';
    expect((await requestLink(t, donor, attacker)).statusCode).toBe(200);
    expect((await requestLink(t, donor, attacker)).statusCode).toBe(200);
    // The attacker's address is past its limit for this email...
    const refused = await requestLink(t, donor, attacker);
    expect(refused.statusCode).toBe(429);
    // ...while the owner's address keeps its own budget.
    expect((await requestLink(t, donor, owner)).statusCode).toBe(200);
    await settle(t);
    // The inbox's cap (3 an hour from addresses that never opened a link): a fourth address is answered the same, and nothing is sent.
    const from = t.mailer.messages.length;
    expect((await requestLink(t, donor, '192.0.2.44')).statusCode).toBe(200);
    await settle(t);
    expect(donorLinkTokensSentTo(t, donor, from)).toEqual([]);
  });

  it('an address that opened a link still gets links past the inbox cap', async () => {
    const donor = uniqueEmail('owner');
    await giveAs(t, donor);
    const home = '198.51.100.77';
    await settle(t);
    let from = t.mailer.messages.length;
    await requestLink(t, donor, home);
    await settle(t);
    const [token] = donorLinkTokensSentTo(t, donor, from);
    expect((await openSession(t, token!, home)).statusCode).toBe(200);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) await requestLink(t, donor, ip);
    await settle(t);
    from = t.mailer.messages.length;
    expect((await requestLink(t, donor, home)).statusCode).toBe(200);
    await settle(t);
    expect(donorLinkTokensSentTo(t, donor, from)).toHaveLength(1);
  });

  it('a link works once, within its time, and a newer link ends the older one', async () => {
    const donor = uniqueEmail('once');
    await giveAs(t, donor);
    await settle(t);
    let from = t.mailer.messages.length;
    await requestLink(t, donor);
    await settle(t);
    const [first] = donorLinkTokensSentTo(t, donor, from);
    from = t.mailer.messages.length;
    await requestLink(t, donor);
    await settle(t);
    const [second] = donorLinkTokensSentTo(t, donor, from);
    expect((await openSession(t, first!)).statusCode).toBe(400);
    const opened = await openSession(t, second!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: donor, token: expect.any(String), expiresAt: expect.any(String) });
    const again = await openSession(t, second!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, message: MY_GIVING_MESSAGES.linkInvalid });

    // Expired: refused.
    from = t.mailer.messages.length;
    await requestLink(t, donor);
    await settle(t);
    const [third] = donorLinkTokensSentTo(t, donor, from);
    await t.app.db.update(donorSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(donorSignInLinks.email, donor));
    expect((await openSession(t, third!)).statusCode).toBe(400);
    expect((await openSession(t, 'x'.repeat(43))).statusCode).toBe(400);
  });

  it("the session reads only its email's gifts, and nothing else of the API", async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain });
    const donor = uniqueEmail('mine');
    const mine = await giveAs(t, donor, { donation: 40, team: team.id });
    const other = await giveAs(t, uniqueEmail('theirs'), { donation: 30 });
    const { headers } = await donorSession(t, donor);

    const page = await get('/v1/my-giving', headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const body = page.json() as MyGiving;
    expect(body.email).toBe(donor);
    expect(body.gifts.map((g) => g.transactionId)).toEqual([mine.id]);
    expect(body.gifts[0]).toMatchObject({ supporting: `Team ${team.name}`, walker: null, deductible: expect.any(Number), refundState: 'none', receiptToken: mine.receiptToken });
    expect(body.gifts[0]!.deductible).toBeGreaterThanOrEqual(40);
    expect(body.statementYears).toEqual([thisYear()]);

    // Another donor's gift: 404, as if it did not exist.
    expect((await get(`/v1/my-giving/gifts/${other.id}/receipt`, headers)).statusCode).toBe(404);
    expect((await get('/v1/my-giving/gifts/2147483647/receipt', headers)).statusCode).toBe(404);
    const receipt = await get(`/v1/my-giving/gifts/${mine.id}/receipt`, headers);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Without the session, or with a made-up one: 401.
    expect((await get('/v1/my-giving')).statusCode).toBe(401);
    expect((await get('/v1/my-giving', { [DONOR_SESSION_HEADER]: 'not-a-session' })).statusCode).toBe(401);
    // The session is no bearer token, and other routes ignore its header.
    expect((await get(`/v1/transactions/${mine.id}`, headers)).statusCode).toBe(401);
    expect((await get(`/v1/transactions/${mine.id}`, { authorization: `Bearer ${headers[DONOR_SESSION_HEADER]}` })).statusCode).toBe(401);
    expect((await get('/v1/users', headers)).statusCode).toBe(401);

    // An expired session, and a signed-out one, read nothing.
    const second = await donorSession(t, donor);
    await t.app.inject({ method: 'DELETE', url: '/v1/my-giving/session', headers: second.headers });
    expect((await get('/v1/my-giving', second.headers)).statusCode).toBe(401);
    await t.app.db.update(donorSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(donorSessions.email, donor));
    const expired = await get('/v1/my-giving', headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: MY_GIVING_MESSAGES.sessionEnded });
  });

  it("the year's statement is a PDF with the charity, each gift and the total", async () => {
    const donor = uniqueEmail('statement');
    await giveAs(t, donor, { donation: 25, coverFees: false });
    await giveAs(t, donor, { donation: 100, coverFees: false });
    const { headers } = await donorSession(t, donor);
    const res = await get(`/v1/my-giving/statements/${thisYear()}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="giving-statement-${thisYear()}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Oklahoma Walk Charity, Inc.');
    expect(text).toContain('EIN 73-1234567');
    expect(text).toContain(`Giving statement ${thisYear()}`);
    expect(text).toContain('$25.00');
    expect(text).toContain('$125.00');
    expect(text).toContain('501(c)(3)');
    // A year with no gifts, and a year out of range.
    expect((await get(`/v1/my-giving/statements/${thisYear() - 5}`, headers)).statusCode).toBe(404);
    // A path that cannot name a year is a 404 like any unknown path.
    expect((await get('/v1/my-giving/statements/1999', headers)).statusCode).toBe(404);
    expect((await get(`/v1/my-giving/statements/${thisYear()}`)).statusCode).toBe(401);
  });

  it('removes the donor\'s personal data in one transaction, audited, and keeps every dollar', async () => {
    const captain = await signedInCaptain(t.app);
    const team = await createTeam(t.app.db, { captain });
    const donor = uniqueEmail('forget-me');
    const first = await giveAs(t, donor, { donation: 50, team: team.id });
    const second = await giveAs(t, donor, { donation: 20 });
    const year = await currentEventYear(t.app.db);
    const amountsOf = async () =>
      t.app.db
        .select({ id: transactions.id, total: transactions.totalChargedCents, teamId: transactions.teamId, refunded: transactions.refundedCents })
        .from(transactions)
        .where(inArray(transactions.id, [first.id, second.id]))
        .orderBy(transactions.id);
    const before = await amountsOf();
    const [teamBefore] = await t.app.db.select({ total: teams.totalRaisedCents }).from(teams).where(eq(teams.id, team.id));
    const itemsBefore = await t.app.db.select({ amount: lineItems.amountCents }).from(lineItems).where(inArray(lineItems.transactionId, [first.id, second.id])).orderBy(lineItems.id);
    expect(await findTotalsMismatches(t.app.db, year)).toEqual({ teams: [], fundraisers: [] });

    const { headers } = await donorSession(t, donor);
    const unconfirmed = await t.app.inject({ method: 'POST', url: '/v1/my-giving/removal', headers, payload: {} });
    expect(unconfirmed.statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'POST', url: '/v1/my-giving/removal', headers, payload: { confirm: true } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: MY_GIVING_MESSAGES.removed, transactions: 2 });

    const people = await t.app.db.select().from(persons).where(sql`${persons.id} in (select donator_person_id from transactions where id in (${first.id}, ${second.id}))`);
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(p).toMatchObject({ firstName: REMOVED_DONOR_NAME, lastName: '', email: '', phone: null, address: null });
    const rows = await t.app.db.select().from(transactions).where(inArray(transactions.id, [first.id, second.id]));
    for (const r of rows) expect(r).toMatchObject({ contactFirstName: REMOVED_DONOR_NAME, contactEmail: '', billingContact: null, shippingAddress: null });
    expect(await t.app.db.select().from(persons).where(sql`lower(${persons.email}) = ${donor}`)).toEqual([]);

    // The money is kept to the cent.
    expect(await amountsOf()).toEqual(before);
    expect(await t.app.db.select({ amount: lineItems.amountCents }).from(lineItems).where(inArray(lineItems.transactionId, [first.id, second.id])).orderBy(lineItems.id)).toEqual(itemsBefore);
    const [teamAfter] = await t.app.db.select({ total: teams.totalRaisedCents }).from(teams).where(eq(teams.id, team.id));
    expect(teamAfter).toEqual(teamBefore);
    expect(await findTotalsMismatches(t.app.db, year)).toEqual({ teams: [], fundraisers: [] });

    // Audited, without the values that were removed.
    const audit = await t.app.db.select().from(auditLog).where(sql`${auditLog.action} in ('transaction.donor_data_removed', 'person.data_removed') and (${auditLog.entityId} in (${first.id}, ${second.id}) or ${auditLog.entity} = 'person')`);
    expect(audit.filter((a) => a.action === 'transaction.donor_data_removed').map((a) => a.entityId).sort()).toEqual([first.id, second.id].sort());
    expect(JSON.stringify(audit)).not.toContain(donor);
    // The session ended with the data, and a new link finds nothing.
    expect((await get('/v1/my-giving', headers)).statusCode).toBe(401);
    await settle(t);
    const from = t.mailer.messages.length;
    await requestLink(t, donor);
    await settle(t);
    expect(donorLinkTokensSentTo(t, donor, from)).toEqual([]);
    // The admin's receipt still states the amounts, under the removed name.
    const receipt = await get(`/v1/receipts/transaction/${first.id}`, admin.headers);
    expect(receipt.json()).toMatchObject({ donorName: REMOVED_DONOR_NAME });
  });

  it('refuses to remove an email that signs in to an account', async () => {
    const captain = await signedInCaptain(t.app);
    await giveAs(t, captain.user.email);
    const { headers } = await donorSession(t, captain.user.email);
    const res = await t.app.inject({ method: 'POST', url: '/v1/my-giving/removal', headers, payload: { confirm: true } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MY_GIVING_MESSAGES.hasAccount });
  });
});
