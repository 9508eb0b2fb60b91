import { createHash, randomBytes } from 'node:crypto';
import {
  BANK_MESSAGES, CARD_MESSAGES, TEST_BANK_ACCOUNTS, TEST_BANK_NAME, TEST_BANK_ROUTING_NUMBER, TEST_CARDS, TEST_WALLET_CARD, cardExpiryProblem, formatCents,
  type RecordedPaymentMethod, type TestBankAccount, type TestCard, type TestWallet,
} from '@walkfund/domain';
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
export function chargeTestCard(card: TestCard, now = new Date()): TestCardOutcome {
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

/** The method a test wallet records: the wallet, carrying a test Visa (docs/features/payment-methods.md). */
export function testWalletMethod(wallet: TestWallet): RecordedPaymentMethod {
  return { type: wallet, brand: TEST_WALLET_CARD.brand, last4: TEST_WALLET_CARD.last4 };
}

export type TestBankOutcome =
  | { ok: true; method: RecordedPaymentMethod; settles: true }
  | { ok: true; method: RecordedPaymentMethod; settles: false; failureMessage: string }
  | { ok: false; message: string };

/**
 * Stripe's documented test bank accounts (routing 110000000): 000123456789 settles, 000111111113
 * fails (account closed), each after the delay the settlement job waits. Any other is refused at once.
 */
export function submitTestBankAccount(account: TestBankAccount): TestBankOutcome {
  if (account.routingNumber !== TEST_BANK_ROUTING_NUMBER) return { ok: false, message: BANK_MESSAGES.unknownTestAccount };
  const method: RecordedPaymentMethod = { type: 'us_bank_account', brand: TEST_BANK_NAME, last4: account.accountNumber.slice(-4) };
  if (account.accountNumber === TEST_BANK_ACCOUNTS.settles.accountNumber) return { ok: true, method, settles: true };
  if (account.accountNumber === TEST_BANK_ACCOUNTS.fails.accountNumber) return { ok: true, method, settles: false, failureMessage: TEST_BANK_ACCOUNTS.fails.outcome };
  return { ok: false, message: BANK_MESSAGES.unknownTestAccount };
}

/** Whether a pending test bank transfer settles when its time comes (its account's last four say which). */
export function testBankTransferSettles(method: RecordedPaymentMethod | null | undefined): boolean {
  return method?.type === 'us_bank_account' && method.last4 === TEST_BANK_ACCOUNTS.settles.accountNumber.slice(-4);
}

const charged = (stored: StoredPaymentState) => stored.status === 'succeeded' || stored.status === 'recorded';

function testPaymentStatus(stored: StoredPaymentState): ProviderPayment['status'] {
  if (charged(stored)) return 'succeeded';
  if (stored.status === 'processing') return 'processing';
  // A bank transfer that failed after it was submitted (a card refused stays open for another).
  if (stored.status === 'failed' && stored.paymentMethod) return 'failed';
  return 'open';
}

const STRIPE_STATUS_OF = { succeeded: 'succeeded', processing: 'processing', failed: 'requires_payment_method', open: 'requires_payment_method' } as const;

/** A test payment as the processor reports it, from its stored state. */
function testProviderPayment(id: string, stored: StoredPaymentState): ProviderPayment {
  const status = testPaymentStatus(stored);
  return {
    id,
    succeeded: status === 'succeeded',
    status,
    // A card typed at test-confirm (before methods were kept) is a test Visa.
    method: stored.paymentMethod ?? (status === 'succeeded' ? { type: 'card', brand: 'visa', last4: TEST_CARDS.success.number.slice(-4) } : null),
    amountCents: stored.amountCents,
    currency: 'usd',
    failureMessage: stored.failureMessage,
    details: { provider: 'test', paymentId: id, status: STRIPE_STATUS_OF[status] },
  };
}

/** The test-mode processor: ids and secrets shaped like Stripe's; state kept by the store. */
export function createTestProcessor(store: TestPaymentStore): PaymentProvider {
  const newPayment = () => {
    const id = `test_pi_${randomBytes(12).toString('hex')}`;
    return { id, secret: `${id}_secret_${randomBytes(18).toString('base64url')}` };
  };
  return {
    kind: 'test',
    newPayment,
    async createPayment() {
      return newPayment();
    },
    async retrievePayment(id, stored) {
      const state = stored ?? (await store.findTestPayment(id));
      return state ? testProviderPayment(id, state) : null;
    },
    /** Refuses what Stripe refuses: an unpaid or still pending payment, and more than is left unrefunded. */
    async createRefund(input) {
      const payment = await store.findTestPayment(input.paymentId);
      if (payment?.status === 'processing') throw new RefundRefusedError(BANK_MESSAGES.refundPending);
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
