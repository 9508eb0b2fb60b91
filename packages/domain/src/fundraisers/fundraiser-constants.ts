/** A fundraiser's goal: whole dollars, at least this (docs/features/personal-pages.md). */
export const FUNDRAISER_MIN_GOAL_DOLLARS = 10;
/** The goal a page starts with when the member first claims it. */
export const FUNDRAISER_DEFAULT_GOAL_DOLLARS = 100;
/** How long a sign-in link works. */
export const SIGN_IN_LINK_DAYS = 7;
/** Fundraisers on the campaign home's leaderboard. */
export const FUNDRAISER_LEADERBOARD_SIZE = 10;
/** Supporters shown on a fundraiser page (the newest first). */
export const FUNDRAISER_SUPPORTERS_SIZE = 20;
/** Members one invite call may name. */
export const FUNDRAISER_INVITE_MAX = 500;
