import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PaymentReference, TransactionView } from '@walkfund/domain';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';
import { storeKey } from './store-key.ts';

/** What the thank-you page shows: a recorded transaction, or a free join (no payment). */
export type Receipt =
  | { kind: 'payment'; transaction: TransactionView }
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

interface TransactionStore {
  receipt: Receipt | null;
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
      paidPayment: null,
      setReceipt: (receipt) => set({ receipt, paidPayment: null }),
      setPaidPayment: (paidPayment) => set({ paidPayment }),
      clearReceipt: () => set({ receipt: null }),
      clear: () => set({ receipt: null, paidPayment: null }),
    }),
    { name: storeKey('transaction'), version: 1 },
  ),
);
