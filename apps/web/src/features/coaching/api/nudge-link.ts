import { useMutation } from '@tanstack/react-query';
import { nudgeResultSchema } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/coaching/nudge-links {token} (public: the digest's signed link). */
export function useNudgeByLink() {
  return useMutation({
    mutationFn: (token: string) => apiFetch('/coaching/nudge-links', { method: 'POST', body: { token }, auth: false, schema: nudgeResultSchema }),
  });
}
