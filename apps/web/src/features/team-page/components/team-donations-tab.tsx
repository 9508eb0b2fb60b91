import { Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, toCents, type LineItemView, type TeamDetail } from '@walkfund/domain';
import { useTeamDonations } from '../api/get-team-donations.ts';
import { formatDate } from '../lib/format.ts';
import { QueryState } from './query-state.tsx';

/** The name a team page shows for a donation: "Anonymous" for an anonymous donor. */
export function donorName(item: Pick<LineItemView, 'anonymous' | 'donorName'>): string {
  return item.anonymous ? 'Anonymous' : item.donorName;
}

/** Team Donations (back office 2): the donations of the team's year, newest first. */
export function TeamDonationsTab({ team }: { team: TeamDetail }) {
  const donations = useTeamDonations(team.id, team.year);
  if (!donations.data) return <QueryState isPending={donations.isPending} error={donations.error} label="donations" />;
  const items = donations.data.results;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Donations for {team.year}
        </Text>
        <Text size="sm" fw={500}>
          Total: {donations.data.totalResults}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed">No donations yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped verticalSpacing="xs" aria-label="Team donations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Donor</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{donorName(item)}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(toCents(item.amount))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
