/**
 * Sponsor matches in the back office (docs/features/sponsor-matches.md): admin only, loaded on
 * first visit. What visitors see (the banner, the checkout's estimate) is features/match-banner,
 * so none of this reaches the public bundle.
 */
export { MatchesPage } from './routes/matches-page.tsx';
export { MatchFormPage } from './routes/match-form-page.tsx';
export { MatchesReportPage } from './routes/matches-report-page.tsx';
export { EmployerMatchesPage } from './routes/employer-matches-page.tsx';
export { RunningMatchesCard } from './components/running-matches-card.tsx';
