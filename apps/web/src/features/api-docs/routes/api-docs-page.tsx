import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Anchor, Group, List, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApiReference } from '../api/get-openapi-document.ts';
import { OperationCard } from '../components/operation-card.tsx';
import type { TagView } from '../lib/openapi.ts';

export const OPENAPI_DOCUMENT_URL = '/v1/openapi.json';

function matches(tag: TagView, filter: string): TagView {
  if (!filter) return tag;
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const operations = tag.operations.filter((op) => {
    const text = `${tag.name} ${op.method} ${op.path} ${op.summary ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return { ...tag, operations };
}

function tagAnchor(name: string): string {
  return `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * /docs/api: the API reference for the charity's integrators, read from the OpenAPI document the
 * server generates. Public like the document itself; loaded lazily, so the donate page never
 * downloads it (app/router.tsx).
 */
export function ApiDocsPage() {
  const reference = useApiReference();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim());
  const tags = useMemo(
    () => (reference.data?.tags ?? []).map((tag) => matches(tag, deferredFilter)).filter((tag) => tag.operations.length > 0),
    [reference.data, deferredFilter],
  );

  return (
    <Stack gap="md">
      <PageHeader title="API Reference" />
      <Text size="sm">
        Every operation of the API, read from its{' '}
        <Anchor href={OPENAPI_DOCUMENT_URL} target="_blank" rel="noopener noreferrer">
          OpenAPI document
        </Anchor>
        .
      </Text>
      {reference.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      )}
      {reference.isError && (
        <Alert color="red" title="The API reference could not be loaded.">
          {errorMessage(reference.error)}
        </Alert>
      )}
      {reference.data && (
        <>
          <Stack gap={4}>
            <Text fw={500}>
              {reference.data.title}
              {reference.data.version && ` ${reference.data.version}`}
            </Text>
            {reference.data.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {reference.data.description}
              </Text>
            )}
          </Stack>
          <TextInput label="Filter" placeholder="Path or summary" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} maw={360} />
          {tags.length === 0 ? (
            <Text c="dimmed">No operation matches.</Text>
          ) : (
            <nav aria-label="API sections">
              <List size="sm" spacing={2}>
                {tags.map((tag) => (
                  <List.Item key={tag.name}>
                    <Anchor href={`#${tagAnchor(tag.name)}`}>{tag.name}</Anchor> ({tag.operations.length})
                  </List.Item>
                ))}
              </List>
            </nav>
          )}
          {tags.map((tag) => (
            <Stack key={tag.name} component="section" gap="sm" aria-labelledby={tagAnchor(tag.name)}>
              <Title order={2} size="h3" id={tagAnchor(tag.name)}>
                {tag.name}
              </Title>
              {tag.description && <Text size="sm">{tag.description}</Text>}
              {tag.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
