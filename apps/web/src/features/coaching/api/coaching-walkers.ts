import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coachingWalkerListSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/coaching/walkers?search= (admin): walkers of the year to preview with. */
export function useCoachingWalkers(search: string) {
  return useQuery({
    queryKey: ['coaching-walkers', search],
    queryFn: () => apiFetch('/coaching/walkers', { query: search ? { search } : {}, schema: coachingWalkerListSchema }),
    placeholderData: keepPreviousData,
  });
}
