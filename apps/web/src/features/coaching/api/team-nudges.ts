import { useQuery } from '@tanstack/react-query';
import { teamNudgesSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export const teamNudgesKey = (teamId: number) => ['team-nudges', teamId] as const;

/** GET /v1/coaching/nudges?teamId= (the team's captain or an admin): who was nudged this week. */
export function useTeamNudges(teamId: number) {
  return useQuery({
    queryKey: teamNudgesKey(teamId),
    queryFn: () => apiFetch('/coaching/nudges', { query: { teamId }, schema: teamNudgesSchema }),
  });
}
