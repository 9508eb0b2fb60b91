import { create } from 'zustand';
import type { GiftSource } from '@walkfund/domain';
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
  /** Where the visitor came from: the `src` of the walker's or team's link they opened (docs/features/ask-kit.md). */
  source: GiftSource | null;
  setFundraiser(fundraiser: CreditedFundraiser | null): void;
  setMessage(message: string): void;
  setSource(source: GiftSource | null): void;
  clear(): void;
}

/**
 * What the donate step adds to a gift (docs/decisions/0008-fundraiser-credit.md): the walker credited, the donor's
 * message, and where the visitor came from (docs/features/ask-kit.md), kept until the checkout is done.
 */
export const useGiftStore = create<GiftStore>()(
  persist(
    (set) => ({
      fundraiser: null,
      message: '',
      source: null,
      setFundraiser: (fundraiser) => set({ fundraiser }),
      setMessage: (message) => set({ message }),
      setSource: (source) => set({ source }),
      clear: () => set({ fundraiser: null, message: '', source: null }),
    }),
    { name: storeKey('gift'), version: 1 },
  ),
);

/** The credit that holds for this support: only while the walker's team is the team supported (docs/decisions/0008-fundraiser-credit.md). */
export function creditFor(fundraiser: CreditedFundraiser | null, supporting: SupportingState): CreditedFundraiser | null {
  return fundraiser && supporting.type === 'Team' && supporting.team?.id === fundraiser.teamId ? fundraiser : null;
}
