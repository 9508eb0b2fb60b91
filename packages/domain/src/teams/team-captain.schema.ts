import { z } from 'zod';
import { idField } from '../common/fields.ts';

// ---- PUT /v1/teams/captain/{id} (admin) ----------------------------------------------------

/**
 * The new captain's user id. The user gets the team (users.team and the team's captain); the old
 * captain's user loses it (stays a member). The new captain's person joins the team's year.
 * 400 unknown or deactivated user; 409 when they captain another team or are on another team that year.
 */
export const teamCaptainInputSchema = z.strictObject({ captain: idField });
export type TeamCaptainInput = z.infer<typeof teamCaptainInputSchema>;
