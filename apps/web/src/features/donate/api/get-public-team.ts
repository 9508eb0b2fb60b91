import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTeamSchema, type PublicTeam } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/teams/by-slug/{slug}: the public team page's fields without the donor wall (no contact details; money in dollars). */
export type PublicTeamView = PublicTeam;

export function publicTeamQuery(slug: string) {
  return queryOptions({
    queryKey: ['teams', 'by-slug', slug],
    // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
    queryFn: () => apiFetch(`/teams/by-slug/${encodeURIComponent(slug)}`, { auth: false, schema: import.meta.env.DEV ? publicTeamSchema : undefined }),
  });
}

export function usePublicTeam(slug: string) {
  return useQuery(publicTeamQuery(slug));
}
