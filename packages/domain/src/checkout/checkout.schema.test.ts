import { describe, expect, it } from 'vitest';
import { DONOR_MESSAGE_MAX_LENGTH } from './constants.ts';
import { OFFLINE_REFERENCE_MAX_LENGTH } from '../transactions/constants.ts';
import { FIELD_MESSAGES, UI_MESSAGES } from '../messages.ts';
import {
  CHECKOUT_MESSAGES, checkoutPayloadSchema, paymentCreateInputSchema, transactionRecordInputSchema, type CheckoutPayloadInput,
} from './checkout.schema.ts';
import { CARD_MESSAGES, testPaymentConfirmInputSchema } from './payment.schema.ts';
import { WAIVER_MESSAGES } from '../waivers/waiver.schema.ts';
import { GENDER_MESSAGE } from '../common/fields.ts';

const billing = { name_on_card: 'Ann Lee', billing_address: '1 Main St', billing_city: 'Tulsa', billing_state: 'ok', billing_zip: '74101' };
const runner = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', runType: 'in-person' as const, registrationCost: 30, gender: 'Female' as const, birthDate: '1990-04-02' };

function payload(overrides: Partial<CheckoutPayloadInput> = {}, transaction: Record<string, unknown> = {}): CheckoutPayloadInput {
  return {
    person: { firstName: 'Ann', lastName: 'Lee', email: ' Ann@Example.com ', phone: '(405) 555-1234' },
    transaction: { supportingType: 'event', eventCity: 'Oklahoma City', billingContact: billing, totalCharged: 25.88, feesCovered: 0.88, shippingFee: 0, ...transaction } as CheckoutPayloadInput['transaction'],
    lineItems: [{ type: 'donation', amount: 25 }],
    ...overrides,
  };
}

