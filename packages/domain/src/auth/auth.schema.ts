import { z } from 'zod';
import { ROLES } from '../users/constants.ts';
import { emailField, passwordField } from '../common/fields.ts';

import { AUTH_MESSAGES } from './auth-messages.ts';

export { AUTH_MESSAGES };

/** A password as typed at sign-in: no rule (old passwords still sign in), only a bound. */
export const enteredPasswordField = z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128);

export const loginInputSchema = z.strictObject({
  email: emailField,
  password: enteredPasswordField,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const refreshTokenInputSchema = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required.' }).min(1, 'refreshToken is required.'),
});

export const forgotPasswordInputSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** A reset token as mailed (43 characters today); bounded so no input reaches the lookup unchecked. */
const resetTokenField = z
  .string({ error: AUTH_MESSAGES.resetTokenRequired })
  .min(1, AUTH_MESSAGES.resetTokenRequired)
  .max(200, 'The reset token must be at most 200 characters.');

/**
 * POST /v1/auth/reset-password: the token comes in the query (`?token=`, the reset link) or in the
 * body (`{token, password}`, as docs/spec/back-office.md also describes); one of them is required,
 * and both must agree when both are sent (the route checks that).
 */
export const resetPasswordQuerySchema = z.object({ token: resetTokenField.optional() });
export const resetPasswordInputSchema = z.strictObject({ password: passwordField, token: resetTokenField.optional() });

/** POST /v1/auth/reset-password/check: is the emailed link still usable? Asked when the page opens, before a password is typed. */
export const resetLinkCheckInputSchema = z.strictObject({ token: resetTokenField });
export const resetLinkCheckSchema = z.object({ usable: z.boolean() });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckSchema>;

/** Confirm-password pairs for forms. */
export const passwordWithConfirmSchema = z
  .object({ password: passwordField, confirm: z.string().min(1, 'Confirm password is required.') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords must match.' });

const tokenSchema = z.object({ token: z.string(), expires: z.string() });

/** POST /v1/auth/refresh-tokens answers the new pair itself. */
export const tokenPairSchema = z.object({ access: tokenSchema, refresh: tokenSchema });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** A signed-in user as the API returns it (never the password). */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  isEmailVerified: z.boolean(),
  person: z.number().nullable(),
  /**
   * The person's first name: the back office greets the user by it (their email when it is null).
   * Optional: a session stored before it was added has none until the next sign-in.
   */
  firstName: z.string().nullable().optional(),
  /** The team the user captains; `active` means active for the current event year (else: reactivate). */
  team: z.object({ id: z.number(), name: z.string(), slug: z.string(), active: z.boolean() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /v1/auth/login. */
export const authResponseSchema = z.object({ user: sessionUserSchema, tokens: tokenPairSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The answer of a call that has nothing to say (204 No Content). */
export const noContentSchema = z.undefined().describe('No content');
