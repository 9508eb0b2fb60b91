import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTeamList } from '../api/get-team-list.ts';
import { useSupportingStore, type SupportedTeam } from '../../public-flow/index.ts';

/** Shown when ?team= names no team of this year's public list. */
export const TEAM_LINK_NOT_FOUND = 'The team in this link is not taking part this year. Please choose a team.';

/** The team id of ?team= (a team page's Donate and Join links), or null. */
export function teamIdFromParams(params: URLSearchParams): number | null {
  const raw = params.get('team');
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export interface TeamFromQuery {
  /** The team as the server lists it (the link's name and city are never shown). */
  team: SupportedTeam | null;
  /** Why the link's team was refused. */
  error: string | null;
  /** The team list is still loading. */
  pending: boolean;
}

/**
 * Presets the supported team named by ?team= once the server's public list confirms it, with the
 * list's name, city and slug: a link cannot make "Evil Team" look selected. The link's own name and
 * city are ignored.
 */
export function useTeamFromQuery(onPreset?: (team: SupportedTeam) => void): TeamFromQuery {
  const [params] = useSearchParams();
  const id = teamIdFromParams(params);
  const named = params.get('team') !== null;
  const list = useTeamList();
  const supportTeam = useSupportingStore((s) => s.supportTeam);
  const found = id !== null ? list.data?.find((t) => t.id === id) : undefined;
  const team = useMemo<SupportedTeam | null>(() => (found ? { id: found.id, name: found.name, city: found.eventCity, slug: found.slug } : null), [found]);
  const preset = useRef<number | null>(null);
  // The caller's callback as it is when the preset happens: a new one on each render does not preset again.
  const presetTeam = useEffectEvent((named: SupportedTeam) => {
    supportTeam(named);
    onPreset?.(named);
  });

  useEffect(() => {
    // Preset once per team named in the query.
    if (!team || preset.current === team.id) return;
    preset.current = team.id;
    presetTeam(team);
  }, [team]);

  const refused = named && (id === null || (list.isSuccess && !found));
  return { team, error: refused ? TEAM_LINK_NOT_FOUND : null, pending: named && list.isPending };
}
