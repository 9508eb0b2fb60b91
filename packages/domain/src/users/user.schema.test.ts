import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_USER_FIELDS, ADMIN_TEAM_MESSAGES, adminTeamCreateInputSchema, adminTeamWithCaptainInputSchema, userCreateInputSchema,
  userListQuerySchema, userUpdateInputSchema,
} from './user.schema.ts';

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

  it("names the admin-only fields (a volunteer's event city among them)", () => {
    expect(ADMIN_ONLY_USER_FIELDS).toEqual(['role', 'eventCity', 'active', 'isEmailVerified']);
  });
});

describe('userListQuerySchema', () => {
  it("parses the users grid's query", () => {
    expect(userListQuerySchema.parse({ populate: 'team,person', limit: '100', page: '3', sortBy: 'createdAt:desc', search: ' ann ' })).toEqual({
      populate: 'team,person', limit: 100, page: 3, sortBy: 'createdAt:desc', search: 'ann',
    });
    expect(userListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('adminTeamCreateInputSchema (POST /v1/teams/new-team)', () => {
  const team = { name: 'Green Giants', eventCity: 'Tulsa', teamMessage: '<p>Hi</p>', captain: 8 };

  it('takes name, eventCity, teamMessage and a captain user id', () => {
    expect(adminTeamCreateInputSchema.parse({ ...team, name: '  Green Giants ' })).toEqual(team);
  });

  it('requires the captain with the form text, and a real id', () => {
    const { captain: _captain, ...noCaptain } = team;
    expect(adminTeamCreateInputSchema.safeParse(noCaptain).error!.issues).toEqual([
      expect.objectContaining({ path: ['captain'], message: ADMIN_TEAM_MESSAGES.captainRequired }),
    ]);
    for (const captain of ['8', 0, 1.5, 2 ** 31, null]) expect(adminTeamCreateInputSchema.safeParse({ ...team, captain }).success).toBe(false);
  });

  it('refuses unknown fields and a bad city or name', () => {
    expect(adminTeamCreateInputSchema.safeParse({ ...team, slug: 'x' }).success).toBe(false);
    expect(adminTeamCreateInputSchema.safeParse({ ...team, eventCity: 'Dallas' }).success).toBe(false);
    expect(adminTeamCreateInputSchema.safeParse({ ...team, name: '#1 team' }).error!.issues[0]!.message).toBe('Team name cannot start with a special character.');
  });
});

describe('adminTeamWithCaptainInputSchema (POST /v1/teams/create-team)', () => {
  const body = {
    captain: { firstName: 'Rae', lastName: 'Runner', email: 'Rae@Example.com', phone: '(405) 555-0188', password: { password: 'Walkfund#2026', confirm: 'Walkfund#2026' } },
    team: { name: 'Red Rovers', eventCity: 'Oklahoma City', teamMessage: 'Join us!' },
  };

  it("takes the short form's captain (no address or shirt size) and team", () => {
    const parsed = adminTeamWithCaptainInputSchema.parse(body);
    expect(parsed.captain.email).toBe('rae@example.com');
    expect(parsed.team).toEqual(body.team);
  });

  it('checks the phone mask, the password rule and that the confirmation matches', () => {
    const bad = { ...body, captain: { ...body.captain, phone: '555-0188', password: { password: 'weakpass', confirm: 'other' } } };
    const paths = adminTeamWithCaptainInputSchema.safeParse(bad).error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['captain.phone', 'captain.password.password']));
    const mismatch = { ...body, captain: { ...body.captain, password: { password: 'Walkfund#2026', confirm: 'Walkfund#2027' } } };
    expect(adminTeamWithCaptainInputSchema.safeParse(mismatch).error!.issues).toEqual([
      expect.objectContaining({ path: ['captain', 'password', 'confirm'], message: 'Passwords must match.' }),
    ]);
  });

  it('refuses the public form\'s extra captain fields', () => {
    expect(adminTeamWithCaptainInputSchema.safeParse({ ...body, captain: { ...body.captain, shirtSize: 'Large' } }).success).toBe(false);
  });
});
