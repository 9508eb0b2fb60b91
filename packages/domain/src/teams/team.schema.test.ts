import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captainProfileSchema, reactivationTeamSchema, teamCreateInputSchema, teamInfoSchema } from './team.schema.ts';
import { FIELD_MESSAGES } from '../messages.ts';
import { REACTIVATION_MIN_DONATION_GOAL, REACTIVATION_MIN_MEMBER_GOAL } from './constants.ts';

/** First message per field path of a refused value. */
function issuesByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const byPath: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

const goodReactivation = { name: 'Walkers', teamDonationGoal: 500, teamMemberGoal: 10, eventCity: 'Tulsa' };

describe('reactivationTeamSchema (docs/spec/public-flows.md §5)', () => {
  it('accepts valid goals and coerces form strings', () => {
    expect(reactivationTeamSchema.parse(goodReactivation)).toEqual(goodReactivation);
    expect(reactivationTeamSchema.parse({ ...goodReactivation, teamDonationGoal: '6', teamMemberGoal: '2' })).toEqual({
      ...goodReactivation,
      teamDonationGoal: 6,
      teamMemberGoal: 2,
    });
  });

  it('requires a team name: "A team name is required."', () => {
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, name: '' })).toEqual({ name: 'A team name is required.' });
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, name: '   ' })).toEqual({ name: 'A team name is required.' });
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, name: undefined })).toEqual({ name: 'A team name is required.' });
  });

  it('needs 2 characters: "Your team name must be at least 2 characters."', () => {
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, name: 'W' })).toEqual({
      name: 'Your team name must be at least 2 characters.',
    });
  });

  it('refuses a leading special character', () => {
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, name: '#Walkers' })).toEqual({
      name: 'Team name cannot start with a special character.',
    });
  });

  it('needs a donation goal greater than 5: "Donation Goal should be greater than 5."', () => {
    expect(REACTIVATION_MIN_DONATION_GOAL).toBe(6);
    for (const goal of [5, 0, -1, 'abc', undefined]) {
      expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, teamDonationGoal: goal })).toEqual({
        teamDonationGoal: 'Donation Goal should be greater than 5.',
      });
    }
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, teamDonationGoal: 6 })).toEqual({});
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, teamDonationGoal: 5.5 })).toEqual({
      teamDonationGoal: 'Donation Goal should be greater than 5.',
    });
  });

  it('needs a whole member goal greater than 1: "Your team member goal should be greater than 1."', () => {
    expect(REACTIVATION_MIN_MEMBER_GOAL).toBe(2);
    for (const goal of [1, 0, 1.5, 2.5, 'abc', undefined]) {
      expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, teamMemberGoal: goal })).toEqual({
        teamMemberGoal: 'Your team member goal should be greater than 1.',
      });
    }
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, teamMemberGoal: 2 })).toEqual({});
  });

  it('needs an event city', () => {
    expect(issuesByPath(reactivationTeamSchema, { ...goodReactivation, eventCity: 'Norman' })).toEqual({
      eventCity: 'Event city must be Oklahoma City or Tulsa.',
    });
  });

  it('uses the spec texts', () => {
    expect(FIELD_MESSAGES.reactivationTeamNameRequired).toBe('A team name is required.');
    expect(FIELD_MESSAGES.reactivationTeamNameMin).toBe('Your team name must be at least 2 characters.');
    expect(FIELD_MESSAGES.reactivationDonationGoal).toBe('Donation Goal should be greater than 5.');
    expect(FIELD_MESSAGES.reactivationMemberGoal).toBe('Your team member goal should be greater than 1.');
  });
});

const goodCaptain = {
  firstName: 'Casey',
  lastName: 'Captain',
  email: 'Casey@Example.com',
  phone: '(405) 555-1234',
  myEmployer: '',
  address: { address: '1 Main St', city: 'Edmond', state: 'OK', zipcode: '73034' },
  shirtSize: 'Medium',
  password: { password: 'Walkfund#2026', confirm: 'Walkfund#2026' },
};
const goodTeam = { name: 'Café Crew', eventCity: 'Oklahoma City', teamMessage: '<p>Walk with us</p>' };

