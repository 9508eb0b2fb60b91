import { z } from 'zod';

/*
 * GET /v1/reports/years (admin) -> ReportYearsResponse. The year selector of the T-Shirts,
 * Donations and Transactions reports (docs/decisions/0102-event-year.md): every event year present in the data
 * (transactions, line items, persons, teams) plus the current year, newest first; the selector
 * defaults to currentYear.
 */
export const reportYearsResponseSchema = z.object({
  years: z.array(z.number().int()),
  currentYear: z.number().int(),
});
export type ReportYearsResponse = z.infer<typeof reportYearsResponseSchema>;