/** The messages of a failed parse, keyed by path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('checkout payload schema', () => {
  it('accepts a donation and applies defaults', () => {
    const parsed = checkoutPayloadSchema.parse(payload());
    expect(parsed.person.email).toBe('ann@example.com');
    expect(parsed.person.marketing).toBe(true);
    expect(parsed.transaction.coverFees).toBe(true);
    expect(parsed.transaction.offline).toBe(false);
    expect(parsed.transaction.billingContact?.billing_state).toBe('OK');
    expect(parsed.teamMembers).toEqual([]);
  });

  it('accepts the supporting type in any case', () => {
    expect(checkoutPayloadSchema.parse(payload({}, { supportingType: 'Event' })).transaction.supportingType).toBe('event');
  });

  it('gives the billing messages of the spec', () => {
    const result = checkoutPayloadSchema.safeParse(
      payload({}, { billingContact: { ...billing, name_on_card: 'A', billing_state: 'Okla', billing_zip: '7410a' } }),
    );
    const found = issues(result);
    expect(found['transaction.billingContact.name_on_card']).toBe('Name on card must be at least 2 characters.');
    expect(found['transaction.billingContact.billing_state']).toBe(FIELD_MESSAGES.stateAbbreviation);
    expect(found['transaction.billingContact.billing_zip']).toBe(FIELD_MESSAGES.zipNumeric);
    const short = checkoutPayloadSchema.safeParse(payload({}, { billingContact: { ...billing, billing_zip: '7410' } }));
    expect(issues(short)['transaction.billingContact.billing_zip']).toBe(FIELD_MESSAGES.zipLength);
  });

  it('needs billing details unless offline', () => {
    expect(issues(checkoutPayloadSchema.safeParse(payload({}, { billingContact: undefined })))['transaction.billingContact']).toBe(CHECKOUT_MESSAGES.billingRequired);
    expect(checkoutPayloadSchema.safeParse(payload({}, { billingContact: undefined, offline: true })).success).toBe(true);
  });

  it('refuses a donation that is not whole dollars or under $10', () => {
    expect(issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [{ type: 'donation', amount: 9.5 }] })))['lineItems.0.amount']).toBe(
      'Donation amount must be whole dollars.',
    );
    expect(issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [{ type: 'donation', amount: 9 }] })))['lineItems.0.amount']).toBe(
      'Donation amount must be at least $10.',
    );
  });

  it('limits shirt quantity to 1-7 and needs a shipping address', () => {
    const item = { type: 'tshirt' as const, amount: 160, productDetails: { slug: 'event-shirt', size: 'lg', pricePerUnit: 20, unitCount: 8 } };
    const found = issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [item] })));
    expect(found['lineItems.0.productDetails.unitCount']).toBe(CHECKOUT_MESSAGES.quantity);
    expect(found['transaction.shippingAddress']).toBe(CHECKOUT_MESSAGES.shirtsNeedShipping);
  });

  it('applies the 1-7 rule to one shirt and size across lines (2 + 7 medium is refused)', () => {
    const shipping = { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74101' };
    const line = (size: string, unitCount: number) => ({
      type: 'tshirt' as const, amount: 20 * unitCount, productDetails: { slug: 'event-shirt', size, pricePerUnit: 20, unitCount },
    });
    const merged = checkoutPayloadSchema.safeParse(payload({ lineItems: [line('med', 2), line('med', 7)] }, { shippingAddress: shipping }));
    expect(issues(merged)['lineItems.1.productDetails.unitCount']).toBe(CHECKOUT_MESSAGES.quantityPerSize);
    expect(checkoutPayloadSchema.safeParse(payload({ lineItems: [line('med', 3), line('med', 4)] }, { shippingAddress: shipping })).success).toBe(true);
    expect(checkoutPayloadSchema.safeParse(payload({ lineItems: [line('med', 7), line('lg', 7)] }, { shippingAddress: shipping })).success).toBe(true);
  });

  it('takes a phone pasted with the country code as the masked number', () => {
    const parsed = checkoutPayloadSchema.parse(payload({ person: { ...payload().person, phone: '+1 405 555 1234' } }));
    expect(parsed.person.phone).toBe('(405) 555-1234');
  });

  it('refuses a billing state outside the US state list, and upper-cases a listed one', () => {
    const found = issues(checkoutPayloadSchema.safeParse(payload({}, { billingContact: { ...billing, billing_state: 'ZZ' } })));
    expect(found['transaction.billingContact.billing_state']).toBe(FIELD_MESSAGES.stateAbbreviation);
    expect(checkoutPayloadSchema.parse(payload()).transaction.billingContact?.billing_state).toBe('OK');
  });

  it('needs gender and birth date for a runner, and shipping for a virtual one', () => {
    const { gender: _g, birthDate: _b, ...bare } = runner;
    const found = issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [{ type: '5k', amount: 30, runnerDetails: bare as typeof runner }] })));
    expect(found['lineItems.0.runnerDetails.gender']).toBe(GENDER_MESSAGE);
    expect(found['lineItems.0.runnerDetails.birthDate']).toBe('Birth date is required.');
    const virtual = { type: '5k' as const, amount: 25, runnerDetails: { ...runner, runType: 'virtual' as const, registrationCost: 25 } };
    expect(issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [virtual] })))['lineItems.0.runnerDetails.shipping']).toBe(
      CHECKOUT_MESSAGES.virtualNeedsShipping,
    );
  });

  it('takes a waiver acceptance on a runner and an added member (docs/features/event-day.md), a minor with a guardian', () => {
    const waiver = { waiverId: 3, signedName: 'Ann Lee' };
    const parsed = checkoutPayloadSchema.parse(
      payload({
        lineItems: [{ type: '5k', amount: 30, runnerDetails: { ...runner, waiver } }],
        teamMembers: [{ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com', waiver: { waiverId: 4, signedName: 'Bo Lee', minor: true, guardianName: 'Ann Lee' } }],
      }, { supportingType: 'team', team: 7 }),
    );
    const item = parsed.lineItems[0]!;
    expect(item.type === '5k' && item.runnerDetails.waiver).toEqual({ ...waiver, minor: false });
    expect(parsed.teamMembers[0]!.waiver).toMatchObject({ minor: true, guardianName: 'Ann Lee' });
    const refused = checkoutPayloadSchema.safeParse(
      payload({ teamMembers: [{ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com', waiver: { waiverId: 4, signedName: 'Bo Lee', minor: true } }] }, { supportingType: 'team', team: 7 }),
    );
    expect(issues(refused)['teamMembers.0.waiver.guardianName']).toBe(WAIVER_MESSAGES.guardianRequired);
  });

  it('refuses a virtual runner for Tulsa', () => {
    const shipping = { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74101' };
    const virtual = { type: '5k' as const, amount: 25, runnerDetails: { ...runner, runType: 'virtual' as const, registrationCost: 25, shipping } };
    const result = checkoutPayloadSchema.safeParse(payload({ lineItems: [virtual] }, { eventCity: 'Tulsa' }));
    expect(issues(result)['lineItems.0.runnerDetails.runType']).toBe(CHECKOUT_MESSAGES.noVirtualInTulsa);
  });

  it('needs a team for team support, and team support for added members', () => {
    expect(issues(checkoutPayloadSchema.safeParse(payload({}, { supportingType: 'team', eventCity: undefined })))['transaction.team']).toBe(UI_MESSAGES.noTeamSelected);
    const member = { firstName: 'Bo', lastName: 'Day', email: 'bo@example.com' };
    expect(issues(checkoutPayloadSchema.safeParse(payload({ teamMembers: [member] })))['teamMembers']).toBe(CHECKOUT_MESSAGES.membersNeedTeam);
    expect(checkoutPayloadSchema.safeParse(payload({ teamMembers: [member] }, { supportingType: 'team', team: 4 })).success).toBe(true);
  });

  it('refuses an empty cart and two donations', () => {
    expect(issues(checkoutPayloadSchema.safeParse(payload({ lineItems: [] })))['lineItems']).toBe(CHECKOUT_MESSAGES.emptyCart);
    const two = [{ type: 'donation' as const, amount: 10 }, { type: 'donation' as const, amount: 20 }];
    expect(issues(checkoutPayloadSchema.safeParse(payload({ lineItems: two })))['lineItems']).toBe(CHECKOUT_MESSAGES.oneDonation);
  });
});

describe('payment and record inputs', () => {
  it('POST /v1/payment takes the amount as a string of cents and no offline flag', () => {
    expect(paymentCreateInputSchema.safeParse({ amount: '2588', ...payload() }).success).toBe(true);
    expect(issues(paymentCreateInputSchema.safeParse({ amount: 25.88, ...payload() }))['amount']).toMatch(/cents/);
    expect(issues(paymentCreateInputSchema.safeParse({ amount: '2500', ...payload({}, { offline: true }) }))['transaction.offline']).toMatch(/POST \/v1\/transactions/);
  });

  it('POST /v1/transactions needs the payment reference unless offline', () => {
    expect(issues(transactionRecordInputSchema.safeParse(payload()))['payment']).toBe(CHECKOUT_MESSAGES.paymentRequired);
    expect(transactionRecordInputSchema.safeParse({ ...payload(), payment: { id: 'pi_1', secret: 'pi_1_secret_x' } }).success).toBe(true);
    expect(transactionRecordInputSchema.safeParse(payload({}, { offline: true, feesCovered: 0, totalCharged: 25 })).success).toBe(true);
  });

  it('normalizes test card input', () => {
    const parsed = testPaymentConfirmInputSchema.parse({ id: 'test_pi_1', secret: 's', card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2040', cvc: '123' } });
    expect(parsed.method === 'card' && parsed.card).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' });
    const bad = testPaymentConfirmInputSchema.safeParse({ id: 'x', secret: 's', card: { number: '4242', expMonth: 13, expYear: 2040, cvc: '1' } });
    const found = issues(bad);
    expect(found['card.number']).toBe(CARD_MESSAGES.incompleteNumber);
    expect(found['card.expMonth']).toBe(CARD_MESSAGES.incompleteExpiry);
    expect(found['card.cvc']).toBe(CARD_MESSAGES.incompleteCvc);
  });
});

/** A checkout in exactly the shape of the spec's transaction payload (docs/spec/public-flows.md §3; docs/decisions/0119-spec-payloads-accepted.md). */
function specShapedPayload() {
  const shippingAddress = { address: '9 Oak Ave', city: 'Tulsa', state: 'OK', zipcode: '74101' };
  return {
    person: {
      firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(405) 555-1234', lifeChurch: true,
      lifeChurchCampus: { value: 14, name: 'Jenks' }, anonymous: false, marketing: true, myEmployer: '', useEmployerAsName: false,
      eventYear: 2026, eventCity: 'Tulsa', team: 7, event: 'donor',
    },
    transaction: {
      eventYear: 2026, supportingType: 'team', team: { id: 7 }, eventCity: 'Tulsa',
      billingContact: { ...billing, email: 'ann@example.com', phone: '(405) 555-1234' },
      totalCharged: 98.33, feesCovered: 3.33, shippingFee: 8, externalTransactionId: null, paymentDetails: null,
    },
    lineItems: [
      { type: 'donation', primaryContact: 'Ann Lee', amount: 25, eventYear: 2026, anonymous: false, myEmployer: '', useEmployerAsName: false },
      {
        type: 'tshirt', primaryContact: 'Ann Lee', eventYear: 2026, amount: 20, shippingAddress,
        productDetails: { type: 'tshirt', name: 'Event Shirt', slug: 'event-shirt', size: 'lg', pricePerUnit: 20, unitCount: 1 },
      },
      {
        type: '5k', primaryContact: 'Ann Lee', eventYear: 2026, amount: 30,
        runnerDetails: { ...runner, phone: '(405) 555-1234', shirtSize: 'Large', lifeChurch: true, lifeChurchCampus: 3 },
      },
    ],
    teamMembers: [
      { email: 'bo@example.com', firstName: 'Bo', lastName: 'Day', phone: '(405) 555-7777', lifeChurch: true, lifeChurchLocation: 'Moore', team: 7, eventYear: 2026 },
    ],
  };
}

