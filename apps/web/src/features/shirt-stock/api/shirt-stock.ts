import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shirtStockViewSchema, type ShirtStockInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/shirt-stock (admin): the current year's shirts on hand and given, per city and size. */
export const shirtStockQuery = queryOptions({
  queryKey: ['admin-shirt-stock'],
  queryFn: ({ signal }) => apiFetch('/shirt-stock', { signal, schema: shirtStockViewSchema }),
});

export function useShirtStock() {
  return useQuery(shirtStockQuery);
}

/** PUT /v1/shirt-stock (admin): the answer replaces the cached stock; the admin home's counts are read again. */
export function useSaveShirtStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShirtStockInput) => apiFetch('/shirt-stock', { method: 'PUT', body: input, schema: shirtStockViewSchema }),
    onSuccess: (view) => {
      queryClient.setQueryData(shirtStockQuery.queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['admin-home'] });
    },
  });
}
