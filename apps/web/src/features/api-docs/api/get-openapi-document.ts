import { queryOptions, useQuery } from '@tanstack/react-query';
import { openApiDocumentSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { readApiReference } from '../lib/openapi.ts';

/**
 * GET /v1/openapi.json (public): the API's OpenAPI 3.1 document, generated on the server from the
 * domain's schemas. Its schema checks only the document's top; readApiReference reads the rest
 * defensively.
 */
export const openApiDocumentQuery = queryOptions({
  queryKey: ['openapi-document'],
  // The schema in development only: a public page carries no zod (lib/api-client.ts).
  queryFn: ({ signal }) => apiFetch('/openapi.json', { auth: false, signal, schema: import.meta.env.DEV ? openApiDocumentSchema : undefined }),
  select: readApiReference,
  // The document changes only with a deploy.
  staleTime: Infinity,
});

export function useApiReference() {
  return useQuery(openApiDocumentQuery);
}
