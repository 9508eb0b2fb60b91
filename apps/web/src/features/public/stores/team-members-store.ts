import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';

/** A team member added by the visitor (docs/spec/public-flows.md §3, Team member added at checkout). */
export interface MemberDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lifeChurch: boolean;
  lifeChurchLocation: string;
}

export function emptyMember(): MemberDraft {
  return { firstName: '', lastName: '', email: '', phone: '', lifeChurch: false, lifeChurchLocation: '' };
}

interface TeamMembersStore {
  members: MemberDraft[];
  setMembers(members: MemberDraft[]): void;
  clear(): void;
}

export const useTeamMembersStore = create<TeamMembersStore>()(
  persist(
    (set) => ({
      members: [],
      setMembers: (members) => set({ members }),
      clear: () => set({ members: [] }),
    }),
    { name: storeKey('team-members'), version: 1 },
  ),
);
