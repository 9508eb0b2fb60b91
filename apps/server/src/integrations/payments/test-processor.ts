import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES, TEST_CARDS, type TestPaymentConfirmInput } from '@walkfund/domain';
import type { PaymentProvider } from './payment-provider.ts';

/** Where the test processor's payments live (the checkouts table; see the payments module). */
export interface TestPaymentStore {
  findTestPayment(id: string): Promise<{ amountCents: number; succeeded: boolean; failureMessage: string | null } | null>;
}

export type TestCardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string };

/**
 * DECISIONS.md 13: the built-in processor accepts Stripe's published test numbers:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds; any future expiry and any CVC. Every other number is refused.
 */
export function chargeTestCard(card: TestPaymentConfirmInput['card'], now = new Date()): TestCardOutcome {
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiry = year * 12 + card.expMonth;
  if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, code: 'invalid_expiry', message: CARD_MESSAGES.pastExpiry };
  switch (card.number) {
    case TEST_CARDS.success.number:
      return { ok: true, brand: 'visa', last4: card.number.slice(-4) };
    case TEST_CARDS.declined.number:
      return { ok: false, code: 'card_declined', message: CARD_MESSAGES.declined };
    case TEST_CARDS.insufficientFunds.number:
      return { ok: false, code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
    default:
      return { ok: false, code: 'incorrect_number', message: CARD_MESSAGES.incorrectNumber };
  }
}

/** The test-mode processor: ids and secrets shaped like Stripe's; state kept by the store. */
export function createTestProcessor(store: TestPaymentStore): PaymentProvider {
  return {
    kind: 'test',
    async createPayment() {
      const id = `test_pi_${randomBytes(12).toString('hex')}`;
      return { id, secret: `${id}_secret_${randomBytes(18).toString('base64url')}` };
    },
    async retrievePayment(id) {
      const payment = await store.findTestPayment(id);
      if (!payment) return null;
      return {
        id,
        succeeded: payment.succeeded,
        amountCents: payment.amountCents,
        currency: 'usd',
        failureMessage: payment.failureMessage,
        details: { provider: 'test', paymentId: id, status: payment.succeeded ? 'succeeded' : 'requires_payment_method' },
      };
    },
  };
}
