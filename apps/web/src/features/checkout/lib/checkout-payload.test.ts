import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, OFFLINE_REFERENCE_MAX_LENGTH, paymentCreateInputSchema, transactionRecordInputSchema } from '@walkfund/domain';
import {
  EMPTY_CONTACT, type ContactDraft, emptyRunner, type RunnerDraft, type SupportingState, cartTotals, isVirtualAllowed,
  runnerPricesOf,
} from '../../public-flow/index.ts';
import { buildCheckoutPayload, type CheckoutDraft } from './checkout-payload.ts';

const contact: ContactDraft = { ...EMPTY_CONTACT, firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com', phone: '(405) 555-0100' };
const runner = (overrides: Partial<RunnerDraft> = {}): RunnerDraft => ({
  ...emptyRunner(),
  firstName: 'Ray',
  lastName: 'Lee',
  email: 'ray@example.com',
  gender: 'Male',
  birthDate: '1990-04-01',
  ...overrides,
});
const shipping = { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' };
const prices = runnerPricesOf({ event5kSettings: { runnerPrice: 30, virtualRunnerPrice: 25 } });
const team: SupportingState = { type: 'Team', team: { id: 3, name: 'Blue Crew', city: 'Oklahoma City' }, eventCity: null };

function draft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    supporting: team,
    contact,
    donation: 50,
    shirts: [{ slug: 'walk-shirt', name: 'Walk Shirt', size: 'lg', quantity: 2, price: 20 }],
    runners: [runner(), runner({ firstName: 'Vi', virtual: true, shipping })],
    members: [],
    pricing: { prices, virtualAllowed: true },
    eventYear: 2025,
    billing: { name_on_card: 'Ann Lee', billing_address: '1 Main St', billing_city: 'Tulsa', billing_state: 'ok', billing_zip: '74103' },
    shippingAddress: shipping,
    coverFees: true,
    offline: false,
    ...overrides,
  };
}

describe('cart pricing', () => {
  it('adds donation, shirts, $8 shipping and runner prices, with the 3.5% fee on top', () => {
    const totals = cartTotals(
      { donation: 50, shirts: draft().shirts, runners: draft().runners },
      { prices, virtualAllowed: true },
      { coverFees: true },
    );
    // 50 + 2 x 20 + 8 + 30 + 25 = 153; fee 5.355 -> 5.36
    expect(totals).toMatchObject({ shippingCents: 800, runnersCents: 5500, subtotalCents: 15300, coveredFeeCents: 536, totalCents: 15836 });
  });

  it('has no virtual option in Tulsa, and prices such a runner in person', () => {
    expect(isVirtualAllowed('Tulsa', true)).toBe(false);
    expect(isVirtualAllowed('Oklahoma City', true)).toBe(true);
    expect(isVirtualAllowed('Oklahoma City', false)).toBe(false);
    const totals = cartTotals({ donation: null, shirts: [], runners: [runner({ virtual: true })] }, { prices, virtualAllowed: false }, { coverFees: false });
    expect(totals.totalCents).toBe(3000);
  });
});

