import { useMutation } from '@tanstack/react-query';
import { emailPreferencesSchema, type EmailPreferencesUpdate } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /v1/email-preferences {token, coaching, teamNews} (public: the unsubscribe link's token). */
export function useUpdateEmailPreferences() {
  return useMutation({
    mutationFn: (input: EmailPreferencesUpdate) => apiFetch('/email-preferences', { method: 'PUT', body: input, auth: false, schema: emailPreferencesSchema }),
  });
}
