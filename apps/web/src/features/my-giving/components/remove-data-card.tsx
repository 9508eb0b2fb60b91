import { useState } from 'react';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { DonorSession } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveMyData } from '../api/remove-my-data.ts';

/**
 * The donor asks for their personal data to be removed: confirm, then their name, email, phone and
 * address go; the gifts stay in the charity's books without them (docs/features/my-giving.md).
 */
export function RemoveDataCard({ session, onRemoved }: { session: DonorSession; onRemoved: (message: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMyData(session);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="remove-data-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="remove-data-title">
          Your personal data
        </Title>
        <Text size="sm">
          You can ask us to remove your name, email, phone and address. Your gifts stay in the charity&apos;s books without them, and you will no longer
          be able to see them here.
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            Remove my personal data
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove your personal data?" centered>
        <Stack gap="md">
          <Text size="sm">This cannot be undone. Your receipts and statements will no longer carry your name, and this page will close.</Text>
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep my data
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: (answer) => onRemoved(answer.message) })}>
              Remove my data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
