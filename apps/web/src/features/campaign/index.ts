// The campaign's public pages (home, a team's page, leaderboards) and the public reads other features use
// (eslint.config.js keeps them to this entry): a walker's page, the team's walkers, where "home" is.
export { fundraiserQuery, useFundraiser } from './api/get-fundraiser.ts';
export { useTeamFundraisers } from './api/get-team-fundraisers.ts';
export { HomeButton, isExternalHref, useHomeHref } from './lib/home-link.tsx';
