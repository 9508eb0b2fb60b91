import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';
import type { SupportingState } from './supporting-store.ts';

/** The walker a gift is credited to besides their team (docs/decisions/0008-fundraiser-credit.md). */
export interface CreditedFundraiser {
  personId: number;
  firstName: string;
  lastName: string;
  /** The team they walk with: the credit holds only while that team is the one supported. */
  teamId: number;
  teamName: string;
}

interface GiftStore {
  fundraiser: CreditedFundraiser | null;
  /** The donor's public message as typed ("" for none). */
  message: string;
  setFundraiser(fundraiser: CreditedFundraiser | null): void;
  setMessage(message: string): void;
  clear(): void;
}

/** What the donate step adds to a gift (docs/decisions/0008-fundraiser-credit.md): the walker credited and the donor's message. */
export const useGiftStore = create<GiftStore>()(
  persist(
    (set) => ({
      fundraiser: null,
      message: '',
      setFundraiser: (fundraiser) => set({ fundraiser }),
      setMessage: (message) => set({ message }),
      clear: () => set({ fundraiser: null, message: '' }),
    }),
    { name: storeKey('gift'), version: 1 },
  ),
);

/** The credit that holds for this support: only while the walker's team is the team supported (docs/decisions/0008-fundraiser-credit.md). */
export function creditFor(fundraiser: CreditedFundraiser | null, supporting: SupportingState): CreditedFundraiser | null {
  return fundraiser && supporting.type === 'Team' && supporting.team?.id === fundraiser.teamId ? fundraiser : null;
}
