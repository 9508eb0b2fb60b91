import { Stack } from '@mantine/core';
import { UI_MESSAGES, lineItemKind, type TeamDetail } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { useTeamLineItems, type PopulatedLineItem } from '../api/get-team-line-items.ts';
import { QueryState } from './query-state.tsx';
import { TabListHeader } from './tab-list-header.tsx';

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

function columnsFor(teamId: number): DataColumn<PopulatedLineItem>[] {
  return [
    { label: 'Type', cell: (item) => lineItemKind(item.type)?.teamTabLabel ?? item.type },
    { label: 'Name', cell: itemName },
    { label: 'Amount', numeric: true, cell: (item) => formatDollars(item.amount) },
    { label: 'Date', nowrap: true, cell: (item) => formatDate(item.createdAt) },
    { label: 'Payment', cell: (item) => item.transaction.externalTransactionId ?? UI_MESSAGES.offline },
    {
      label: 'Transaction',
      cell: (item) => (
        <RowLink to={transactionLink(item, teamId)} label={`View transaction ${item.transaction.id}`}>
          View
        </RowLink>
      ),
    },
  ];
}

/** Transactions (admin, docs/spec/back-office.md §2): the team's line items of every type for its year. */
export function TeamTransactionsTab({ team }: { team: TeamDetail }) {
  const items = useTeamLineItems(team.id, team.year);
  if (!items.data) return <QueryState isPending={items.isPending} error={items.error} label="transactions" />;
  return (
    <Stack gap="sm">
      <TabListHeader caption={`Line items for ${team.year}`} total={items.data.totalResults} />
      <DataTable
        label="Team transactions"
        columns={columnsFor(team.id)}
        rows={items.data.results}
        rowKey={(item) => item.id}
        minWidth={640}
        emptyText="No transactions yet."
        highlightOnHover={false}
      />
    </Stack>
  );
}
