/**
 * Roles of an account.
 */

/**
 * participant: a team member who signed in by link to run their own fundraising page (docs/features/personal-pages.md).
 * volunteer: checks people in on the event day, in one event city only (docs/decisions/0011-event-day-check-in.md).
 */
export const ROLES = ['admin', 'captain', 'participant', 'volunteer'] as const;
/** The roles an admin may give an account; participants come only from sign-in links. */
export const ASSIGNABLE_ROLES = ['admin', 'captain', 'volunteer'] as const;
export type Role = (typeof ROLES)[number];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Staff accounts: their persons run the event, they are not its participants (the admin home's count, the daily snapshots). */
export const STAFF_ROLES = ['admin', 'volunteer'] as const satisfies readonly Role[];
