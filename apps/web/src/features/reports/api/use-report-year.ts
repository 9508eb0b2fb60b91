import { useSearchParams } from 'react-router';
import type { YearFilter } from '../../../lib/use-grid-params.ts';
import { useReportYears } from './get-report-years.ts';

/**
 * The year a report shows (docs/decisions/0102-event-year.md): `?eventYear=` when it is one of the years in the
 * data (GET /v1/reports/years), else the current year; kept in the URL so Back and a shared link
 * keep it. Null while the years load.
 */
export function useReportYear(): YearFilter {
  const answer = useReportYears().data;
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('eventYear'));
  const years = answer?.years ?? [];
  const chosen = years.includes(asked) ? asked : null;
  return {
    chosen,
    year: answer ? (chosen ?? answer.currentYear) : null,
    years: answer && !years.includes(answer.currentYear) ? [answer.currentYear, ...years] : years,
    setYear: (next) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === answer?.currentYear) updated.delete('eventYear');
          else updated.set('eventYear', String(next));
          return updated;
        },
        { replace: true },
      ),
  };
}