describe('checkout payload', () => {
  it('builds a payload the payment and transaction schemas accept, with the amount in cents', () => {
    const built = buildCheckoutPayload(draft());
    if (!built.ok) throw new Error(built.message);
    expect(built.amount).toBe('15836');
    expect(built.payload.transaction).toMatchObject({
      supportingType: 'team',
      team: 3,
      eventCity: 'Oklahoma City',
      totalCharged: 158.36,
      feesCovered: 5.36,
      shippingFee: 8,
      billingContact: { billing_state: 'OK', email: 'ann@example.com' },
    });
    expect(built.payload.person.email).toBe('ann@example.com');
    expect(built.payload.person.address).toEqual(shipping);
    expect(built.payload.lineItems.map((i) => i.type)).toEqual(['donation', 'tshirt', '5k', '5k']);
    expect(paymentCreateInputSchema.safeParse({ amount: built.amount, ...built.payload }).success).toBe(true);
    expect(transactionRecordInputSchema.safeParse({ ...built.payload, payment: { id: 'pi_1', secret: 's' } }).success).toBe(true);
  });

  it('sends where the visitor came from (docs/features/ask-kit.md), and none when no link said', () => {
    const built = buildCheckoutPayload(draft({ source: 'poster' }));
    if (!built.ok) throw new Error(built.message);
    expect(built.payload.transaction.source).toBe('poster');
    expect(paymentCreateInputSchema.safeParse({ amount: built.amount, ...built.payload }).success).toBe(true);
    const none = buildCheckoutPayload(draft());
    if (!none.ok) throw new Error(none.message);
    expect(none.payload.transaction.source ?? null).toBeNull();
  });

  it('records an offline payment without billing, fee or card, as "Offline"', () => {
    const built = buildCheckoutPayload(draft({ offline: true, billing: null }));
    if (!built.ok) throw new Error(built.message);
    expect(built.totals.coveredFeeCents).toBe(0);
    expect(built.payload.transaction).toMatchObject({ offline: true, coverFees: false, billingContact: null, externalTransactionId: 'Offline', totalCharged: 153 });
  });

  it('sends the offline check number or reference trimmed, and never with a card payment (docs/decisions/0114-offline-payments.md)', () => {
    const offline = buildCheckoutPayload(draft({ offline: true, billing: null, offlineReference: '  Check #1042 ' }));
    if (!offline.ok) throw new Error(offline.message);
    expect(offline.payload.transaction.offlineReference).toBe('Check #1042');
    const card = buildCheckoutPayload(draft({ offlineReference: 'Check #1042' }));
    if (!card.ok) throw new Error(card.message);
    expect(card.payload.transaction.offlineReference).toBeNull();
    const tooLong = buildCheckoutPayload(draft({ offline: true, billing: null, offlineReference: '1'.repeat(OFFLINE_REFERENCE_MAX_LENGTH + 1) }));
    expect(tooLong).toMatchObject({ ok: false, message: CHECKOUT_MESSAGES.offlineReferenceTooLong });
  });

  it('drops the employer-as-name and anonymous options without a donation', () => {
    const built = buildCheckoutPayload(
      draft({ donation: null, contact: { ...contact, myEmployer: 'Acme', useEmployerAsName: true, anonymous: true } }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.payload.person).toMatchObject({ myEmployer: 'Acme', useEmployerAsName: false, anonymous: false });
  });

  it('sends team members only for team support', () => {
    const member = { firstName: 'Mo', lastName: 'Ng', email: 'mo@example.com', phone: '', lifeChurch: false, lifeChurchLocation: '' };
    const forTeam = buildCheckoutPayload(draft({ members: [member] }));
    const forEvent = buildCheckoutPayload(draft({ members: [member], supporting: { type: 'Event', team: null, eventCity: 'Tulsa' }, runners: [] }));
    expect(forTeam.ok && forTeam.payload.teamMembers).toHaveLength(1);
    expect(forEvent.ok && forEvent.payload.teamMembers).toEqual([]);
  });

  it('reports the first problem with the domain message', () => {
    const built = buildCheckoutPayload(draft({ shippingAddress: null }));
    expect(built).toMatchObject({ ok: false, message: 'A shipping address is required for T-shirts.' });
    const noBirthDate = buildCheckoutPayload(draft({ runners: [runner({ birthDate: '' })] }));
    expect(noBirthDate).toMatchObject({ ok: false, message: 'Birth date is required.' });
  });
});

describe('checkout payload: the credited walker and the message (docs/decisions/0008-fundraiser-credit.md)', () => {
  const jane = { personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 3, teamName: 'Blue Crew' };

  it('credits the walker on a donation to their team, and sends the trimmed message', () => {
    const built = buildCheckoutPayload(draft({ fundraiser: jane, message: '  Go Jane!  ' }));
    if (!built.ok) throw new Error(built.message);
    expect(built.payload.transaction).toMatchObject({ fundraiser: 31, message: 'Go Jane!' });
  });

  it('drops a credit left from another team, a credit without a donation, and an empty message', () => {
    const otherTeam = buildCheckoutPayload(draft({ fundraiser: { ...jane, teamId: 4 }, message: '   ' }));
    if (!otherTeam.ok) throw new Error(otherTeam.message);
    expect(otherTeam.payload.transaction).toMatchObject({ fundraiser: null, message: null });
    const noDonation = buildCheckoutPayload(draft({ fundraiser: jane, donation: null }));
    if (!noDonation.ok) throw new Error(noDonation.message);
    expect(noDonation.payload.transaction.fundraiser).toBeNull();
    const forEvent = buildCheckoutPayload(draft({ fundraiser: jane, supporting: { type: 'Event', team: null, eventCity: 'Tulsa' }, runners: [] }));
    if (!forEvent.ok) throw new Error(forEvent.message);
    expect(forEvent.payload.transaction.fundraiser).toBeNull();
  });

  it("refuses a message the domain's schema refuses, with its message", () => {
    const built = buildCheckoutPayload(draft({ message: 'x'.repeat(281) }));
    expect(built).toMatchObject({ ok: false, message: 'The message must be at most 280 characters.', path: 'transaction.message' });
  });

  it('says the employer matches gifts only with a donation and an employer named (docs/features/sponsor-matches.md)', () => {
    const withEmployer = { ...contact, myEmployer: 'Globex', employerMatches: true };
    const yes = buildCheckoutPayload(draft({ contact: withEmployer }));
    expect(yes.ok && yes.payload.transaction.employerMatches).toBe(true);
    const noEmployer = buildCheckoutPayload(draft({ contact: { ...contact, employerMatches: true } }));
    expect(noEmployer.ok && noEmployer.payload.transaction.employerMatches).toBeUndefined();
    const noGift = buildCheckoutPayload(draft({ contact: withEmployer, donation: null }));
    expect(noGift.ok && noGift.payload.transaction.employerMatches).toBeUndefined();
  });
});
