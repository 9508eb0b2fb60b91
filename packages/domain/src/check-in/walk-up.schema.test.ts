import { describe, expect, it } from 'vitest';
import { WALK_UP_MESSAGES, walkUpAmountCents, walkUpInputSchema } from './walk-up.schema.ts';

const base = { clientId: '5a0c2a4e-8c1f-4a55-9a3e-0d3c7f1b2e44', firstName: 'Gate', lastName: 'Walker', kind: 'walk' };
const messages = (body: object) => {
  const parsed = walkUpInputSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** docs/decisions/0011-event-day-check-in.md: walk-up registration at the gate. */
describe('walkUpInputSchema', () => {
  it('takes a walker with no email, no phone and nothing to pay', () => {
    const parsed = walkUpInputSchema.parse({ ...base, email: '', phone: '' });
    expect(parsed).toMatchObject({ firstName: 'Gate', kind: 'walk' });
    expect(parsed.email).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it('checks an email given with the checkout rules', () => {
    expect(messages({ ...base, email: 'not an email' })).toEqual(['email: Must be a valid email address.']);
    expect(walkUpInputSchema.parse({ ...base, email: ' Gate@Example.COM ' }).email).toBe('gate@example.com');
  });

  it('asks a 5k runner for a birth date and gender, and for no donation', () => {
    expect(messages({ ...base, kind: '5k', donation: 20, payment: { method: 'cash' } })).toEqual([
      `birthDate: ${WALK_UP_MESSAGES.birthDateFor5k}`,
      `gender: ${WALK_UP_MESSAGES.genderFor5k}`,
      `donation: ${WALK_UP_MESSAGES.donationForWalkOnly}`,
    ]);
    expect(messages({ ...base, kind: '5k', birthDate: '1990-05-01', gender: 'Female', payment: { method: 'check', reference: '1042' } })).toEqual([]);
  });

  it('applies the donation minimum and needs a payment with a donation only', () => {
    expect(messages({ ...base, donation: 5, payment: { method: 'cash' } })).toEqual(['donation: Donation amount must be at least $10.']);
    expect(messages({ ...base, donation: 25 })).toEqual([`payment: ${WALK_UP_MESSAGES.paymentForDonation}`]);
    expect(messages({ ...base, payment: { method: 'cash' } })).toEqual([`payment: ${WALK_UP_MESSAGES.paymentWithoutAmount}`]);
    expect(messages({ ...base, donation: 25, payment: { method: 'card' } })).toEqual([`payment.method: ${WALK_UP_MESSAGES.paymentMethod}`]);
  });

  it('refuses the virtual 5k, a reference on two lines and unknown fields', () => {
    expect(messages({ ...base, kind: '5k-virtual' })).toEqual([`kind: ${WALK_UP_MESSAGES.kind}`]);
    expect(messages({ ...base, payment: { method: 'cash', reference: 'a\nb' }, donation: 10 })).toEqual([`payment.reference: ${WALK_UP_MESSAGES.referencePlainText}`]);
    expect(messages({ ...base, amount: 1 }).length).toBe(1);
  });

  it('computes the amount: the 5k price, or the walk donation', () => {
    expect(walkUpAmountCents({ kind: '5k' }, 3500)).toBe(3500);
    expect(walkUpAmountCents({ kind: 'walk', donation: 25 }, 3500)).toBe(2500);
    expect(walkUpAmountCents({ kind: 'walk' }, 3500)).toBe(0);
  });
});
