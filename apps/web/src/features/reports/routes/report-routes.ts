import type { ComponentType } from 'react';
import type { REPORT_NAMES } from '../../../app/paths.ts';

type ReportName = (typeof REPORT_NAMES)[number];

/**
 * Each report's screen, loaded on first visit (route `lazy`): AG Grid and the chart stay out of
 * the public bundle and out of every other back-office screen.
 */
export const REPORT_ROUTES: Record<ReportName, () => Promise<{ Component: ComponentType }>> = {
  teams: () => import('./teams-report-page.tsx').then((m) => ({ Component: m.TeamsReportPage })),
  lifeChurch: () => import('./life-church-report-page.tsx').then((m) => ({ Component: m.LifeChurchReportPage })),
  runners: () => import('./runners-report-page.tsx').then((m) => ({ Component: m.RunnersReportPage })),
  products: () => import('./tshirts-report-page.tsx').then((m) => ({ Component: m.TShirtsReportPage })),
  donations: () => import('./donations-report-page.tsx').then((m) => ({ Component: m.DonationsReportPage })),
  transactions: () => import('./transactions-report-page.tsx').then((m) => ({ Component: m.TransactionsReportPage })),
  'daily-reports': () => import('./daily-snapshots-report-page.tsx').then((m) => ({ Component: m.DailySnapshotsReportPage })),
  'participant-reports': () => import('./participants-report-page.tsx').then((m) => ({ Component: m.ParticipantsReportPage })),
};
