import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_USER_FIELDS, userCreateInputSchema, userUpdateInputSchema } from './user.schema.ts';

const flat = {
  firstName: 'Casey',
  lastName: 'Captain',
  email: 'Casey@Example.com',
  password: 'Walkfund#2026',
  phone: '(405) 555-1234',
};

describe('userCreateInputSchema', () => {
  it('accepts the public flat shape and defaults the role to captain', () => {
    expect(userCreateInputSchema.parse(flat)).toEqual({ ...flat, email: 'casey@example.com', role: 'captain' });
  });

  it('accepts the back-office nested shape', () => {
    const parsed = userCreateInputSchema.parse({
      user: { email: 'Admin2@Example.com', password: 'Walkfund#2026', role: 'admin' },
      person: { firstName: 'Ada', lastName: 'Admin', email: 'admin2@example.com' },
    });
    expect('user' in parsed && parsed.user).toEqual({ email: 'admin2@example.com', password: 'Walkfund#2026', role: 'admin' });
    expect('person' in parsed && parsed.person.marketing).toBe(true);
  });

  it('refuses an unknown role and a weak password', () => {
    expect(userCreateInputSchema.safeParse({ ...flat, role: 'owner' }).success).toBe(false);
    expect(userCreateInputSchema.safeParse({ ...flat, password: 'password' }).success).toBe(false);
  });
});

describe('userUpdateInputSchema', () => {
  it('accepts any subset', () => {
    expect(userUpdateInputSchema.parse({})).toEqual({});
    expect(userUpdateInputSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('refuses unknown keys', () => {
    expect(userUpdateInputSchema.safeParse({ team: 3 }).success).toBe(false);
  });

  it('takes the current password as typed (no rule: old passwords still count), but not empty', () => {
    expect(userUpdateInputSchema.parse({ password: 'Walkfund#2027', currentPassword: 'old pass' })).toEqual({
      password: 'Walkfund#2027',
      currentPassword: 'old pass',
    });
    expect(userUpdateInputSchema.safeParse({ currentPassword: '' }).error!.issues[0]!.message).toBe('Password is required.');
    expect(userUpdateInputSchema.safeParse({ currentPassword: 'x'.repeat(129) }).success).toBe(false);
  });

  it('names the admin-only fields', () => {
    expect(ADMIN_ONLY_USER_FIELDS).toEqual(['role', 'active', 'isEmailVerified']);
  });
});
