import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES, centsToDollars, computeCheckoutTotals, type CheckoutPayloadInput, type TransactionView,
} from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkouts, lineItems, persons, teamMembers, transactions } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import {
  buildCheckout, buildProduct, confirmTestCard, createPayment, payByTestCard, recordTransaction, tableCounts, type CartSpec,
} from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, type TestUser } from '../teams/test-support/team-fixtures.ts';

describe('recording transactions (test-mode processor)', () => {
  let t: TestApp;
  let shirt: string;
  let year: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    shirt = (await buildProduct(t.database.db, { priceCents: 2000 })).slug;
    year = await currentEventYear(t.database.db);
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());

  const teamTotal = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${slug}` })).json() as { totalRaised: number; participants: number };

  describe('the totals table, end to end', () => {
    const cases: { name: string; cart: () => CartSpec; totalCharged: number; feesCovered: number; shippingFee: number; totalAmount: number; items: [string, number][] }[] = [
      { name: '$25 donation with fees', cart: () => ({ donation: 25 }), totalCharged: 25.88, feesCovered: 0.88, shippingFee: 0, totalAmount: 25, items: [['donation', 25]] },
      { name: '$25 donation without fees', cart: () => ({ donation: 25, coverFees: false }), totalCharged: 25, feesCovered: 0, shippingFee: 0, totalAmount: 25, items: [['donation', 25]] },
      {
        name: 'two $20 shirts with shipping and fees',
        cart: () => ({ shirts: [{ slug: shirt, size: 'lg', price: 20, quantity: 2 }] }),
        totalCharged: 49.68,
        feesCovered: 1.68,
        shippingFee: 8,
        totalAmount: 48,
        items: [['tshirt', 40]],
      },
      {
        name: 'in-person and virtual runners with fees',
        cart: () => ({ runners: [{ runType: 'in-person', price: 30 }, { runType: 'virtual', price: 25 }] }),
        totalCharged: 56.93,
        feesCovered: 1.93,
        shippingFee: 0,
        totalAmount: 55,
        items: [['5k', 30], ['5k', 25]],
      },
      {
        name: 'donation, shirts and a runner together',
        cart: () => ({ donation: 50, shirts: [{ slug: shirt, size: 'sm', price: 20, quantity: 2 }], runners: [{ runType: 'in-person', price: 30 }] }),
        totalCharged: 132.48,
        feesCovered: 4.48,
        shippingFee: 8,
        totalAmount: 128,
        items: [['donation', 50], ['tshirt', 40], ['5k', 30]],
      },
    ];

    it.each(cases)('$name', async ({ cart, totalCharged, feesCovered, shippingFee, totalAmount, items }) => {
      const { ref, confirmed, recorded } = await payByTestCard(t, buildCheckout(cart()));
      expect(confirmed.statusCode).toBe(200);
      expect(recorded.statusCode).toBe(201);
      const view = recorded.json() as TransactionView;
      expect(view).toMatchObject({ totalCharged, feesCovered, shippingFee, totalAmount, eventYear: year, externalTransactionId: ref.id, offline: false });
      expect(view.lineItems.map((i) => [i.type, i.amount])).toEqual(items);
      const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, view.id));
      expect(row!.totalChargedCents).toBe(Math.round(totalCharged * 100));
    });

    it('records an offline payment by an admin: no card, no covered fee, "Offline"', async () => {
      const payload = buildCheckout({ donation: 100, shirts: [{ slug: shirt, size: 'lg', price: 20, quantity: 1 }], offline: true });
      const res = await recordTransaction(t, payload, undefined, { authorization: admin.authorization });
      expect(res.statusCode).toBe(201);
      const view = res.json() as TransactionView;
      expect(view).toMatchObject({ totalCharged: 128, feesCovered: 0, shippingFee: 8, totalAmount: 128, externalTransactionId: 'Offline', offline: true, billingContact: null });
      const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, view.id));
      expect(row!.recordedByUserId).toBe(admin.id);
      expect(view.offlineReference).toBeNull();
    });

    it('keeps the check number or reference of an offline payment, trimmed, in the view and on reading back (docs/decisions/0114-offline-payments.md)', async () => {
      const payload = buildCheckout({ donation: 40, offline: true });
      payload.transaction.offlineReference = '  Check #1042  ';
      const res = await recordTransaction(t, payload, undefined, { authorization: admin.authorization });
      expect(res.statusCode).toBe(201);
      const view = res.json() as TransactionView;
      expect(view.offlineReference).toBe('Check #1042');
      const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, view.id));
      expect(row!.offlineReference).toBe('Check #1042');
      const detail = await t.app.inject({ method: 'GET', url: `/v1/transactions/${view.id}`, headers: { authorization: admin.authorization } });
      expect(detail.json()).toMatchObject({ offlineReference: 'Check #1042' });
    });

    it('refuses a reference that is too long, not one line, or on a card payment, before anything is written', async () => {
      const before = await tableCounts(t.database.db);
      const cases: [Partial<CheckoutPayloadInput['transaction']>, string][] = [
        [{ offline: true, offlineReference: '1'.repeat(101) }, 'The check number or reference must be at most 100 characters.'],
        [{ offline: true, offlineReference: 'two\nlines' }, 'The check number or reference must be plain text on one line.'],
        [{ offline: true, offlineReference: 42 as unknown as string }, 'The check number or reference must be plain text on one line.'],
      ];
      for (const [change, message] of cases) {
        const payload = buildCheckout({ donation: 40, offline: true });
        Object.assign(payload.transaction, change);
        const res = await recordTransaction(t, payload, undefined, { authorization: admin.authorization });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }
      const card = buildCheckout({ donation: 40 });
      card.transaction.offlineReference = 'Check #1';
      const created = await createPayment(t, card);
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toContain('A check number or reference is only kept for an offline payment.');
      expect(await tableCounts(t.database.db)).toEqual(before);
    });
  });

  it('writes the donor, runners and the shipping address, and sends an itemized receipt', async () => {
    const payload = buildCheckout({ donation: 30, runners: [{ runType: 'virtual', price: 25 }] });
    const { recorded, ref } = await payByTestCard(t, payload);
    const view = recorded.json() as TransactionView;
    // The answer is built from the rows as written: it is what reading the transaction back gives.
    const readBack = await t.app.inject({ method: 'GET', url: `/v1/transactions/${view.id}?secret=${encodeURIComponent(ref.secret)}` });
    expect(readBack.json()).toEqual(view);
    const db = t.database.db;
    const [donor] = await db.select().from(persons).where(eq(persons.id, view.donatorPerson!.id));
    expect(donor).toMatchObject({ event: 'donor', email: payload.person.email, eventYear: year, eventCity: 'Oklahoma City' });
    // A donor supports; only runners and added members join a team (docs/decisions/0123-membership-per-year.md).
    expect(await db.select().from(teamMembers).where(eq(teamMembers.personId, donor!.id))).toEqual([]);
    const runnerItem = view.lineItems.find((i) => i.type === '5k')!;
    expect(runnerItem.runnerDetails).toMatchObject({ runType: 'virtual', registrationCost: 25, shipping: { city: 'Edmond', zipcode: '73013' } });
    expect(runnerItem.shippingAddress).toMatchObject({ address: '12 Elm St' });
    const [runner] = await db.select().from(persons).where(eq(persons.id, runnerItem.personId!));
    expect(runner).toMatchObject({ event: '5k', gender: 'Female', birthDate: '1988-05-06', address: { city: 'Edmond' } });

    // The receipt is rendered with the transaction; the job queue delivers it.
    await t.app.jobs.drain();
    const receipt = t.mailer.messages.find((m) => m.text.includes(`Transaction id: ${view.id}`))!;
    expect(receipt.to).toEqual([payload.person.email]);
    expect(receipt.subject).toBe(`Autism Awareness Walk: your receipt (transaction ${view.id})`);
    expect(receipt.text).toContain('Donation: $30.00');
    expect(receipt.text).toContain('5k registration (virtual): Runner1 Quick: $25.00');
    expect(receipt.text).toContain('Card fees covered: $1.93');
    expect(receipt.text).toContain('Total: $56.93');
  });

  it('records a runner who is the primary contact as one person', async () => {
    const email = `self-runner-${Date.now()}@example.com`;
    const payload = buildCheckout({ email, runners: [{ runType: 'in-person', price: 30, firstName: 'dana', lastName: 'DONOR', email }] });
    const view = (await payByTestCard(t, payload)).recorded.json() as TransactionView;
    expect(view.lineItems[0]!.personId).toBe(view.donatorPerson!.id);
    const rows = await t.database.db.select().from(persons).where(eq(persons.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: '5k', gender: 'Female' });
  });

  describe('exactly once', () => {
    it('recording the same payment twice returns the first record and changes nothing', async () => {
      const payload = buildCheckout({ donation: 20 });
      const { ref, recorded } = await payByTestCard(t, payload);
      const first = recorded.json() as TransactionView;
      await t.app.jobs.drain();
      const before = await tableCounts(t.database.db);
      const mails = t.mailer.messages.length;
      const again = await recordTransaction(t, payload, ref);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
      expect(await tableCounts(t.database.db)).toEqual(before);
      await t.app.jobs.drain();
      expect(t.mailer.messages.length).toBe(mails);
    });

    it('concurrent finalize calls record one transaction', async () => {
      const team = await buildTeam(t.database.db);
      const payload = buildCheckout({ team: team.id, donation: 40, teamMembers: 1 });
      const ref = (await createPayment(t, payload)).json() as { id: string; secret: string };
      expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 6 }, () => recordTransaction(t, payload, { id: ref.id, secret: ref.secret })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      const db = t.database.db;
      expect(await db.select().from(transactions).where(eq(transactions.teamId, team.id))).toHaveLength(1);
      expect(await db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(1);
      expect((await teamTotal(team.slug)).totalRaised).toBe(40);
    });
  });

  describe('refusals', () => {
    it('a payment that was not confirmed records nothing (402)', async () => {
      const payload = buildCheckout({ donation: 20 });
      const ref = (await createPayment(t, payload)).json();
      const before = await tableCounts(t.database.db);
      const res = await recordTransaction(t, payload, { id: ref.id, secret: ref.secret });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ code: 402, message: CARD_MESSAGES.notCompleted });
      expect(await tableCounts(t.database.db)).toEqual(before);
    });

    it('the wrong secret (403), an unknown payment (404) and a changed cart (400)', async () => {
      const payload = buildCheckout({ donation: 20 });
      const ref = (await createPayment(t, payload)).json();
      await confirmTestCard(t, ref);
      expect((await recordTransaction(t, payload, { id: ref.id, secret: 'guess' })).statusCode).toBe(403);
      expect((await recordTransaction(t, payload, { id: 'test_pi_unknown', secret: 'x' })).statusCode).toBe(404);
      const changed = buildCheckout({ donation: 30 });
      const res = await recordTransaction(t, changed, { id: ref.id, secret: ref.secret });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The transaction total $31.05 does not match the payment of $20.70.');
    });

    it('an offline payment needs an admin', async () => {
      const payload = buildCheckout({ donation: 20, offline: true });
      const before = await tableCounts(t.database.db);
      const anonymous = await recordTransaction(t, payload);
      expect(anonymous.json()).toEqual({ code: 403, message: 'Only an admin can record an offline payment.' });
      const captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
      expect((await recordTransaction(t, payload, undefined, { authorization: captain.authorization })).statusCode).toBe(403);
      expect(await tableCounts(t.database.db)).toEqual({ ...before, persons: before.persons + 1 });
    });

    it('an offline payment with a covered fee is a mismatch', async () => {
      const payload = buildCheckout({ donation: 20, offline: true });
      payload.transaction.feesCovered = 0.7;
      payload.transaction.totalCharged = 20.7;
      const res = await recordTransaction(t, payload, undefined, { authorization: admin.authorization });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Fees covered: sent $0.70, expected $0.00.');
    });
  });

  it("grows the team's totalRaised by line items only (no shipping, no fees) and adds its members", async () => {
    const team = await buildTeam(t.database.db);
    const first = buildCheckout({
      team: team.id,
      donation: 25,
      shirts: [{ slug: shirt, size: 'med', price: 20, quantity: 1 }],
      runners: [{ runType: 'in-person', price: 30 }],
      teamMembers: 2,
    });
    const view = (await payByTestCard(t, first)).recorded.json() as TransactionView;
    expect(view).toMatchObject({ supportingType: 'team', team: { id: team.id, name: team.name }, eventCity: 'Oklahoma City', shippingFee: 8, feesCovered: 2.91 });
    expect(view.teamMembers.map((m) => m.firstName)).toEqual(['Member1', 'Member2']);
    expect(await teamTotal(team.slug)).toMatchObject({ totalRaised: 75, participants: 3 });

    await payByTestCard(t, buildCheckout({ team: team.id, donation: 10, coverFees: false }));
    expect((await teamTotal(team.slug)).totalRaised).toBe(85);
    await recordTransaction(t, buildCheckout({ team: team.id, donation: 15, offline: true }), undefined, { authorization: admin.authorization });
    expect((await teamTotal(team.slug)).totalRaised).toBe(100);
    await payByTestCard(t, buildCheckout({ donation: 500 }));
    expect((await teamTotal(team.slug)).totalRaised).toBe(100);

    const db = t.database.db;
    const members = await db.select({ event: persons.event }).from(teamMembers).innerJoin(persons, eq(persons.id, teamMembers.personId)).where(eq(teamMembers.teamId, team.id));
    expect(members.map((m) => m.event).sort()).toEqual(['5k', 'piecewalk', 'piecewalk']);
    const items = await db.select().from(lineItems).where(eq(lineItems.teamId, team.id));
    expect(items.every((i) => i.eventYear === year)).toBe(true);
  });

  describe("the spec's payload (docs/decisions/0119-spec-payloads-accepted.md)", () => {
    const shipTo = { address: '40 Quail Run', city: 'Tulsa', state: 'OK', zipcode: '74105' };

    /** A checkout in exactly the shape of the spec's transaction payload (docs/spec/public-flows.md §3). */
    function specShaped(teamId: number, suffix: string) {
      const totals = computeCheckoutTotals({ donationCents: 2500, shirts: [{ unitPriceCents: 2000, quantity: 1 }], runnerPricesCents: [3000], coverFees: true, offline: false });
      return {
        person: {
          firstName: 'Sam', lastName: 'Spec', email: `sam-${suffix}@example.com`, phone: '(918) 555-0101', lifeChurch: true,
          lifeChurchCampus: { value: 14, name: 'Jenks' }, anonymous: false, marketing: true, myEmployer: '', useEmployerAsName: false,
          eventYear: year, eventCity: 'Tulsa', team: teamId, event: 'donor',
        },
        transaction: {
          eventYear: year, supportingType: 'Team', team: { id: teamId }, eventCity: 'Tulsa',
          billingContact: { name_on_card: 'Sam Spec', billing_address: '1 Main St', billing_city: 'Tulsa', billing_state: 'OK', billing_zip: '74101', email: `sam-${suffix}@example.com`, phone: '(918) 555-0101' },
          totalCharged: centsToDollars(totals.totalCents), feesCovered: centsToDollars(totals.coveredFeeCents), shippingFee: 8,
        },
        lineItems: [
          { type: 'donation', primaryContact: 'Sam Spec', amount: 25, eventYear: year, anonymous: false, myEmployer: '', useEmployerAsName: false },
          {
            type: 'tshirt', primaryContact: 'Sam Spec', eventYear: year, amount: 20, shippingAddress: shipTo,
            productDetails: { type: 'tshirt', name: 'Whatever the client says', slug: shirt, size: 'lg', pricePerUnit: 20, unitCount: 1 },
          },
          {
            type: '5k', primaryContact: 'Sam Spec', eventYear: year, amount: 30,
            runnerDetails: {
              firstName: 'Rae', lastName: 'Runner', email: `rae-${suffix}@example.com`, runType: 'in-person', registrationCost: 30,
              phone: '(918) 555-0102', shirtSize: 'Medium', gender: 'Female', birthDate: '1991-02-03', lifeChurch: true, lifeChurchCampus: 3,
            },
          },
        ],
        teamMembers: [
          { email: `mo-${suffix}@example.com`, firstName: 'Mo', lastName: 'Member', phone: '(918) 555-0103', lifeChurch: true, lifeChurchLocation: 'Moore', team: teamId, eventYear: year },
        ],
      } as unknown as CheckoutPayloadInput;
    }

    it('records a payload in exactly the spec\'s shape', async () => {
      const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
      const suffix = String(team.id);
      const { recorded } = await payByTestCard(t, specShaped(team.id, suffix));
      expect(recorded.statusCode).toBe(201);
      const view = recorded.json() as TransactionView;
      expect(view).toMatchObject({ supportingType: 'team', team: { id: team.id }, eventCity: 'Tulsa', eventYear: year, shippingAddress: shipTo });
      expect(view.donatorPerson).toMatchObject({ lifeChurch: true, lifeChurchLocation: 'Jenks' });
      expect(view.lineItems.map((i) => [i.type, i.primaryContact, i.eventYear])).toEqual([
        ['donation', 'Sam Spec', year],
        ['tshirt', 'Sam Spec', year],
        ['5k', 'Sam Spec', year],
      ]);
      expect(view.lineItems[1]!.shippingAddress).toEqual(shipTo);
      expect(view.lineItems[1]!.productDetails!.name).not.toBe('Whatever the client says');
      const db = t.database.db;
      const [runner] = await db.select().from(persons).where(eq(persons.email, `rae-${suffix}@example.com`));
      expect(runner).toMatchObject({ lifeChurchLocation: 'Edmond', eventYear: year });
      const [member] = await db.select().from(persons).where(eq(persons.email, `mo-${suffix}@example.com`));
      expect(member).toMatchObject({ lifeChurchLocation: 'Moore', eventYear: year });
      // Both joined the team for the current year (docs/decisions/0123-membership-per-year.md).
      const joined = await db.select({ personId: teamMembers.personId, eventYear: teamMembers.eventYear }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
      expect(joined).toEqual(expect.arrayContaining([{ personId: runner!.id, eventYear: year }, { personId: member!.id, eventYear: year }]));
    });

    it('refuses a year other than the current one, naming the field, and writes nothing', async () => {
      const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
      const payload = specShaped(team.id, `y${team.id}`) as unknown as { lineItems: { eventYear: number }[]; teamMembers: { eventYear: number }[] };
      payload.lineItems[0]!.eventYear = year - 1;
      payload.teamMembers[0]!.eventYear = year + 1;
      const before = await tableCounts(t.database.db);
      const res = await createPayment(t, payload as unknown as CheckoutPayloadInput);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 400,
        message: `lineItems.0.eventYear: ${year - 1} is not the current event year (${year}). teamMembers.0.eventYear: ${year + 1} is not the current event year (${year}).`,
        details: [expect.objectContaining({ field: 'lineItems.0.eventYear' }), expect.objectContaining({ field: 'teamMembers.0.eventYear' })],
      });
      expect(await tableCounts(t.database.db)).toEqual(before);
    });

    it('refuses a contact city or team other than the checkout\'s', async () => {
      const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
      const payload = specShaped(team.id, `c${team.id}`) as unknown as { person: Record<string, unknown> };
      payload.person.eventCity = 'Oklahoma City';
      const city = await createPayment(t, payload as unknown as CheckoutPayloadInput);
      expect(city.json()).toMatchObject({ code: 400, message: 'person.eventCity: Oklahoma City is not the event city of this checkout (Tulsa).' });
      payload.person.eventCity = 'Tulsa';
      payload.person.team = team.id + 1;
      const other = await createPayment(t, payload as unknown as CheckoutPayloadInput);
      expect(other.json()).toMatchObject({ code: 400, message: "person.team: The team must be the transaction's team." });
    });

    it('still refuses a field the spec does not document', async () => {
      const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
      const payload = specShaped(team.id, `u${team.id}`) as unknown as { lineItems: Record<string, unknown>[] };
      payload.lineItems[0]!.discount = 5;
      const res = await createPayment(t, payload as unknown as CheckoutPayloadInput);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/discount/);
    });
  });

  it('decides authorization before validating: a bad token is 401 whatever the body or path', async () => {
    const headers = { authorization: 'Bearer not-a-token' };
    expect((await t.app.inject({ method: 'POST', url: '/v1/transactions', headers, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/transactions/abc', headers })).statusCode).toBe(401);
  });

  describe('GET /v1/transactions/{id}', () => {
    it('the checkout browser reads its own transaction with the payment secret; admins read any', async () => {
      const payload = buildCheckout({ donation: 20 });
      const { ref, recorded } = await payByTestCard(t, payload);
      const id = (recorded.json() as TransactionView).id;
      const get = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/v1/transactions/${id}${query}`, headers });

      const own = await get(`?secret=${encodeURIComponent(ref.secret)}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(recorded.json());
      expect((await get('?secret=wrong')).statusCode).toBe(403);
      expect((await get('')).statusCode).toBe(401);
      const captain = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'captain' });
      expect((await get('', { authorization: captain.authorization })).statusCode).toBe(403);
      expect((await get('', { authorization: admin.authorization })).statusCode).toBe(200);
      const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.transactionId, id));
      expect(checkout!.clientSecretHash).not.toContain(ref.secret);
      expect((await t.app.inject({ method: 'GET', url: '/v1/transactions/999999', headers: { authorization: admin.authorization } })).statusCode).toBe(404);
    });
  });
});
