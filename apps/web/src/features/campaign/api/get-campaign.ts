import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignSummarySchema, campaignTeamSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/campaign/: the public home's progress, leaderboard, cities and donor wall. */
export const campaignQuery = queryOptions({
  queryKey: ['campaign'],
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  queryFn: () => apiFetch('/campaign/', { auth: false, schema: import.meta.env.DEV ? campaignSummarySchema : undefined }),
});

export function useCampaign() {
  return useQuery(campaignQuery);
}

/** GET /v1/campaign/teams/{slug}: the public team page with its donor wall. */
export function campaignTeamQuery(slug: string) {
  return queryOptions({
    queryKey: ['campaign', 'teams', slug],
    // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
    queryFn: () => apiFetch(`/campaign/teams/${encodeURIComponent(slug)}`, { auth: false, schema: import.meta.env.DEV ? campaignTeamSchema : undefined }),
  });
}

export function useCampaignTeam(slug: string) {
  return useQuery(campaignTeamQuery(slug));
}
