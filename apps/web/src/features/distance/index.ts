// The distance log's public entry (docs/features/miles-and-badges.md): what other features and the router use.
export { DistanceLogCard } from './components/distance-log-card.tsx';
export { TeamDistance } from './components/team-distance.tsx';
export { DistanceLeaderboardPage } from './routes/distance-leaderboard-page.tsx';
