import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/by-slug/{slug}: the public team page (no contact details; money in dollars). */
export interface PublicTeamView {
  id: number;
  name: string;
  slug: string;
  /** HTML, sanitized by the server. */
  teamMessage: string;
  imageUrl: string | null;
  eventCity: string;
  captain: { firstName: string; lastName: string } | null;
  totalRaised: number;
  teamDonationGoal: number;
  participants: number;
  active: boolean;
  year: number;
}

export function publicTeamQuery(slug: string) {
  return queryOptions({
    queryKey: ['teams', 'by-slug', slug],
    queryFn: () => apiFetch<PublicTeamView>(`/teams/by-slug/${encodeURIComponent(slug)}`, { auth: false }),
  });
}

export function usePublicTeam(slug: string) {
  return useQuery(publicTeamQuery(slug));
}
