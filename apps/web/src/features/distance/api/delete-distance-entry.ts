import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myBadgesKey } from '../../badges/index.ts';
import { myDistanceKey } from './get-my-distance.ts';

/** DELETE /v1/my/distance/{entryId}: one of the walker's own walks (204). */
export async function deleteDistanceEntry(entryId: number): Promise<void> {
  await apiFetch(`/my/distance/${entryId}`, { method: 'DELETE' });
}

export function useDeleteDistanceEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDistanceEntry,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: myDistanceKey }), queryClient.invalidateQueries({ queryKey: myBadgesKey })]),
  });
}
