import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSummary, CampaignTeam } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/campaign/: the public home's progress, leaderboard, cities and donor wall. */
export const campaignQuery = queryOptions({
  queryKey: ['campaign'],
  queryFn: () => apiFetch<CampaignSummary>('/campaign/', { auth: false }),
});

export function useCampaign() {
  return useQuery(campaignQuery);
}

/** GET /v1/campaign/teams/{slug}: the public team page with its donor wall. */
export function campaignTeamQuery(slug: string) {
  return queryOptions({
    queryKey: ['campaign', 'teams', slug],
    queryFn: () => apiFetch<CampaignTeam>(`/campaign/teams/${encodeURIComponent(slug)}`, { auth: false }),
  });
}

export function useCampaignTeam(slug: string) {
  return useQuery(campaignTeamQuery(slug));
}
