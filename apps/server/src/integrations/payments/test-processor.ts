import { createHash, randomBytes } from 'node:crypto';
import { CARD_MESSAGES, TEST_CARDS, cardExpiryProblem, formatCents, type TestPaymentConfirmInput } from '@walkfund/domain';
import { RefundRefusedError, type PaymentProvider, type ProviderPayment, type ProviderRefund, type StoredPaymentState } from './payment-provider.ts';

/**
 * Where the test processor's payments and refunds live (the checkouts and refunds tables; see
 * the payments module), so every server instance sees the same state.
 */
export interface TestPaymentStore {
  findTestPayment(id: string): Promise<StoredPaymentState | null>;
  /** The test refunds recorded for a payment. */
  listTestRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

/** A test refund's id follows from its idempotency key, so asking again returns the same refund (as Stripe). */
export function testRefundId(idempotencyKey: string): string {
  return `test_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

export type TestCardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; message: string };

/**
 * docs/decisions/0113-test-mode-processor.md: the built-in processor accepts Stripe's published test numbers:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
 * insufficient funds; any future expiry and any CVC. Every other number is refused.
 */
export function chargeTestCard(card: TestPaymentConfirmInput['card'], now = new Date()): TestCardOutcome {
  // The browser checks the same rule as the donor types (packages/domain/src/checkout/card-checks.ts).
  const expiryProblem = cardExpiryProblem(card.expMonth, card.expYear, now);
  if (expiryProblem) return { ok: false, code: 'invalid_expiry', message: expiryProblem };
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

const charged = (stored: StoredPaymentState) => stored.status === 'succeeded' || stored.status === 'recorded';

/** A test payment as the processor reports it, from its stored state. */
function testProviderPayment(id: string, stored: StoredPaymentState): ProviderPayment {
  const succeeded = charged(stored);
  return {
    id,
    succeeded,
    amountCents: stored.amountCents,
    currency: 'usd',
    failureMessage: stored.failureMessage,
    details: { provider: 'test', paymentId: id, status: succeeded ? 'succeeded' : 'requires_payment_method' },
  };
}

/** The test-mode processor: ids and secrets shaped like Stripe's; state kept by the store. */
export function createTestProcessor(store: TestPaymentStore): PaymentProvider {
  return {
    kind: 'test',
    async createPayment() {
      const id = `test_pi_${randomBytes(12).toString('hex')}`;
      return { id, secret: `${id}_secret_${randomBytes(18).toString('base64url')}` };
    },
    async retrievePayment(id, stored) {
      const state = stored ?? (await store.findTestPayment(id));
      return state ? testProviderPayment(id, state) : null;
    },
    /** Refuses what Stripe refuses: an unpaid payment, and more than is left unrefunded. */
    async createRefund(input) {
      const payment = await store.findTestPayment(input.paymentId);
      if (!payment || !charged(payment)) throw new RefundRefusedError(`The payment ${input.paymentId} has no successful charge to refund.`);
      const id = testRefundId(input.idempotencyKey);
      const recorded = await store.listTestRefunds(input.paymentId);
      const same = recorded.find((r) => r.id === id);
      if (same) return same;
      const left = payment.amountCents - recorded.reduce((sum, r) => sum + r.amountCents, 0);
      if (input.amountCents > left) {
        throw new RefundRefusedError(`Refund amount (${formatCents(input.amountCents)}) is greater than unrefunded amount on charge (${formatCents(left)}).`);
      }
      return {
        id,
        paymentId: input.paymentId,
        amountCents: input.amountCents,
        currency: 'usd',
        status: 'succeeded',
        metadata: { ...input.metadata, reason: input.reason },
        reason: input.reason,
        failureMessage: null,
      };
    },
    listRefunds: (paymentId) => store.listTestRefunds(paymentId),
  };
}
