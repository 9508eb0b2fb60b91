import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { constantContactAuthorizeUrlSchema, constantContactStatusSchema, type ConstantContactStatus } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/constantcontact/status (admin): whether the server has an application, and an account connected. */
export type { ConstantContactStatus };

export const constantContactStatusQuery = queryOptions({
  queryKey: ['admin-constant-contact-status'],
  queryFn: () => apiFetch('/constantcontact/status', { schema: constantContactStatusSchema }),
});

export function useConstantContactStatus() {
  return useQuery(constantContactStatusQuery);
}

/** GET /v1/constantcontact/authorize-url (admin): Constant Contact's authorization page, with a fresh single-use state. */
export function getConstantContactAuthorizeUrl(): Promise<{ url: string }> {
  return apiFetch('/constantcontact/authorize-url', { schema: constantContactAuthorizeUrlSchema });
}

/** Leaving the app for another site (an object, so tests can watch it: jsdom does not navigate). */
export const externalNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};

/** Connect: asks the server for the authorization page and sends the browser there (it comes back to /frontend/constant-contact). */
export function useStartConstantContactConnect() {
  return useMutation({
    mutationFn: getConstantContactAuthorizeUrl,
    onSuccess: ({ url }) => externalNavigation.go(url),
  });
}

/** DELETE /v1/constantcontact/disconnect (admin): revokes and forgets the tokens. */
export function useDisconnectConstantContact() {
  const queryClient = useQueryClient();
  return useMutation({
    // 204, no answer to type.
    mutationFn: async () => {
      await apiFetch('/constantcontact/disconnect', { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: constantContactStatusQuery.queryKey }),
  });
}
