import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storeKey } from './store-key.ts';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';

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
