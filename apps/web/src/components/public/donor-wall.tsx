import { Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDollars } from '../../lib/format.ts';

/**
 * A gift on a wall: the event's (with the team it supports), a team's and a walker's supporters
 * (with the donor's message) are the same list.
 */
export interface WallGift {
  name: string;
  amount: number | null;
  createdAt: string;
  teamName?: string | null;
  message?: string | null;
  /** "In memory of Grandpa Joe" when the donor let the list show it (docs/features/tributes.md). */
  tribute?: string | null;
}

interface DonorWallProps {
  donors: WallGift[];
  /** Show which team each gift supports (the event's wall; a team's own wall does not need it). */
  showTeams?: boolean;
  title?: string;
}

/**
 * Mantine's list item is an inline-flex box as wide as its text: a long name would run past the card
 * and be clipped there. As wide as the list, the name's own truncation shows the ellipsis.
 */
const FULL_WIDTH_ITEMS = { itemWrapper: { display: 'flex', alignItems: 'stretch' }, itemLabel: { minWidth: 0 } } as const;

/**
 * The newest gifts: the donor as the server credits them (first name and initial, or
 * "Anonymous"), the amount only when the event shows amounts (null otherwise), and the donor's
 * message as plain text when the server sends one (a team's page, like a walker's supporters).
 */
export function DonorWall({ donors, showTeams = false, title = 'Recent gifts' }: DonorWallProps) {
  const titleId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {donors.length === 0 ? (
        <Text c="gray.7">No gifts yet. Be the first to give!</Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={title} styles={FULL_WIDTH_ITEMS}>
          {donors.map((donor, index) => (
            <List.Item key={`${donor.createdAt}-${index}`}>
              <Stack gap={2}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate="end">
                      {donor.name}
                    </Text>
                    <Text size="sm" c="gray.7" truncate="end">
                      {showTeams && donor.teamName ? `for ${donor.teamName} · ` : ''}
                      {formatDate(donor.createdAt)}
                    </Text>
                  </Stack>
                  {donor.amount !== null && (
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatDollars(donor.amount)}
                    </Text>
                  )}
                </Group>
                {donor.tribute && (
                  <Text size="sm" c="gray.7" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                    {donor.tribute.charAt(0).toLowerCase() + donor.tribute.slice(1)}
                  </Text>
                )}
                {donor.message && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    “{donor.message}”
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
