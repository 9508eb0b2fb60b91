import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardCvcProblem, cardExpiryProblem } from './card-checks.ts';
import { testCardSchema } from './payment.schema.ts';

const NOW = new Date(Date.UTC(2026, 10, 26)); // November 2026

describe('cardExpiryProblem', () => {
  it('accepts this month and later, two or four digit years', () => {
    expect(cardExpiryProblem(11, 26, NOW)).toBeNull();
    expect(cardExpiryProblem(1, 2027, NOW)).toBeNull();
  });

  it('refuses a past month with the processor message, and an impossible month as incomplete', () => {
    expect(cardExpiryProblem(10, 26, NOW)).toBe(CARD_MESSAGES.pastExpiry);
    expect(cardExpiryProblem(12, 2025, NOW)).toBe(CARD_MESSAGES.pastExpiry);
    expect(cardExpiryProblem(13, 27, NOW)).toBe(CARD_MESSAGES.incompleteExpiry);
    expect(cardExpiryProblem(0, 27, NOW)).toBe(CARD_MESSAGES.incompleteExpiry);
  });
});

describe('cardCvcProblem', () => {
  it("says what the test-confirm schema's cvc says, without zod", () => {
    const cvcSchema = testCardSchema.shape.cvc;
    for (const cvc of ['123', '1234', ' 123 ', '12', '', '12345', '12a']) {
      const parsed = cvcSchema.safeParse(cvc);
      expect(cardCvcProblem(cvc)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
    }
    expect(cardCvcProblem('12')).toBe(CARD_MESSAGES.incompleteCvc);
  });
});
