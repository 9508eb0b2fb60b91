/** Card-error texts (Stripe's wording). */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiry: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  notCompleted: 'The payment has not been completed.',
} as const;

/** A card security code: three or four digits. */
export const CARD_CVC_PATTERN = /^\d{3,4}$/;

/**
 * What is wrong with a card's expiry, or null: a month 1-12, a year of two or four digits, and not
 * before the current month (UTC), the test-mode processor's rule (docs/decisions/0113-test-mode-processor.md).
 * Without zod, so the checkout can say it while the donor types.
 */
export function cardExpiryProblem(expMonth: number, expYear: number, now = new Date()): string | null {
  const monthOk = Number.isInteger(expMonth) && expMonth >= 1 && expMonth <= 12;
  const yearOk = Number.isInteger(expYear) && expYear >= 0 && expYear <= 9999;
  if (!monthOk || !yearOk) return CARD_MESSAGES.incompleteExpiry;
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (year * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return CARD_MESSAGES.pastExpiry;
  return null;
}

/** What is wrong with a card's security code, or null (the rule of the test-confirm schema's cvc). */
export function cardCvcProblem(cvc: string): string | null {
  return CARD_CVC_PATTERN.test(cvc.trim()) ? null : CARD_MESSAGES.incompleteCvc;
}
