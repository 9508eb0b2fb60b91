import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatCents, type CoachingMessage, type CoachingMessageKind } from '@walkfund/domain';
import { PanelSection } from '../../../components/config-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCoachingWalkers } from '../api/coaching-walkers.ts';
import { usePreviewCoachingMessage } from '../api/preview-coaching-message.ts';
import { useTestSendCoachingMessage } from '../api/test-send-coaching-message.ts';

/** The message as being edited, written with a real walker's figures, and sent to the signed-in admin on request. */
export function CoachingPreview({ kind, message }: { kind: CoachingMessageKind; message: CoachingMessage }) {
  const [search, setSearch] = useState('');
  const [personId, setPersonId] = useState<string | null>(null);
  const walkers = useCoachingWalkers(search.trim());
  const preview = usePreviewCoachingMessage();
  const testSend = useTestSendCoachingMessage();
  const options = (walkers.data?.walkers ?? []).map((w) => ({
    value: String(w.personId),
    label: `${w.name} (${w.teamName}): ${formatCents(Math.round(w.raised * 100))} of ${formatCents(Math.round(w.goal * 100))}`,
  }));
  const input = personId ? { kind, personId: Number(personId), message } : null;

  return (
    <PanelSection title="Preview">
      <Group align="flex-end" grow>
        <TextInput label="Find a walker" value={search} onChange={(event) => setSearch(event.currentTarget.value)} maxLength={100} />
        <Select label="Walker" placeholder={options.length ? 'Pick a walker' : 'No walker with a page yet'} data={options} value={personId} onChange={setPersonId} />
      </Group>
      <Group>
        <Button variant="light" disabled={!input} loading={preview.isPending} onClick={() => input && preview.mutate(input)}>
          Preview
        </Button>
        <Button
          variant="default"
          disabled={!input}
          loading={testSend.isPending}
          onClick={() =>
            input &&
            testSend.mutate(input, {
              onSuccess: (result) => notifySuccess('Success', result.message),
              onError: (error) => notifyError('Error', errorMessage(error)),
            })
          }
        >
          Send a test to me
        </Button>
      </Group>
      {preview.isError && (
        <Alert color="red" title="Error">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {preview.data && (
        <Paper withBorder p="md" aria-label="Email preview">
          <Stack gap="xs">
            <Text size="sm">
              <strong>To:</strong> {preview.data.to}
            </Text>
            <Text size="sm">
              <strong>Subject:</strong> {preview.data.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.text}
            </Text>
          </Stack>
        </Paper>
      )}
    </PanelSection>
  );
}
