import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UI_MESSAGES, formatCents, toCents, type TeamDetail } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { useTeamLineItems, type PopulatedLineItem } from '../api/get-team-line-items.ts';
import { formatDate } from '../lib/format.ts';
import { QueryState } from './query-state.tsx';

const TYPE_LABELS: Record<PopulatedLineItem['type'], string> = { donation: 'Donation', tshirt: 'T-Shirt', '5k': '5k' };

/** The name on a line item for an admin: the person when populated, else the primary contact. */
function itemName(item: PopulatedLineItem): string {
  if (item.anonymous) return `${item.primaryContact} (anonymous)`;
  return item.person ? `${item.person.firstName} ${item.person.lastName}` : item.primaryContact;
}

/** /transactions/{id} with "Return to All Team Transactions" leading back to this tab. */
function transactionLink(item: PopulatedLineItem, teamId: number): string {
  const query = new URLSearchParams({ returnTo: `${paths.team(teamId)}?tab=teamTransactions`, returnName: 'Team Transactions' });
  return `${paths.transaction(item.transaction.id)}?${query.toString()}`;
}

/** Transactions (admin, back office 2): the team's line items of every type for its year. */
export function TeamTransactionsTab({ team }: { team: TeamDetail }) {
  const items = useTeamLineItems(team.id, team.year);
  if (!items.data) return <QueryState isPending={items.isPending} error={items.error} label="transactions" />;
  const rows = items.data.results;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Line items for {team.year}
        </Text>
        <Text size="sm" fw={500}>
          Total: {items.data.totalResults}
        </Text>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">No transactions yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label="Team transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Transaction</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{TYPE_LABELS[item.type] ?? item.type}</Table.Td>
                  <Table.Td>{itemName(item)}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(toCents(item.amount))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.createdAt)}</Table.Td>
                  <Table.Td>{item.transaction.externalTransactionId ?? UI_MESSAGES.offline}</Table.Td>
                  <Table.Td>
                    <Button component={Link} to={transactionLink(item, team.id)} size="xs" variant="light" aria-label={`View transaction ${item.transaction.id}`}>
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
