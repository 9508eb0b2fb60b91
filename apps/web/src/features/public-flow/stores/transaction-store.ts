import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PaymentMethodType, PaymentReference, TransactionView } from '@walkfund/domain';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';
import { storeKey } from './store-key.ts';

/** What the thank-you page shows: a recorded transaction, or a free join (no payment). */
export type Receipt =
  | {
      kind: 'payment';
      transaction: TransactionView;
      /**
       * A monthly gift's promise as the donor read it at checkout ("$20 each month on the 29th, to ..."),
       * docs/features/monthly-gifts.md; absent for a one-time payment.
       */
      monthlyLine?: string;
    }
  | {
      kind: 'join';
      contact: { firstName: string; lastName: string; email: string; phone: string };
      /** The team joined; id and city build its donate and join links (receipts stored before they were kept lack them). */
      team: { name: string; slug?: string; id?: number; city?: string };
      members: MemberDraft[];
    };

/** A card payment that succeeded but whose transaction is not recorded yet (retry records it, never charges again). */
export interface PaidPayment extends PaymentReference {
  amountCents: number;
}

/**
 * A payment that settles later, on its way (docs/features/payment-methods.md): nothing is recorded
 * until it clears, so the thank-you page shows this instead of a receipt.
 */
export interface PendingGift {
  amountCents: number;
  method: PaymentMethodType;
  email: string;
  /** The team or event city it supports. */
  supports: string;
}

interface TransactionStore {
  receipt: Receipt | null;
  pendingGift: PendingGift | null;
  setPendingGift(gift: PendingGift): void;
  paidPayment: PaidPayment | null;
  setReceipt(receipt: Receipt): void;
  setPaidPayment(payment: PaidPayment | null): void;
  clearReceipt(): void;
  clear(): void;
}

export const useTransactionStore = create<TransactionStore>()(
  persist(
    (set) => ({
      receipt: null,
      pendingGift: null,
      paidPayment: null,
      setReceipt: (receipt) => set({ receipt, pendingGift: null, paidPayment: null }),
      setPendingGift: (pendingGift) => set({ pendingGift, receipt: null, paidPayment: null }),
      setPaidPayment: (paidPayment) => set({ paidPayment }),
      clearReceipt: () => set({ receipt: null, pendingGift: null }),
      clear: () => set({ receipt: null, pendingGift: null, paidPayment: null }),
    }),
    { name: storeKey('transaction'), version: 1 },
  ),
);
