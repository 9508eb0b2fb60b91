import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFundraiserPageSchema, type AdminFundraiserPage, type FundraiserModeration } from '@walkfund/domain';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/**
 * GET /v1/fundraisers/people/{personId} (admin): the person's page as moderation sees it, or null
 * when they have none (a 404: they never claimed it, docs/decisions/0009-personal-pages.md).
 */
export async function getFundraiserPage(personId: number, signal?: AbortSignal): Promise<AdminFundraiserPage | null> {
  try {
    return await apiFetch(`/fundraisers/people/${personId}`, { signal, schema: adminFundraiserPageSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function fundraiserPageQuery(personId: number) {
  return queryOptions({ queryKey: participantKeys.fundraiserPage(personId), queryFn: ({ signal }) => getFundraiserPage(personId, signal) });
}

export function useFundraiserPage(personId: number) {
  return useQuery(fundraiserPageQuery(personId));
}

/** PATCH /v1/fundraisers/people/{personId} (admin, audited): turn the page off or on, edit or clear its story, remove its photo. */
export function moderateFundraiserPage(personId: number, changes: FundraiserModeration): Promise<AdminFundraiserPage> {
  return apiFetch(`/fundraisers/people/${personId}`, { method: 'PATCH', body: changes, schema: adminFundraiserPageSchema });
}

/** Saves a moderation; the answer replaces the page, and the grids showing the page's status are refetched. */
export function useModerateFundraiserPage(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FundraiserModeration) => moderateFundraiserPage(personId, changes),
    onSuccess: (page) => {
      queryClient.setQueryData(participantKeys.fundraiserPage(personId), page);
      void queryClient.invalidateQueries({ queryKey: ['participants', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
