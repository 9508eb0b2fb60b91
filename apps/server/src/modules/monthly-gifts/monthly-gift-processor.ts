import {
  CARD_ERROR_STATUS, MONTHLY_GIFT_MESSAGES, TEST_CARDS, type MonthlyGiftCardInput, type MonthlyGiftProvider, type RecordedPaymentMethod,
} from '@walkfund/domain';
import { chargeTestCard } from '../../integrations/payments/test-processor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MonthlyGiftRow } from './monthly-gift.repo.ts';

/**
 * What differs between the processors of a monthly gift (docs/features/monthly-gifts.md). The
 * built-in test processor (here) saves the first checkout's test card and lets this server charge
 * each month through the job queue; Stripe (monthly-gift-stripe-processor.ts, picked in
 * create-monthly-gift-processor.ts) keeps a Subscription that bills by itself, its `invoice.paid`
 * recorded through recordPaidMonth (monthly-gift-charge.service.ts). The service calls the processor
 * before it writes (a refusal changes nothing here) and stores what it answers.
 */

/** What a processor keeps on its side, to be stored on the gift (only the fields given change). */
export interface ProcessorGiftFields {
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  paymentMethod?: RecordedPaymentMethod | null;
  testCardNumber?: string | null;
}

/** A month charged by this server (test processor): the payment, or the processor's refusal. */
export type MonthChargeOutcome =
  | { ok: true; paymentId: string; method: RecordedPaymentMethod }
  | { ok: false; code: string; message: string };

/** A card update: saved on the gift, or (Stripe's first step) the SetupIntent's secret for Stripe.js. */
export type CardUpdateOutcome = { kind: 'saved'; fields: ProcessorGiftFields } | { kind: 'setup'; setupSecret: string };

export interface MonthlyGiftProcessor {
  readonly kind: MonthlyGiftProvider;
  /**
   * True when this server charges each month itself (the daily job, the charge jobs and
   * POST /v1/monthly-gifts/run-due); false when the processor bills by itself (Stripe's invoices).
   */
  readonly chargesEachMonth: boolean;
  /**
   * After the first gift is recorded (the `monthly-gift-start` job, queued in the recording's
   * transaction for a processor that needs it): Stripe creates the Subscription for the customer and
   * method saved by the first payment (`firstPaymentId`), billing from `gift.nextChargeOn` so the first
   * month is not charged twice, at `chargeCents` a month. Answers what to store on the gift.
   */
  startAfterFirstGift(input: { gift: MonthlyGiftRow; firstPaymentId: string | null; chargeCents: number }): Promise<ProcessorGiftFields>;
  /** Charges one month on the saved card (only when chargesEachMonth). A decline is an answer, never a throw. */
  chargeMonth(input: { gift: MonthlyGiftRow; checkoutId: number; amountCents: number; now: Date }): Promise<MonthChargeOutcome>;
  /** The monthly amount changes: `amountCents` the donation, `chargeCents` what a month charges with the covered fee. */
  changeAmount(input: { gift: MonthlyGiftRow; amountCents: number; chargeCents: number }): Promise<void>;
  pause(gift: MonthlyGiftRow): Promise<void>;
  /** Charging starts again on `nextChargeOn` (YYYY-MM-DD, America/Chicago). */
  resume(input: { gift: MonthlyGiftRow; nextChargeOn: string }): Promise<void>;
  /** Final: nothing is charged after it. */
  cancel(gift: MonthlyGiftRow): Promise<void>;
  /** The donor's new card (the body of POST /v1/my-giving/monthly-gifts/{id}/card); throws AppError for a refused card. */
  updateCard(input: { gift: MonthlyGiftRow; card: MonthlyGiftCardInput; now: Date }): Promise<CardUpdateOutcome>;
}

const TEST_NUMBERS = Object.values(TEST_CARDS).map((card) => card.number) as string[];

/**
 * The test number a recorded test payment was made with, from the last four it recorded: only a
 * card that succeeded is ever recorded, so this is 4242 4242 4242 4242 (a test wallet carries it too).
 */
export function testCardNumberOf(method: Pick<RecordedPaymentMethod, 'last4'> | null | undefined): string {
  return TEST_NUMBERS.find((number) => method?.last4 && number.endsWith(method.last4)) ?? TEST_CARDS.success.number;
}

/** A saved test card does not expire: it is charged as if its expiry were next year. */
const savedCardExpiry = (now: Date) => ({ expMonth: 12, expYear: now.getUTCFullYear() + 1, cvc: '123' });

/** The test processor (docs/decisions/0113-test-mode-processor.md): state on the gift's row, no calls out. */
export function createTestMonthlyGiftProcessor(): MonthlyGiftProcessor {
  const nothing = async () => undefined;
  return {
    kind: 'test',
    chargesEachMonth: true,
    startAfterFirstGift: async () => ({}),
    async chargeMonth({ gift, checkoutId, now }) {
      const charged = chargeTestCard({ number: gift.testCardNumber ?? TEST_CARDS.success.number, ...savedCardExpiry(now) }, now);
      if (!charged.ok) return charged;
      // Shaped like the checkout's test payments; one per checkout (checkouts_provider_payment_unique), whoever charges it.
      const method: RecordedPaymentMethod = gift.paymentMethod && gift.paymentMethod.type !== 'card' ? gift.paymentMethod : { type: 'card', brand: charged.brand, last4: charged.last4 };
      return { ok: true, paymentId: `test_pi_monthly_${checkoutId}`, method };
    },
    changeAmount: nothing,
    pause: nothing,
    resume: nothing,
    cancel: nothing,
    async updateCard({ card, now }) {
      if (!card.testCard) throw AppError.badRequest(card.setupIntentId ? MONTHLY_GIFT_MESSAGES.stripeOnly : MONTHLY_GIFT_MESSAGES.cardInput);
      // Saving checks the card as Stripe's SetupIntent would: a refused test card is refused now.
      const checked = chargeTestCard(card.testCard, now);
      if (!checked.ok) throw new AppError(CARD_ERROR_STATUS, checked.message);
      return { kind: 'saved', fields: { testCardNumber: card.testCard.number, paymentMethod: { type: 'card', brand: checked.brand, last4: checked.last4 } } };
    },
  };
}
