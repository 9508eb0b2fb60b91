import { useMutation } from '@tanstack/react-query';
import { coachingPreviewSchema, type CoachingPreviewInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/coaching/preview (admin): the message as being edited, with a walker's figures. */
export function usePreviewCoachingMessage() {
  return useMutation({
    mutationFn: (input: CoachingPreviewInput) => apiFetch('/coaching/preview', { method: 'POST', body: input, schema: coachingPreviewSchema }),
  });
}
