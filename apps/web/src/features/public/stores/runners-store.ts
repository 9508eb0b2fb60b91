import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { EMPTY_ADDRESS, type AddressDraft } from '../lib/address.ts';
import { storeKey } from './store-key.ts';

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
  };
}

interface RunnersStore {
  runners: RunnerDraft[];
  setRunners(runners: RunnerDraft[]): void;
  clear(): void;
}

export const useRunnersStore = create<RunnersStore>()(
  persist(
    (set) => ({
      runners: [],
      setRunners: (runners) => set({ runners }),
      clear: () => set({ runners: [] }),
    }),
    { name: storeKey('runners'), version: 1 },
  ),
);
