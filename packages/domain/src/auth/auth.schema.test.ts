import { describe, expect, it } from 'vitest';
import {
  forgotPasswordInputSchema, loginInputSchema, passwordWithConfirmSchema, refreshTokenInputSchema, resetPasswordInputSchema,
  resetPasswordQuerySchema,
} from './auth.schema.ts';

describe('loginInputSchema', () => {
  it('lowercases the email and keeps the password as typed', () => {
    expect(loginInputSchema.parse({ email: ' Admin@Walkfund.LOCAL ', password: ' Walkfund#2026 ' })).toEqual({
      email: 'admin@walkfund.local',
      password: ' Walkfund#2026 ',
    });
  });

  it('does not apply the password rule at login (old passwords still sign in)', () => {
    expect(loginInputSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });

  it('requires both fields and refuses unknown keys', () => {
    const result = loginInputSchema.safeParse({ email: '', password: '' });
    expect(result.error!.issues.map((i) => i.message)).toEqual(['Email is required.', 'Password is required.']);
    expect(loginInputSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(false);
  });
});

describe('password reset', () => {
  it('forgot-password needs a valid email', () => {
    expect(forgotPasswordInputSchema.parse({ email: 'Captain@Walkfund.local' })).toEqual({ email: 'captain@walkfund.local' });
    expect(forgotPasswordInputSchema.safeParse({ email: 'captain' }).error!.issues[0]!.message).toBe('Must be a valid email address.');
  });

  it('reset needs a token and a password following the rule', () => {
    // The token may come in the query or the body (the route requires one of them).
    expect(resetPasswordQuerySchema.safeParse({}).success).toBe(true);
    expect(resetPasswordQuerySchema.safeParse({ token: '' }).error!.issues[0]!.message).toBe('A reset token is required.');
    expect(resetPasswordQuerySchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(resetPasswordInputSchema.safeParse({ password: 'Newpass#1' }).success).toBe(true);
    expect(resetPasswordInputSchema.safeParse({ password: 'Newpass#1', token: 'abc' }).success).toBe(true);
    expect(resetPasswordInputSchema.safeParse({ password: 'Newpass#1', token: '' }).error!.issues[0]!.message).toBe('A reset token is required.');
    expect(resetPasswordInputSchema.safeParse({ password: 'newpassword' }).error!.issues[0]!.message).toBe(
      'Must contain an uppercase, lowercase, number and special character.',
    );
  });

  it('the confirm field must match', () => {
    expect(passwordWithConfirmSchema.safeParse({ password: 'Newpass#1', confirm: 'Newpass#1' }).success).toBe(true);
    const mismatch = passwordWithConfirmSchema.safeParse({ password: 'Newpass#1', confirm: 'Newpass#2' });
    expect(mismatch.error!.issues).toEqual([expect.objectContaining({ path: ['confirm'], message: 'Passwords must match.' })]);
    const empty = passwordWithConfirmSchema.safeParse({ password: 'Newpass#1', confirm: '' });
    expect(empty.error!.issues[0]!.message).toBe('Confirm password is required.');
  });

  it('refresh needs a token', () => {
    expect(refreshTokenInputSchema.safeParse({ refreshToken: '' }).error!.issues[0]!.message).toBe('refreshToken is required.');
    expect(refreshTokenInputSchema.parse({ refreshToken: 'abc' })).toEqual({ refreshToken: 'abc' });
  });
});
