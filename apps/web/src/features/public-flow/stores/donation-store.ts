import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';

interface DonationStore {
  /** Whole dollars; null when no donation is given. */
  amount: number | null;
  setAmount(amount: number | null): void;
  clear(): void;
}

export const useDonationStore = create<DonationStore>()(
  persist(
    (set) => ({
      amount: null,
      setAmount: (amount) => set({ amount }),
      clear: () => set({ amount: null }),
    }),
    { name: storeKey('donation'), version: 1 },
  ),
);

/** True when a donation amount above 0 is set. */
export function hasDonation(amount: number | null): amount is number {
  return amount !== null && amount > 0;
}
