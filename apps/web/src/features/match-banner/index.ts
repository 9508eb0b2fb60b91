/**
 * What visitors see of sponsor matches (docs/features/sponsor-matches.md): the banner and the
 * checkout's estimate. Small and public: the admin screens are features/matches, never loaded here.
 */
export { MatchBanner } from './components/match-banner.tsx';
export { MatchEstimate } from './components/match-estimate.tsx';
