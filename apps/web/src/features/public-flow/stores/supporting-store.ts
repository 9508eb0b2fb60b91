import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { EventCity } from '@walkfund/domain';
import { storeKey } from './store-key.ts';

/** Who the visitor supports (docs/spec/public-flows.md §3, Supporting). Shown capitalised, sent lowercase. */
export type SupportType = 'Team' | 'Event';

export interface SupportedTeam {
  id: number;
  name: string;
  /** The team's event city. */
  city: string;
  slug?: string;
}

export interface SupportingState {
  type: SupportType | null;
  team: SupportedTeam | null;
  eventCity: EventCity | null;
}

interface SupportingActions {
  /** Changing the type clears the event city and the team (docs/spec/public-flows.md §4, Supporting). */
  setType(type: SupportType): void;
  setTeam(team: SupportedTeam | null): void;
  setEventCity(city: EventCity | null): void;
  /** Type Team with this team (query parameters of donate and join). */
  supportTeam(team: SupportedTeam): void;
  clear(): void;
}

const initial: SupportingState = { type: null, team: null, eventCity: null };

export const useSupportingStore = create<SupportingState & SupportingActions>()(
  persist(
    (set, get) => ({
      ...initial,
      setType: (type) => {
        if (get().type !== type) set({ type, team: null, eventCity: null });
      },
      setTeam: (team) => set({ team }),
      setEventCity: (eventCity) => set({ eventCity }),
      supportTeam: (team) => set({ type: 'Team', team, eventCity: null }),
      clear: () => set(initial),
    }),
    { name: storeKey('supporting'), version: 1 },
  ),
);

/** Event needs a city, Team needs a team (id above 0) (docs/spec/public-flows.md §5, Support selection). */
export function isSupportingComplete(s: SupportingState): boolean {
  if (s.type === 'Team') return !!s.team && s.team.id > 0;
  if (s.type === 'Event') return !!s.eventCity;
  return false;
}

/** The city of the event being supported: the team's city, or the chosen event city. */
export function supportedCity(s: SupportingState): string | null {
  if (s.type === 'Team') return s.team?.city || null;
  if (s.type === 'Event') return s.eventCity;
  return null;
}

/** "Team Rocket (Tulsa)" or "Oklahoma City event". */
export function describeSupport(s: SupportingState): string {
  if (s.type === 'Team' && s.team) return `${s.team.name} (${s.team.city})`;
  if (s.type === 'Event' && s.eventCity) return `${s.eventCity} event`;
  return '';
}
