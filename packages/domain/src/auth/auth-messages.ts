// Kept apart from the schemas: the web's fetch wrapper reads one of these texts, and importing
// the schemas would bring zod into the public bundle.
/** Server messages of the session calls; the web shows them as the API returns them. */
export const AUTH_MESSAGES = {
  incorrectCredentials: 'Incorrect email or password',
  deactivated: 'This account has been deactivated.',
  pleaseAuthenticate: 'Please authenticate',
  noUserWithEmail: 'No users found with this email',
  resetFailed: 'Password reset failed',
  resetTokenRequired: 'A reset token is required.',
  /** The reset page opened with a link that was used, replaced or is too old. */
  resetLinkExpired: 'This link expired or was already used.',
  /** POST /v1/auth/reset-password given one token in the query and another in the body. */
  resetTokenMismatch: 'The reset token in the link and the one sent with the password differ.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** The growing delay after repeated failed sign-ins to one account (Retry-After says how long). */
  signInDelayed: 'Too many failed sign-ins for this email. Please wait a moment and try again.',
} as const;
