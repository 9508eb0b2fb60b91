import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { emailField, passwordField } from '../common/fields.ts';

export { AUTH_MESSAGES } from './auth-messages.ts';

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

export const resetPasswordQuerySchema = z.object({
  token: z.string({ error: 'A reset token is required.' }).min(1, 'A reset token is required.'),
});
export const resetPasswordInputSchema = z.strictObject({ password: passwordField });

/** Confirm-password pairs for forms. */
export const passwordWithConfirmSchema = z
  .object({ password: passwordField, confirm: z.string().min(1, 'Confirm password is required.') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Passwords must match.' });

export interface TokenPair {
  access: { token: string; expires: string };
  refresh: { token: string; expires: string };
}

/** A signed-in user as the API returns it (never the password). */
export interface SessionUser {
  id: number;
  email: string;
  role: (typeof ROLES)[number];
  active: boolean;
  isEmailVerified: boolean;
  person: number | null;
  /** The team the user captains; `active` means active for the current event year (else: reactivate). */
  team: { id: number; name: string; slug: string; active: boolean } | null;
}

export interface AuthResponse {
  user: SessionUser;
  tokens: TokenPair;
}
