import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutPayload, PaymentCreateResponse, PaymentProviderKind, PaymentReference, TransactionView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { createPayment } from '../api/create-payment.ts';
import { recordTransaction } from '../api/record-transaction.ts';
import type { CardHandle } from '../components/card-handle.ts';
import { useTransactionStore } from '../../public-flow/index.ts';
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

  async function pay(draft: CheckoutDraft, payload: CheckoutPayload, amount: string, amountCents: number): Promise<PaymentReference> {
    const { paidPayment, setPaidPayment } = useTransactionStore.getState();
    if (paidPayment && paidPayment.amountCents === amountCents) return { id: paidPayment.id, secret: paidPayment.secret };
    const handle = card.current;
    const problem = handle ? handle.precheck() : 'The card form is still loading.';
    if (problem || !handle) throw new Error(problem ?? 'The card form is still loading.');

    const key = JSON.stringify(payload);
    const payment = open.current?.key === key ? open.current.payment : await createPayment(amount, payload);
    open.current = { key, payment };
    if (payment.provider !== provider) {
      onProviderChange(payment);
      throw new Error('Please enter your card details again.');
    }
    const refusal = await handle.confirm(payment, { billing: draft.billing!, email: draft.contact.email, phone: draft.contact.phone });
    if (refusal) throw new Error(refusal);
    open.current = null;
    const reference = { id: payment.id, secret: payment.secret };
    setPaidPayment({ ...reference, amountCents });
    return reference;
  }

  async function submit(draft: CheckoutDraft) {
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
        const reference = await pay(draft, built.payload, built.amount, built.totals.totalCents);
        transaction = await recordTransaction(built.payload, reference);
      }
      useTransactionStore.getState().setReceipt({ kind: 'payment', transaction });
      navigate(paths.frontend('thank-you'));
    } catch (err) {
      setError(errorMessage(err));
      setLoading(false);
      busy.current = false;
    }
  }

  return { submit, loading, error, clearError: () => setError(null) };
}
