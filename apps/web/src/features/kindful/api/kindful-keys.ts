import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KindfulExportView } from '@walkfund/domain';

/** Query keys of the Kindful queue. */
export const kindfulKeys = {
  all: ['kindful'] as const,
  list: ['kindful', 'list'] as const,
};

/** Import and Status answer the updated row; the list refreshes after both (docs/spec/back-office.md §4). */
export function useKindfulWrite<Variables>(write: (variables: Variables) => Promise<KindfulExportView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kindfulKeys.list }),
  });
}
