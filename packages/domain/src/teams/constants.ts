/**
 * Limits of a team, its email and its reactivation; its badges and the captain's walkthrough.
 */

export const TEAM_NAME_MAX_LENGTH = 80;
/** A team message is sanitized rich text. */
export const TEAM_MESSAGE_MAX_LENGTH = 20_000;
export const SLUG_MAX_LENGTH = 140;
export const EMAIL_SUBJECT_MIN_LENGTH = 10;
export const EMAIL_MESSAGE_MIN_LENGTH = 10;
/** Reactivation: donation goal "greater than 5", member goal "greater than 1". */
export const REACTIVATION_MIN_DONATION_GOAL = 6;
export const REACTIVATION_MIN_MEMBER_GOAL = 2;
export const TEAM_IMAGE_DISPLAY_WIDTH = 300;
export const BADGE_TYPES = ['participant', 'fundraising'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
export const WALKTHROUGH_STORAGE_KEY = 'pwWalkthroughViewed';
