import { useMemo } from 'react';
import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { useTeamsReport, type TeamsReportStatus } from '../api/get-teams-report.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { TEAM_REPORT_COLUMNS, TEAM_REPORT_ROW_CLASSES, toTeamReportRow } from '../lib/teams-report.ts';

const STATUS_OPTIONS: { label: string; value: TeamsReportStatus }[] = [
  { label: 'Active', value: 'active' },
  { label: 'InActive', value: 'inactive' },
  { label: 'All Teams', value: 'all' },
];

const TOTAL_LABELS: Record<TeamsReportStatus, string> = {
  active: 'Total Active Teams',
  inactive: 'Total Inactive Teams',
  all: 'Total Teams',
};

function isStatus(value: string | null): value is TeamsReportStatus {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

/**
 * /admin/reports/teams (docs/spec/back-office.md, Reports 3): Active by default, or ?status=inactive|all (kept
 * in the URL so Back returns to the same list); Reset Filters returns to Active.
 */
export function TeamsReportPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: TeamsReportStatus = isStatus(asked) ? asked : 'active';
  const setStatus = (next: TeamsReportStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'active') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  const query = useTeamsReport(status);
  const rows = useMemo(() => query.data?.results.map(toTeamReportRow), [query.data]);
  return (
    <ReportLayout title="Teams Report">
      <ReportGrid
        label="Teams report"
        fileName="teams-report"
        columns={TEAM_REPORT_COLUMNS}
        rows={rows}
        totalLabel={TOTAL_LABELS[status]}
        loading={query.isFetching}
        error={query.error}
        rowClassRules={TEAM_REPORT_ROW_CLASSES}
        onReset={() => setStatus('active')}
        controls={
          <Button.Group aria-label="Teams shown">
            {STATUS_OPTIONS.map((option) => (
              <Button
                key={option.value}
                variant={status === option.value ? 'filled' : 'default'}
                aria-pressed={status === option.value}
                onClick={() => setStatus(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </Button.Group>
        }
      />
    </ReportLayout>
  );
}
