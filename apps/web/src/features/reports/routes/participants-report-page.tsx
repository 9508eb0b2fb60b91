import { useMemo } from 'react';
import { PEOPLE_REPORT_MIN_COLUMN_WIDTH } from '../../../components/report-grid/report-columns.ts';
import { YearSelect } from '../../../components/data-grid/year-select.tsx';
import { ReportGrid } from '../../../components/report-grid/report-grid.tsx';
import { usePersonsReport } from '../api/get-persons-report.ts';
import { useReportYear } from '../api/use-report-year.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { PARTICIPANT_REPORT_COLUMNS, toPersonReportRow } from '../lib/people-reports.ts';

/** /admin/reports/participant-reports (docs/spec/back-office.md, Reports 8): the participants of the chosen year (docs/decisions/0102-event-year.md). */
export function ParticipantsReportPage() {
  const report = useReportYear();
  // Staff accounts' persons are not participants: the admin home counts the same people.
  const query = usePersonsReport(report.year === null ? null : { eventYear: report.year, staff: false });
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
        controls={<YearSelect filter={report} />}
      />
    </ReportLayout>
  );
}
