import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutPayload, PaymentCreateResponse, PaymentProviderKind, PaymentReference, TransactionView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { createPayment } from '../api/create-payment.ts';
import { recordTransaction } from '../api/record-transaction.ts';
import type { CardHandle } from '../components/card-handle.ts';
import { creditFor, monthlyGiftLine, supportedCity, useTransactionStore } from '../../public-flow/index.ts';
import { buildCheckoutPayload, type CheckoutDraft } from './checkout-payload.ts';

export interface CheckoutSubmitOptions {
  card: RefObject<CardHandle | null>;
  /** The provider whose card field is on screen. */
  provider: PaymentProviderKind;
  /** POST /v1/payment named another provider than the one on screen: show its field. */
  onProviderChange(payment: PaymentCreateResponse): void;
}

/**
 * The checkout sequence (docs/spec/public-flows.md §4, Checkout and Payment; docs/decisions/0112-payments-exactly-once.md, docs/decisions/0113-test-mode-processor.md, docs/decisions/0114-offline-payments.md): build the payload
 * with the domain schema -> POST /v1/payment with the total in cents -> confirm with the card ->
 * POST /v1/transactions -> keep the receipt -> thank-you. Offline (admin): record directly.
 * One submission at a time; a refused card records nothing and re-enables the button. A payment
 * left open by a refusal is reused for the next card; a paid one is only recorded again, never charged.
 */
export function useCheckoutSubmit({ card, provider, onProviderChange }: CheckoutSubmitOptions) {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const open = useRef<{ key: string; payment: PaymentCreateResponse } | null>(null);

  /** The payment step: answers the reference of a paid payment, or null for a bank transfer on its way (pending). */
  async function pay(draft: CheckoutDraft, payload: CheckoutPayload, amount: string, amountCents: number, via?: CardHandle): Promise<PaymentReference | null> {
    const { paidPayment, setPaidPayment } = useTransactionStore.getState();
    if (paidPayment && paidPayment.amountCents === amountCents) return { id: paidPayment.id, secret: paidPayment.secret };
    const handle = via ?? card.current;
    const problem = handle ? handle.precheck() : 'The card form is still loading.';
    if (problem || !handle) throw new Error(problem ?? 'The card form is still loading.');
    // Stripe's deferred intent: the details are submitted at the tap, before the payment exists.
    const refused = handle.prepare ? await handle.prepare() : null;
    if (refused) throw new Error(refused);

    const key = JSON.stringify(payload);
    const payment = open.current?.key === key ? open.current.payment : await createPayment(amount, payload);
    open.current = { key, payment };
    if (payment.provider !== provider) {
      onProviderChange(payment);
      throw new Error('Please enter your card details again.');
    }
    const outcome = await handle.confirm(payment, { billing: draft.billing!, email: draft.contact.email, phone: draft.contact.phone });
    if (outcome.status === 'refused') throw new Error(outcome.message);
    open.current = null;
    if (outcome.status === 'processing') return null;
    const reference = { id: payment.id, secret: payment.secret };
    setPaidPayment({ ...reference, amountCents });
    return reference;
  }

  /**
   * Submits the checkout. `via` is a one-tap wallet's own handle (the test wallet, Stripe's Express
   * Checkout), used instead of the form's payment field; `onRefused` tells the wallet's sheet.
   */
  async function submit(draft: CheckoutDraft, options: { via?: CardHandle; onRefused?: () => void } = {}) {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const built = buildCheckoutPayload(draft);
      if (!built.ok) throw new Error(built.message);
      let transaction: TransactionView;
      if (draft.offline) {
        transaction = await recordTransaction(built.payload, null);
      } else {
        const reference = await pay(draft, built.payload, built.amount, built.totals.totalCents, options.via);
        if (!reference) {
          // A bank transfer on its way: nothing is recorded until it clears (docs/features/payment-methods.md).
          useTransactionStore.getState().setPendingGift({
            amountCents: built.totals.totalCents,
            method: draft.paymentMethod ?? 'us_bank_account',
            email: draft.contact.email,
            supports: draft.supporting.type === 'Team' ? (draft.supporting.team?.name ?? '') : (supportedCity(draft.supporting) ?? ''),
          });
          navigate(paths.frontend('thank-you'));
          return;
        }
        transaction = await recordTransaction(built.payload, reference);
      }
      // docs/features/monthly-gifts.md: the thank-you page repeats what the donor agreed to.
      const monthlyLine = built.payload.transaction.monthly
        ? monthlyGiftLine({ amount: draft.donation, supporting: draft.supporting, fundraiser: creditFor(draft.fundraiser ?? null, draft.supporting) })
        : undefined;
      useTransactionStore.getState().setReceipt({ kind: 'payment', transaction, ...(monthlyLine ? { monthlyLine } : {}) });
      navigate(paths.frontend('thank-you'));
    } catch (err) {
      options.onRefused?.();
      setError(errorMessage(err));
      setLoading(false);
      busy.current = false;
    }
  }

  return { submit, loading, error, clearError: () => setError(null) };
}
