import type { ReportYearsResponse } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { listDataYears } from './report.repo.ts';

/** GET /v1/reports/years: the years the report selectors offer (docs/decisions/0102-event-year.md), newest first. */
export async function getReportYears(db: DbOrTx): Promise<ReportYearsResponse> {
  const [currentYear, dataYears] = await Promise.all([currentEventYear(db), listDataYears(db)]);
  const years = [...new Set([...dataYears, currentYear])].sort((a, b) => b - a);
  return { years, currentYear };
}
