import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, CHECKOUT_MESSAGES, TEST_CARDS } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTeam } from '../teams/test-support/team-fixtures.ts';
import {
  amountOf, buildCheckout, buildProduct, confirmTestCard, createPayment, payByTestCard, recordTransaction, tableCounts,
} from './test-support/checkout-fixtures.ts';

describe('POST /v1/payment and the test-mode card step', () => {
  let t: TestApp;
  let shirtSlug: string;
  beforeAll(async () => {
    t = await createTestApp();
    shirtSlug = (await buildProduct(t.database.db, { priceCents: 2000, sizes: ['sm', 'lg'] })).slug;
  });
  afterAll(() => t.close());

  /** Runs a request that must be refused with 400 and checks nothing was written. */
  async function expectRefused(run: () => Promise<{ statusCode: number; json(): unknown }>, message: RegExp | string) {
    const before = await tableCounts(t.database.db);
    const res = await run();
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: number; message: string };
    expect(body.code).toBe(400);
    if (typeof message === 'string') expect(body.message).toContain(message);
    else expect(body.message).toMatch(message);
    expect(await tableCounts(t.database.db)).toEqual(before);
    return body;
  }

  it('names the test-mode processor in GET /v1/payment/config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payment/config' });
    expect(res.json()).toEqual({ provider: 'test' });
  });

  it('creates a test-mode payment for the amount the server computes', async () => {
    const payload = buildCheckout({ donation: 25 });
    const res = await createPayment(t, payload, '2588');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.stringMatching(/^test_pi_/), secret: expect.stringContaining('_secret_'), provider: 'test', amount: 25.88 });
    expect(body.publishableKey).toBeUndefined();
  });

  it('confirms 4242 4242 4242 4242 with spaces, any CVC and a future expiry', async () => {
    const created = (await createPayment(t, buildCheckout({ donation: 10 }))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/test-confirm',
      payload: { id: created.id, secret: created.secret, card: { number: TEST_CARDS.success.label, expMonth: 1, expYear: 99, cvc: '9876' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id, status: 'succeeded' });
    expect((await confirmTestCard(t, created)).statusCode).toBe(200);
  });

  it.each([
    [TEST_CARDS.declined.number, CARD_MESSAGES.declined],
    [TEST_CARDS.insufficientFunds.number, CARD_MESSAGES.insufficientFunds],
    ['4111111111111111', CARD_MESSAGES.incorrectNumber],
  ])('refuses card %s with 402 "%s" and records nothing', async (number, message) => {
    const before = await tableCounts(t.database.db);
    const payload = buildCheckout({ donation: 40 });
    const { confirmed, recorded } = await payByTestCard(t, payload, number);
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toEqual({ code: 402, message });
    expect(recorded.statusCode).toBe(402);
    expect(recorded.json().message).toBe(message);
    const after = await tableCounts(t.database.db);
    expect(after.transactions).toBe(before.transactions);
    expect(after.persons).toBe(before.persons);
  });

  it('refuses an expired card and accepts another card for the same payment', async () => {
    const payload = buildCheckout({ donation: 15 });
    const ref = (await createPayment(t, payload)).json();
    const expired = await t.app.inject({
      method: 'POST',
      url: '/v1/payment/test-confirm',
      payload: { id: ref.id, secret: ref.secret, card: { number: TEST_CARDS.success.number, expMonth: 1, expYear: 2020, cvc: '123' } },
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe(CARD_MESSAGES.pastExpiry);
    expect((await confirmTestCard(t, ref)).statusCode).toBe(200);
    expect((await recordTransaction(t, payload, { id: ref.id, secret: ref.secret })).statusCode).toBe(201);
  });

  it('refuses a confirm with the wrong secret (403) or an unknown payment (404)', async () => {
    const ref = (await createPayment(t, buildCheckout({ donation: 12 }))).json();
    expect((await confirmTestCard(t, { id: ref.id, secret: `${ref.id}_secret_guess` })).statusCode).toBe(403);
    expect((await confirmTestCard(t, { id: 'test_pi_missing', secret: 'x' })).statusCode).toBe(404);
  });

  it('has no webhook without Stripe', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/payment/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json()).toEqual({ code: 404, message: 'Payment webhooks are not configured.' });
  });

  describe('tampering is refused with 400 and nothing is written', () => {
    it('a changed amount', async () => {
      const payload = buildCheckout({ donation: 25 });
      const body = await expectRefused(() => createPayment(t, payload, '2500'), 'amount: sent 2500 cents, expected 2588 cents.');
      expect(body).toMatchObject({ details: [{ field: 'amount' }] });
    });

    it('a changed total charged', async () => {
      const payload = buildCheckout({ donation: 25 });
      payload.transaction.totalCharged = 25;
      await expectRefused(() => createPayment(t, payload, '2500'), 'Total charged: sent $25.00, expected $25.88.');
    });

    it('fees claimed while not covering them', async () => {
      const payload = buildCheckout({ donation: 25, coverFees: false });
      payload.transaction.feesCovered = 0.88;
      payload.transaction.totalCharged = 25.88;
      await expectRefused(() => createPayment(t, payload, '2588'), 'Fees covered: sent $0.88, expected $0.00.');
    });

    it('a changed runner price', async () => {
      const payload = buildCheckout({ runners: [{ runType: 'in-person', price: 20 }] });
      await expectRefused(() => createPayment(t, payload), /Runner 1 \(Runner1 Quick, in-person\) registration cost: sent \$20\.00, expected \$30\.00\./);
    });

    it('a virtual runner priced as in-person', async () => {
      const payload = buildCheckout({ runners: [{ runType: 'virtual', price: 30 }] });
      await expectRefused(() => createPayment(t, payload), 'expected $25.00');
    });

    it('a changed shirt price', async () => {
      const payload = buildCheckout({ shirts: [{ slug: shirtSlug, size: 'lg', price: 15, quantity: 2 }] });
      await expectRefused(() => createPayment(t, payload), 'price per unit: sent $15.00, expected $20.00.');
    });

    it('a shirt quantity of 8', async () => {
      const payload = buildCheckout({ shirts: [{ slug: shirtSlug, size: 'lg', price: 20, quantity: 8 }] });
      await expectRefused(() => createPayment(t, payload), CHECKOUT_MESSAGES.quantity);
    });

    it('a donation of 9.50', async () => {
      const payload = buildCheckout({ donation: 9.5 });
      await expectRefused(() => createPayment(t, payload), 'Donation amount must be whole dollars.');
    });

    it('a donation under $10', async () => {
      await expectRefused(() => createPayment(t, buildCheckout({ donation: 5 })), 'Donation amount must be at least $10.');
    });

    it('a virtual runner for the Tulsa event', async () => {
      const payload = buildCheckout({ eventCity: 'Tulsa', runners: [{ runType: 'virtual', price: 25 }] });
      await expectRefused(() => createPayment(t, payload), CHECKOUT_MESSAGES.noVirtualInTulsa);
    });

    it('a virtual runner for a Tulsa team', async () => {
      const team = await buildTeam(t.database.db, { eventCity: 'Tulsa' });
      const payload = buildCheckout({ team: team.id, runners: [{ runType: 'virtual', price: 25 }] });
      await expectRefused(() => createPayment(t, payload), CHECKOUT_MESSAGES.noVirtualInTulsa);
    });

    it('a team that does not exist', async () => {
      await expectRefused(() => createPayment(t, buildCheckout({ team: 999_999, donation: 20 })), 'Team 999999 does not exist.');
    });

    it('an inactive team', async () => {
      const team = await buildTeam(t.database.db, { active: false });
      await expectRefused(() => createPayment(t, buildCheckout({ team: team.id, donation: 20 })), `The team "${team.name}" is not active.`);
    });

    it('a team still marked active from an earlier event year (not reactivated for this one)', async () => {
      const team = await buildTeam(t.database.db, { active: true, year: 2001 });
      await expectRefused(() => createPayment(t, buildCheckout({ team: team.id, donation: 20 })), `The team "${team.name}" is not active.`);
    });

    it('an unknown or inactive product, or a size it does not offer', async () => {
      await expectRefused(() => createPayment(t, buildCheckout({ shirts: [{ slug: 'no-such-shirt', size: 'lg', price: 20, quantity: 1 }] })), 'Product "no-such-shirt" does not exist.');
      const retired = await buildProduct(t.database.db, { active: false });
      await expectRefused(() => createPayment(t, buildCheckout({ shirts: [{ slug: retired.slug, size: 'lg', price: 20, quantity: 1 }] })), 'is not available.');
      await expectRefused(
        () => createPayment(t, buildCheckout({ shirts: [{ slug: shirtSlug, size: 'xl', price: 20, quantity: 1 }] })),
        'Size "xl" is not offered',
      );
    });

    it('an offline payment through the card endpoint', async () => {
      const payload = buildCheckout({ donation: 20, offline: true });
      await expectRefused(() => createPayment(t, payload), 'record it with POST /v1/transactions');
    });
  });

  it('answers a payload error with the field and the spec message', async () => {
    const payload = buildCheckout({ donation: 20 });
    payload.transaction.billingContact = { name_on_card: 'Dana Donor', billing_address: '1 Main St', billing_city: 'Edmond', billing_state: 'Oklahoma', billing_zip: '73013' };
    const res = await createPayment(t, payload, amountOf(payload));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 400, message: 'transaction.billingContact.billing_state: Use state abbreviation.' });
    expect(body.details).toContainEqual({ field: 'transaction.billingContact.billing_state', message: 'Use state abbreviation.' });
  });
});
