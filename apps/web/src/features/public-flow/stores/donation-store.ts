import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';

interface DonationStore {
  /** Whole dollars; null when no donation is given. */
  amount: number | null;
  /** "Make it monthly": the donation repeats each month after this first one (docs/features/monthly-gifts.md). */
  monthly: boolean;
  setAmount(amount: number | null): void;
  setMonthly(monthly: boolean): void;
  clear(): void;
}

export const useDonationStore = create<DonationStore>()(
  persist(
    (set) => ({
      amount: null,
      monthly: false,
      setAmount: (amount) => set({ amount }),
      setMonthly: (monthly) => set({ monthly }),
      clear: () => set({ amount: null, monthly: false }),
    }),
    // A store saved before `monthly` existed loads with monthly false (the initial state's).
    { name: storeKey('donation'), version: 1 },
  ),
);

/** True when a donation amount above 0 is set. */
export function hasDonation(amount: number | null): amount is number {
  return amount !== null && amount > 0;
}
