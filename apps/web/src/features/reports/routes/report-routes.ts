import type { ComponentType } from 'react';
import type { REPORT_NAMES } from '../../../config/paths.ts';

type ReportName = (typeof REPORT_NAMES)[number];

/**
 * Each report's screen, loaded on first visit (as React.lazy loads a module): AG Grid and the
 * chart stay out of the public bundle and out of every other back-office screen.
 */
export const REPORT_PAGES: Record<ReportName, () => Promise<{ default: ComponentType }>> = {
  teams: () => import('./teams-report-page.tsx').then((m) => ({ default: m.TeamsReportPage })),
  lifeChurch: () => import('./life-church-report-page.tsx').then((m) => ({ default: m.LifeChurchReportPage })),
  runners: () => import('./runners-report-page.tsx').then((m) => ({ default: m.RunnersReportPage })),
  products: () => import('./tshirts-report-page.tsx').then((m) => ({ default: m.TShirtsReportPage })),
  donations: () => import('./donations-report-page.tsx').then((m) => ({ default: m.DonationsReportPage })),
  transactions: () => import('./transactions-report-page.tsx').then((m) => ({ default: m.TransactionsReportPage })),
  'daily-reports': () => import('./daily-snapshots-report-page.tsx').then((m) => ({ default: m.DailySnapshotsReportPage })),
  'participant-reports': () => import('./participants-report-page.tsx').then((m) => ({ default: m.ParticipantsReportPage })),
  fundraisers: () => import('./fundraisers-report-page.tsx').then((m) => ({ default: m.FundraisersReportPage })),
  // Sponsor matches keep their report in their own feature (docs/features/sponsor-matches.md).
  matches: () => import('../../matches/index.ts').then((m) => ({ default: m.MatchesReportPage })),
  // Gifts in honour or in memory of someone (docs/features/tributes.md).
  tributes: () => import('./tributes-report-page.tsx').then((m) => ({ default: m.TributesReportPage })),
};
