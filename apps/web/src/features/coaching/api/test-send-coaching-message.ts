import { useMutation } from '@tanstack/react-query';
import { coachingTestSendResultSchema, type CoachingPreviewInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/coaching/test-send (admin): the preview, sent to the signed-in admin. */
export function useTestSendCoachingMessage() {
  return useMutation({
    mutationFn: (input: CoachingPreviewInput) => apiFetch('/coaching/test-send', { method: 'POST', body: input, schema: coachingTestSendResultSchema }),
  });
}
