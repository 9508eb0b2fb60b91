import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSupportingStore, type SupportedTeam } from '../stores/supporting-store.ts';

/** The team named by ?team=&name=&city= (a team page's Donate and Join links), or null. */
export function teamFromParams(params: URLSearchParams): SupportedTeam | null {
  const id = Number(params.get('team'));
  const name = params.get('name')?.trim();
  if (!Number.isInteger(id) || id <= 0 || !name) return null;
  return { id, name, city: params.get('city')?.trim() ?? '' };
}

/** Presets the supported team from the query, once per team; returns the team named there. */
export function useTeamFromQuery(onPreset?: (team: SupportedTeam) => void): SupportedTeam | null {
  const [params] = useSearchParams();
  const team = teamFromParams(params);
  const supportTeam = useSupportingStore((s) => s.supportTeam);
  const key = team ? `${team.id}|${team.name}|${team.city}` : '';
  useEffect(() => {
    if (!team) return;
    supportTeam(team);
    onPreset?.(team);
    // The key names the team: preset once per team named in the query.
  }, [key]);
  return team;
}
