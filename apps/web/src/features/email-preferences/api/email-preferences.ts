import { useMutation } from '@tanstack/react-query';
import { emailPreferencesSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/email-preferences/lookup {token} (public: the unsubscribe link's token). */
export function useEmailPreferencesLookup() {
  return useMutation({
    mutationFn: (token: string) => apiFetch('/email-preferences/lookup', { method: 'POST', body: { token }, auth: false, schema: emailPreferencesSchema }),
  });
}
