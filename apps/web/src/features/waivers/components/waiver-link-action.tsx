import { Button, Group, Text } from '@mantine/core';
import { WAIVER_TOASTS, type WaiverStatus } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { usePersonWaiverStatus, useSendWaiverLink } from '../api/person-waiver.ts';

const STATUS_TEXT: Record<WaiverStatus, string> = {
  signed: 'Signed',
  missing: 'Missing',
  'not-required': 'Not required (no waiver published for their city and event)',
};

/**
 * A participant's waiver on their Event day card (docs/decisions/0011-event-day-check-in.md): the
 * status, and "Send waiver link" when it is missing (an email with a single-use link, audited).
 */
export function WaiverLinkAction({ personId }: { personId: number }) {
  const status = usePersonWaiverStatus(personId);
  const send = useSendWaiverLink(personId);
  const current = status.data?.status ?? null;
  if (!current) return null;
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => notifyToast(WAIVER_TOASTS.linkSent, 'success'),
      onError: () => notifyToast(WAIVER_TOASTS.linkFailed, 'error'),
    });
  return (
    <Group gap="sm" align="center">
      <Text size="sm">
        <Text span fw={600}>
          Waiver:{' '}
        </Text>
        {STATUS_TEXT[current]}
      </Text>
      {current === 'missing' && (
        <Button variant="light" size="xs" loading={send.isPending} onClick={onSend}>
          Send waiver link
        </Button>
      )}
      {send.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(send.error)}
        </Text>
      )}
    </Group>
  );
}
