import { useMemo } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router';
import type { EmployerMatchRow } from '@walkfund/domain';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { dateColumn, moneyColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { paths } from '../../../config/paths.ts';
import { formatReportDate } from '../../../lib/format.ts';
import { useEmployerMatches } from '../api/get-employer-matches.ts';

type Row = Omit<EmployerMatchRow, 'date' | 'phone' | 'team'> & { date: string; phone: string; team: string };

const COLUMNS: ColDef<Row>[] = [
  textColumn('firstName', 'First Name', { pinned: 'left', width: 130 }),
  textColumn('lastName', 'Last Name', { pinned: 'left', width: 140 }),
  textColumn('employer', 'Employer', { width: 200 }),
  moneyColumn('amount', 'Donation'),
  dateColumn('date', 'Date'),
  textColumn('email', 'Email', { width: 220 }),
  textColumn('phone', 'Phone', { width: 140 }),
  textColumn('team', 'Team', { width: 200 }),
];

/** /matches/employers (admin): donors who said their employer matches gifts, to follow up, with CSV. */
export function EmployerMatchesPage() {
  const query = useEmployerMatches();
  const rows = useMemo(
    () => query.data?.map((r): Row => ({ ...r, date: formatReportDate(r.date), phone: r.phone ?? '', team: r.team ?? '' })),
    [query.data],
  );
  return (
    <Stack gap="md">
      <PageHeader title="Employer Matching">
        <Button variant="default" component={Link} to={paths.matches}>
          Back
        </Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        Donors this event year who said their employer matches gifts: ask them to request the match.
      </Text>
      <ReportGrid label="Employer matching" fileName="employer-matching" columns={COLUMNS} rows={rows} totalLabel="Total donors" loading={query.isFetching} error={query.error} />
    </Stack>
  );
}
