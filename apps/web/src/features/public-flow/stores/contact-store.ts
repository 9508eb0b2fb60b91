import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';
import type { WaiverDraft } from '../lib/waiver.ts';

/** The primary contact as the contact form edits it (docs/spec/public-flows.md §3, Contact). */
export interface ContactDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  myEmployer: string;
  useEmployerAsName: boolean;
  /** "Does your employer match gifts?" (docs/features/sponsor-matches.md): unanswered until asked. */
  employerMatches?: boolean;
  lifeChurch: boolean;
  lifeChurchLocation: string;
  anonymous: boolean;
  marketing: boolean;
  /** The walk waiver of a contact who joins a team (docs/features/event-day.md). */
  waiver?: WaiverDraft;
}

/** Marketing opt-in defaults to true (docs/spec/public-flows.md §9). */
export const EMPTY_CONTACT: ContactDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  myEmployer: '',
  useEmployerAsName: false,
  lifeChurch: false,
  lifeChurchLocation: '',
  anonymous: false,
  marketing: true,
};

interface ContactStore {
  contact: ContactDraft;
  setContact(contact: ContactDraft): void;
  setMarketing(marketing: boolean): void;
  clear(): void;
}

export const useContactStore = create<ContactStore>()(
  persist(
    (set) => ({
      contact: EMPTY_CONTACT,
      setContact: (contact) => set({ contact }),
      setMarketing: (marketing) => set((s) => ({ contact: { ...s.contact, marketing } })),
      clear: () => set({ contact: EMPTY_CONTACT }),
    }),
    { name: storeKey('contact'), version: 1 },
  ),
);
