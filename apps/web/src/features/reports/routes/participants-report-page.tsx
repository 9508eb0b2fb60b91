import { useMemo } from 'react';
import { PEOPLE_REPORT_MIN_COLUMN_WIDTH } from '../../../components/report-grid/report-columns.ts';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { usePersonsReport } from '../api/get-persons-report.ts';
import { useReportYears } from '../api/get-report-years.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { PARTICIPANT_REPORT_COLUMNS, toPersonReportRow } from '../lib/people-reports.ts';

/** /admin/reports/participant-reports (docs/spec/back-office.md, Reports 8): the current year's participants. */
export function ParticipantsReportPage() {
  const currentYear = useReportYears().data?.currentYear ?? null;
  const query = usePersonsReport(currentYear === null ? null : { eventYear: currentYear });
  const rows = useMemo(() => query.data?.results.map(toPersonReportRow), [query.data]);
  return (
    <ReportLayout title="Participant Report">
      <ReportGrid
        label="Participant report"
        fileName="participant-report"
        columns={PARTICIPANT_REPORT_COLUMNS}
        rows={rows}
        totalLabel="Total participants"
        loading={query.isFetching}
        error={query.error}
        minColumnWidth={PEOPLE_REPORT_MIN_COLUMN_WIDTH}
      />
    </ReportLayout>
  );
}
