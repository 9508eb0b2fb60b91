import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignTeam } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/by-slug/{slug}: the public team page's fields without the donor wall (no contact details; money in dollars). */
export type PublicTeamView = Omit<CampaignTeam, 'teamMemberGoal' | 'donors'>;

export function publicTeamQuery(slug: string) {
  return queryOptions({
    queryKey: ['teams', 'by-slug', slug],
    queryFn: () => apiFetch<PublicTeamView>(`/teams/by-slug/${encodeURIComponent(slug)}`, { auth: false }),
  });
}

export function usePublicTeam(slug: string) {
  return useQuery(publicTeamQuery(slug));
}