describe('teamCreateInputSchema (POST /v1/teams)', () => {
  it('parses a captain and a team, lowercasing the email and defaulting lifeChurch', () => {
    const parsed = teamCreateInputSchema.parse({ captain: goodCaptain, team: goodTeam });
    expect(parsed.captain.email).toBe('casey@example.com');
    expect(parsed.captain.lifeChurch).toBe(false);
    expect(parsed.team).toEqual(goodTeam);
  });

  it('requires the confirmation to match', () => {
    expect(
      issuesByPath(teamCreateInputSchema, {
        captain: { ...goodCaptain, password: { password: 'Walkfund#2026', confirm: 'Walkfund#2025' } },
        team: goodTeam,
      }),
    ).toEqual({ 'captain.password.confirm': 'Passwords must match.' });
  });

  it('applies the one password rule', () => {
    expect(
      issuesByPath(captainProfileSchema, { ...goodCaptain, password: { password: 'password1', confirm: 'password1' } }),
    ).toEqual({ 'password.password': 'Must contain an uppercase, lowercase, number and special character.' });
  });

  it('requires a campus when lifeChurch is ticked', () => {
    expect(issuesByPath(captainProfileSchema, { ...goodCaptain, lifeChurch: true })).toEqual({
      lifeChurchCampus: 'Choose a Life.Church campus.',
    });
    expect(issuesByPath(captainProfileSchema, { ...goodCaptain, lifeChurch: true, lifeChurchCampus: 'Edmond' })).toEqual({});
  });

  it('refuses unknown keys', () => {
    expect(teamCreateInputSchema.safeParse({ captain: goodCaptain, team: goodTeam, extra: 1 }).success).toBe(false);
  });

  it('reports team field messages', () => {
    expect(issuesByPath(teamInfoSchema, { name: '!Crew', eventCity: 'Tulsa', teamMessage: '' })).toEqual({
      name: 'Team name cannot start with a special character.',
      teamMessage: 'Team message is required.',
    });
  });
});

describe('the spec\'s create-team payload (docs/decisions/0119-spec-payloads-accepted.md)', () => {
  const captain = {
    firstName: 'Casey', lastName: 'Captain', email: 'casey@example.com', phone: '(405) 555-0199', myEmployer: 'Acme Co',
    address: { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' }, shirtSize: 'Large',
    password: { password: 'Walk#2026x', confirm: 'Walk#2026x' }, lifeChurch: true, lifeChurchCampus: { value: 7, name: 'Norman' },
  };
  const team = { name: 'Blue Sneakers', eventCity: 'Tulsa', teamMessage: '<p>Hi</p>', active: true, teamDonationGoal: 0, teamMemberGoal: 0, totalRaised: 0, captains: [] };

  it('accepts the campus as {value, name} or a value, and the sent body\'s fields', () => {
    const parsed = teamCreateInputSchema.parse({ captain, team });
    expect(parsed.captain.lifeChurchCampus).toBe('Norman');
    expect(captainProfileSchema.parse({ ...captain, lifeChurchCampus: 7 }).lifeChurchCampus).toBe('Norman');
    expect(captainProfileSchema.parse({ ...captain, lifeChurchCampus: 'Norman' }).lifeChurchCampus).toBe('Norman');
  });

  it('refuses values the server sets otherwise, naming the field', () => {
    expect(issuesByPath(teamInfoSchema, { ...team, totalRaised: 500 })).toEqual({ totalRaised: 'totalRaised is set by the server: send 0 or leave it out.' });
    expect(issuesByPath(teamInfoSchema, { ...team, active: false })).toEqual({ active: 'active is set by the server: send true or leave it out.' });
    expect(Object.keys(issuesByPath(teamInfoSchema, { ...team, captains: [12] }))).toEqual(['captains']);
    expect(Object.keys(issuesByPath(teamInfoSchema, { ...team, isAdmin: true }))).toEqual(['']);
  });

  it('needs a campus when lifeChurch is ticked', () => {
    expect(issuesByPath(captainProfileSchema, { ...captain, lifeChurchCampus: null })).toEqual({ lifeChurchCampus: 'Choose a Life.Church campus.' });
  });
});
