import { Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDollars, type FundraiserSupporter } from '@walkfund/domain';
import { formatDate } from '../../../lib/format.ts';

/**
 * Mantine's list item is an inline-flex box as wide as its text: a long name would run past the card
 * and be clipped there. As wide as the list, the name's own truncation shows the ellipsis.
 */
const FULL_WIDTH_ITEMS = { itemWrapper: { display: 'flex', alignItems: 'stretch' }, itemLabel: { minWidth: 0 } } as const;

/**
 * The walker's newest gifts: the donor as the server names them ("Dana T.", an employer or
 * "Anonymous"), the amount only when the server sends one, and the donor's message as plain text.
 */
export function SupportersList({ supporters }: { supporters: FundraiserSupporter[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="supporters-title">
      <Title order={2} size="h3" id="supporters-title">
        Supporters
      </Title>
      {supporters.length === 0 ? (
        <Text c="gray.7">No gifts yet. Be the first to give!</Text>
      ) : (
        <List listStyleType="none" spacing="sm" aria-label="Supporters" styles={FULL_WIDTH_ITEMS}>
          {supporters.map((supporter, index) => (
            <List.Item key={`${supporter.createdAt}-${index}`}>
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate="end">
                      {supporter.name}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {formatDate(supporter.createdAt)}
                    </Text>
                  </Stack>
                  {supporter.amount !== null && (
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatDollars(supporter.amount)}
                    </Text>
                  )}
                </Group>
                {supporter.message && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    “{supporter.message}”
                  </Text>
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
