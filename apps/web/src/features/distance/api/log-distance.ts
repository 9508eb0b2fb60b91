import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myDistanceSchema, type DistanceEntryInput, type MyDistance } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { myBadgesKey } from '../../badges/index.ts';
import { myDistanceKey } from './get-my-distance.ts';

/** POST /v1/my/distance: one walk; answers the whole log. */
export function postDistance(input: DistanceEntryInput): Promise<MyDistance> {
  return apiFetch('/my/distance', { method: 'POST', body: input, schema: myDistanceSchema });
}

/** The log as answered; the badges are read again (10 miles may be earned). */
export function useLogDistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDistance,
    onSuccess: (log) => {
      queryClient.setQueryData(myDistanceKey, log);
      // Not awaited: the form clears as soon as the walk is saved.
      void queryClient.invalidateQueries({ queryKey: myBadgesKey });
    },
  });
}
