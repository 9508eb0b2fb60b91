import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundraiserPageAnswerSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/fundraisers/{slug}: a walker's public page, or where it moved (docs/decisions/0009-personal-pages.md). */
export function fundraiserQuery(slug: string) {
  return queryOptions({
    queryKey: ['fundraisers', slug],
    // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
    queryFn: () => apiFetch(`/fundraisers/${encodeURIComponent(slug)}`, { auth: false, schema: import.meta.env.DEV ? fundraiserPageAnswerSchema : undefined }),
  });
}

export function useFundraiser(slug: string, enabled = true) {
  return useQuery({ ...fundraiserQuery(slug), enabled });
}