describe('the spec\'s payload fields (docs/decisions/0119-spec-payloads-accepted.md)', () => {
  it('accepts a payload in exactly the spec\'s shape', () => {
    const parsed = checkoutPayloadSchema.parse(specShapedPayload());
    expect(parsed.transaction.team).toBe(7);
    expect(parsed.person).toMatchObject({ lifeChurchCampus: 'Jenks', eventYear: 2026, eventCity: 'Tulsa', team: 7 });
    expect(parsed.lineItems[1]).toMatchObject({ shippingAddress: { city: 'Tulsa' }, eventYear: 2026 });
    expect(parsed.lineItems[2]).toMatchObject({ runnerDetails: { lifeChurchCampus: 'Edmond' } });
    expect(parsed.teamMembers[0]).toMatchObject({ team: 7, eventYear: 2026 });
  });

  it('takes a shirt\'s shipping address from its line item when the transaction has none', () => {
    const p = specShapedPayload();
    expect(checkoutPayloadSchema.safeParse({ ...p, transaction: { ...p.transaction, shippingAddress: undefined } }).success).toBe(true);
    const { shippingAddress: _s, ...shirt } = p.lineItems[1]!;
    expect(issues(checkoutPayloadSchema.safeParse({ ...p, lineItems: [shirt] }))['transaction.shippingAddress']).toBe(CHECKOUT_MESSAGES.shirtsNeedShipping);
  });

  it('refuses a person or team member naming another team than the transaction\'s', () => {
    const p = specShapedPayload();
    const found = issues(
      checkoutPayloadSchema.safeParse({ ...p, person: { ...p.person, team: 8 }, teamMembers: [{ ...p.teamMembers[0]!, team: { id: 9 } }] }),
    );
    expect(found['person.team']).toBe(CHECKOUT_MESSAGES.teamMismatch);
    expect(found['teamMembers.0.team']).toBe(CHECKOUT_MESSAGES.teamMismatch);
  });

  it('refuses a campus value and a location that disagree', () => {
    const p = specShapedPayload();
    const found = issues(checkoutPayloadSchema.safeParse({ ...p, person: { ...p.person, lifeChurchLocation: 'Moore' } }));
    expect(found['person.lifeChurchCampus']).toMatch(/different campuses/);
  });

  it('still refuses fields the spec does not document', () => {
    const p = specShapedPayload();
    expect(issues(checkoutPayloadSchema.safeParse({ ...p, person: { ...p.person, isAdmin: true } }))['person']).toMatch(/isAdmin/);
    expect(checkoutPayloadSchema.safeParse({ ...p, lineItems: [{ ...p.lineItems[0]!, price: 1 }] }).success).toBe(false);
    expect(checkoutPayloadSchema.safeParse({ ...p, transaction: { ...p.transaction, team: { id: 7, name: 'x' } } }).success).toBe(false);
  });

  it('bounds paymentDetails', () => {
    const p = specShapedPayload();
    const big = { ...p, transaction: { ...p.transaction, paymentDetails: { note: 'x'.repeat(20_000) } } };
    expect(issues(checkoutPayloadSchema.safeParse(big))['transaction.paymentDetails']).toMatch(/at most/);
  });
});

