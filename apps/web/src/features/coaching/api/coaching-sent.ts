import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingSentListSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/coaching/sent (admin): the newest sends of the year and the count per message. */
export const coachingSentQuery = queryOptions({
  queryKey: ['coaching-sent'],
  queryFn: () => apiFetch('/coaching/sent', { schema: coachingSentListSchema }),
});

export function useCoachingSent() {
  return useQuery(coachingSentQuery);
}
