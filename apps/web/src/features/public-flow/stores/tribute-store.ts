import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { TributeKind } from '@walkfund/domain';
import { storeKey } from './store-key.ts';

/** A gift in honour or in memory of someone, as the donate step holds it (docs/features/tributes.md). */
export interface TributeDraft {
  /** The donor chose to make the gift a tribute. */
  on: boolean;
  kind: TributeKind;
  honoreeName: string;
  /** "Show the tribute on the supporters list" (on by default). */
  showOnWall: boolean;
  /** The donor wants someone told by an e-card. */
  notifyOn: boolean;
  notifyName: string;
  notifyEmail: string;
  message: string;
  /** The e-card states the amount. */
  showAmount: boolean;
}

export const EMPTY_TRIBUTE: TributeDraft = {
  on: false, kind: 'memory', honoreeName: '', showOnWall: true, notifyOn: false, notifyName: '', notifyEmail: '', message: '', showAmount: false,
};

interface TributeStore extends TributeDraft {
  change(patch: Partial<TributeDraft>): void;
  clear(): void;
}

/** The donate step's tribute, kept until the checkout is done (clearPublicFlow). */
export const useTributeStore = create<TributeStore>()(
  persist(
    (set) => ({
      ...EMPTY_TRIBUTE,
      change: (patch) => set(patch),
      clear: () => set(EMPTY_TRIBUTE),
    }),
    { name: storeKey('tribute'), version: 1 },
  ),
);
