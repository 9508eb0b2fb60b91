import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuthKind, BodyView, OperationView } from '../lib/openapi.ts';
import { FieldTable } from './field-table.tsx';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'teal', DELETE: 'red' };

const AUTH_LABELS: Record<AuthKind, string> = { none: 'Public', optional: 'Sign-in optional', required: 'Sign-in required', admin: 'Admins only' };

function Body({ label, body }: { label: string; body: BodyView }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Code>{body.contentType}</Code> {body.type}
      </Text>
      {body.fields.length > 0 && <FieldTable label={label} rows={body.fields} />}
    </Stack>
  );
}

/** One operation: method and path, summary, who may call it, parameters, request body, responses. */
export function OperationCard({ operation }: { operation: OperationView }) {
  const name = `${operation.method} ${operation.path}`;
  const { auth } = operation;
  return (
    <Paper component="article" id={operation.id} withBorder p="md" aria-labelledby={`${operation.id}-title`}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={`${operation.id}-title`}>
            <Badge component="span" color={METHOD_COLORS[operation.method] ?? 'gray'} radius="sm" mr="xs">
              {operation.method}
            </Badge>{' '}
            <Code fz="inherit">{operation.path}</Code>
          </Title>
          <Badge variant="light" color={auth.kind === 'none' ? 'gray' : 'grape'}>
            {AUTH_LABELS[auth.kind]}
            {auth.kind !== 'none' && auth.schemes.length > 0 ? `: ${auth.schemes.join(', ')}` : ''}
          </Badge>
          {operation.deprecated && (
            <Badge variant="light" color="yellow">
              Deprecated
            </Badge>
          )}
        </Group>
        {operation.summary && <Text fw={500}>{operation.summary}</Text>}
        {operation.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {operation.description}
          </Text>
        )}
        {operation.parameters.length > 0 && (
          <Stack gap={4}>
            <Title order={4} size="h5">
              Parameters
            </Title>
            <FieldTable label={`Parameters of ${name}`} rows={operation.parameters} />
          </Stack>
        )}
        {operation.requestBody && (
          <Stack gap={4}>
            <Title order={4} size="h5">
              Request body{operation.requestBody.required ? '' : ' (optional)'}
            </Title>
            <Body label={`Request body of ${name}`} body={operation.requestBody} />
          </Stack>
        )}
        {operation.responses.length > 0 && (
          <Stack gap={4}>
            <Title order={4} size="h5">
              Responses
            </Title>
            {operation.responses.map((response) => (
              <Stack key={response.status} gap={4}>
                <Group gap="xs">
                  <Badge variant="outline" color={response.status.startsWith('2') ? 'green' : 'gray'}>
                    {response.status}
                  </Badge>
                  <Text size="sm">{response.description}</Text>
                </Group>
                {/* Success answers in full; the error answers share one shape ({code, message}), named only. */}
                {response.body && response.status.startsWith('2') && <Body label={`Response ${response.status} of ${name}`} body={response.body} />}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
