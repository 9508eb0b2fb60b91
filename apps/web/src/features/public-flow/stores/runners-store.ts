import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { EMPTY_ADDRESS, type AddressDraft } from '../lib/address.ts';
import { storeKey } from './store-key.ts';
import { emptyWaiver, type WaiverDraft } from '../lib/waiver.ts';

/** One 5k runner as the run form edits it (docs/spec/public-flows.md §3, Runner). */
export interface RunnerDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  /** YYYY-MM-DD */
  birthDate: string;
  shirtSize: string;
  virtual: boolean;
  /** Where a virtual runner's kit is sent. */
  shipping: AddressDraft;
  lifeChurch: boolean;
  lifeChurchLocation: string;
  /** The 5k waiver (docs/features/event-day.md); absent in a draft kept from before waivers. */
  waiver?: WaiverDraft;
}

export function emptyRunner(): RunnerDraft {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    gender: '',
    birthDate: '',
    shirtSize: '',
    virtual: false,
    shipping: { ...EMPTY_ADDRESS },
    lifeChurch: false,
    lifeChurchLocation: '',
    waiver: emptyWaiver(),
  };
}

/** The run form as it is being filled, before Add Runners puts the runners in the cart. */
export interface RunFormDraft {
  runners: RunnerDraft[];
  /** Next was pressed: the runners' forms show. */
  formsShown: boolean;
}

interface RunnersStore {
  /** The runners in the cart (Add Runners). */
  runners: RunnerDraft[];
  /** What the run form holds now, kept so a reload loses nothing (finding 11 of docs/features/walkthrough-findings.md); null once added. */
  draft: RunFormDraft | null;
  setRunners(runners: RunnerDraft[]): void;
  setDraft(draft: RunFormDraft | null): void;
  clear(): void;
}

export const useRunnersStore = create<RunnersStore>()(
  persist(
    (set) => ({
      runners: [],
      draft: null,
      setRunners: (runners) => set({ runners }),
      setDraft: (draft) => set({ draft }),
      clear: () => set({ runners: [], draft: null }),
    }),
    { name: storeKey('runners'), version: 1 },
  ),
);