describe('fundraiser and message (docs/decisions/0008-fundraiser-credit.md)', () => {
  const toTeam = { supportingType: 'team', team: 7, eventCity: undefined };

  it('accepts a fundraiser on a donation to a team and a trimmed message of at most 280 characters', () => {
    const longest = 'x'.repeat(DONOR_MESSAGE_MAX_LENGTH);
    const parsed = checkoutPayloadSchema.parse(payload({}, { ...toTeam, fundraiser: 12, message: `  ${longest}  ` }));
    expect(parsed.transaction).toMatchObject({ fundraiser: 12, message: longest });
    expect(checkoutPayloadSchema.parse(payload()).transaction.fundraiser).toBeUndefined();
  });

  it('refuses a fundraiser on an event gift or without a donation, and a fundraiser that is no id', () => {
    expect(issues(checkoutPayloadSchema.safeParse(payload({}, { fundraiser: 12 })))).toEqual({ 'transaction.fundraiser': CHECKOUT_MESSAGES.fundraiserNeedsTeam });
    const runnerOnly = payload({ lineItems: [{ type: '5k', amount: 30, runnerDetails: runner }] }, { ...toTeam, fundraiser: 12 });
    expect(issues(checkoutPayloadSchema.safeParse(runnerOnly))).toEqual({ 'transaction.fundraiser': CHECKOUT_MESSAGES.fundraiserNeedsDonation });
    for (const fundraiser of [0, -1, 1.5, true, 'abc']) {
      expect(checkoutPayloadSchema.safeParse(payload({}, { ...toTeam, fundraiser })).success).toBe(false);
    }
  });

  it('refuses a message over 280 characters or with a control character or line break', () => {
    const tooLong = checkoutPayloadSchema.safeParse(payload({}, { message: 'x'.repeat(DONOR_MESSAGE_MAX_LENGTH + 1) }));
    expect(issues(tooLong)).toEqual({ 'transaction.message': CHECKOUT_MESSAGES.messageTooLong });
    for (const message of ['Go\nteam', 'Go\u0007team', 'Go\u2028team', 'Go\u0085team']) {
      expect(issues(checkoutPayloadSchema.safeParse(payload({}, { message })))).toEqual({ 'transaction.message': CHECKOUT_MESSAGES.messagePlainText });
    }
  });

  it("keeps an offline payment's check number or reference trimmed, and refuses it too long, on two lines or on a card payment (docs/decisions/0114-offline-payments.md)", () => {
    const offline = { offline: true, billingContact: null, feesCovered: 0, totalCharged: 25 };
    const kept = checkoutPayloadSchema.safeParse(payload({}, { ...offline, offlineReference: '  Check #1042 ' }));
    expect(kept.success && kept.data.transaction.offlineReference).toBe('Check #1042');
    expect(checkoutPayloadSchema.safeParse(payload({}, { ...offline, offlineReference: '' })).success).toBe(true);
    const tooLong = checkoutPayloadSchema.safeParse(payload({}, { ...offline, offlineReference: '1'.repeat(OFFLINE_REFERENCE_MAX_LENGTH + 1) }));
    expect(issues(tooLong)).toEqual({ 'transaction.offlineReference': CHECKOUT_MESSAGES.offlineReferenceTooLong });
    expect(issues(checkoutPayloadSchema.safeParse(payload({}, { ...offline, offlineReference: 'Check\n1042' })))).toEqual({
      'transaction.offlineReference': CHECKOUT_MESSAGES.offlineReferencePlainText,
    });
    expect(issues(checkoutPayloadSchema.safeParse(payload({}, { offlineReference: 'Check #1042' })))).toEqual({
      'transaction.offlineReference': CHECKOUT_MESSAGES.offlineReferenceNeedsOffline,
    });
  });
});
