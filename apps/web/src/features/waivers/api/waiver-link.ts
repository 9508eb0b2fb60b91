import { useMutation } from '@tanstack/react-query';
import { waiverLinkLookupSchema, waiverLinkSignResultSchema, type WaiverAcceptanceInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/waiver-links/lookup {token}: what the signing page shows; 404/410 for a link that no longer works. */
export function useWaiverLinkLookup() {
  return useMutation({
    mutationFn: (token: string) => apiFetch('/waiver-links/lookup', { method: 'POST', body: { token }, auth: false, schema: waiverLinkLookupSchema }),
  });
}

/** POST /v1/waiver-links/sign {token, acceptance}: signs and uses the link. */
export function useSignWithWaiverLink() {
  return useMutation({
    mutationFn: (input: { token: string; acceptance: WaiverAcceptanceInput }) =>
      apiFetch('/waiver-links/sign', { method: 'POST', body: input, auth: false, schema: waiverLinkSignResultSchema }),
  });
}
