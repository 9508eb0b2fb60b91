import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { defaultEventSettings } from '../settings/event-settings.schema.ts';
import {
  earnedBadgeNames, formatDollarsShort, imageUrlField, lineItemListQuerySchema, mergeTeamChanges, reactivationInputSchema, splitMembers,
  starLockedMessage, starUnlocked, teamBadgeProgress, teamUpdateInputSchema, TEAM_MESSAGES, type TeamProgress,
} from './team-dashboard.schema.ts';

function issuesByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const byPath: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

const team = (overrides: Partial<TeamProgress> = {}): TeamProgress => ({
  totalRaised: 0, participants: 0, hasFacebookFundraiser: false, hasCommunityEvent: false, hasEmployeeMatch: false, ...overrides,
});

const settings = (overrides: Partial<ReturnType<typeof defaultEventSettings>> = {}) => ({ ...defaultEventSettings(2026), ...overrides });

describe('the star of the team lock', () => {
  it('unlocks when the team has raised the limit, to the cent', () => {
    expect(starUnlocked(199.99, 200)).toBe(false);
    expect(starUnlocked(200, 200)).toBe(true);
    expect(starUnlocked(0, 0)).toBe(true);
    expect(starUnlocked(0.1 + 0.2, 0.3)).toBe(true);
  });

  it('says the spec text with the limit in dollars', () => {
    expect(starLockedMessage(200)).toBe('After you have raised $200, you can add your star of the team here!');
    expect(starLockedMessage(1250.5)).toBe('After you have raised $1,250.50, you can add your star of the team here!');
    expect(formatDollarsShort(0)).toBe('$0');
  });
});

describe('teamBadgeProgress (back office 2, Badges tab)', () => {
  const badges = [
    { name: 'Big Steps', type: 'fundraising' as const, goal: 1000, image: '/uploads/big.webp' },
    { name: 'First Steps', type: 'fundraising' as const, goal: 100, image: '/uploads/first.webp' },
    { name: 'Crew', type: 'participant' as const, goal: 10, image: '/uploads/crew.webp' },
  ];

  it('sorts by goal, caps percentages at 100 and completes fundraising at 100%', () => {
    const progress = teamBadgeProgress(team({ totalRaised: 250, participants: 4 }), settings({ eventBadges: badges }));
    expect(progress.badges.map((b) => [b.name, b.percent, b.complete])).toEqual([
      ['Crew', 40, false],
      ['First Steps', 100, true],
      ['Big Steps', 25, false],
    ]);
    const exact = teamBadgeProgress(team({ totalRaised: 1000 }), settings({ eventBadges: badges }));
    expect(exact.badges.find((b) => b.name === 'Big Steps')).toMatchObject({ percent: 100, complete: true });
  });

  it('shows a participation badge complete only above 100%', () => {
    const at = teamBadgeProgress(team({ participants: 10 }), settings({ eventBadges: badges }));
    expect(at.badges.find((b) => b.name === 'Crew')).toMatchObject({ percent: 100, complete: false });
    const above = teamBadgeProgress(team({ participants: 11 }), settings({ eventBadges: badges }));
    expect(above.badges.find((b) => b.name === 'Crew')).toMatchObject({ percent: 100, complete: true });
  });

  it('adds the elite badge when it has a goal, and the switch badges active in settings with their images', () => {
    const s = settings({
      eliteBadgeSettings: { image: '/uploads/elite.webp', fundraisingGoal: 500, participationGoal: 5 },
      facebookFundraiser: { active: true, image: '/uploads/fb.webp' },
      teamEvent: { active: false, image: '/uploads/event.webp' },
      employerMatch: { active: true, image: '/uploads/match.webp' },
    });
    const progress = teamBadgeProgress(team({ totalRaised: 600, participants: 3, hasFacebookFundraiser: true, hasCommunityEvent: true }), s);
    expect(progress.elite).toEqual({
      image: '/uploads/elite.webp', fundraisingGoal: 500, participationGoal: 5, fundraisingPercent: 100, participationPercent: 60, complete: false,
    });
    expect(progress.switches).toEqual([
      { key: 'facebookFundraiser', name: 'Facebook Fundraiser', image: '/uploads/fb.webp', earned: true },
      { key: 'employerMatch', name: 'Employer Match', image: '/uploads/match.webp', earned: false },
    ]);
    expect(earnedBadgeNames(progress)).toEqual(['Facebook Fundraiser']);
    expect(teamBadgeProgress(team(), settings()).elite).toBeNull();
  });
});

describe('PATCH /v1/teams/{id} input', () => {
  it("accepts changed fields at the top and under the spec's `team`, and names a conflict", () => {
    const input = teamUpdateInputSchema.parse({ teamDonationGoal: '750', team: { teamMemberGoal: 12 } });
    expect(mergeTeamChanges(input)).toEqual({ changes: { teamDonationGoal: 750, teamMemberGoal: 12 }, conflicts: [] });
    expect(mergeTeamChanges(teamUpdateInputSchema.parse({ name: 'Walkers', team: { name: 'Runners' } })).conflicts).toEqual(['name']);
  });

  it("uses the spec's goal texts and refuses unknown fields", () => {
    expect(issuesByPath(teamUpdateInputSchema, { teamDonationGoal: 5, teamMemberGoal: 1, name: 'W' })).toEqual({
      teamDonationGoal: 'Donation Goal should be greater than 5.',
      teamMemberGoal: 'Your team member goal should be greater than 1.',
      name: 'Your team name must be at least 2 characters.',
    });
    expect(teamUpdateInputSchema.safeParse({ totalRaised: 10 }).success).toBe(false);
  });

  it('takes only uploaded or http(s) image URLs', () => {
    for (const ok of ['', '/uploads/abc.webp', 'https://example.com/a.png']) expect(imageUrlField.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA']) expect(imageUrlField.safeParse(bad).success).toBe(false);
  });
});

describe('PATCH /v1/teams/reactivate/{id} input (public spec 5)', () => {
  const good = {
    captain: { firstName: 'Casey', lastName: 'Captain', phone: '(405) 555-0199', shirtSize: 'Large' },
    team: { name: 'Walkers', teamDonationGoal: 500, teamMemberGoal: 10, eventCity: 'Tulsa' },
    updateMembers: [3, 4],
  };

  it('defaults the member lists and requires a shirt size', () => {
    expect(reactivationInputSchema.parse(good)).toMatchObject({ removeMembers: [], updateMemberEmails: [], captain: { lifeChurch: false } });
    const { shirtSize: _s, ...noShirt } = good.captain;
    expect(issuesByPath(reactivationInputSchema, { ...good, captain: noShirt })).toEqual({ 'captain.shirtSize': 'Shirt size is required.' });
  });

  it("names each goal and the team name with the spec's texts", () => {
    expect(issuesByPath(reactivationInputSchema, { ...good, team: { name: '', teamDonationGoal: 5, teamMemberGoal: 1, eventCity: 'Tulsa' } })).toEqual({
      'team.name': 'A team name is required.',
      'team.teamDonationGoal': 'Donation Goal should be greater than 5.',
      'team.teamMemberGoal': 'Your team member goal should be greater than 1.',
    });
  });

  it('splits the members into kept and removed for the wizard', () => {
    expect(splitMembers([1, 2, 3], [3, 1, 9])).toEqual({ kept: [1, 3], removed: [2] });
  });
});

describe('GET /v1/lineitems/ query', () => {
  it('parses the team donations query', () => {
    expect(lineItemListQuerySchema.parse({ type: 'donation', team: '7', eventYear: '2026', limit: '100' })).toMatchObject({
      type: 'donation', team: 7, eventYear: 2026, limit: 100, page: 1,
    });
    expect(lineItemListQuerySchema.safeParse({ type: 'raffle' }).success).toBe(false);
  });

  it('keeps its messages in one place', () => {
    expect(TEAM_MESSAGES.notMembers([4, 5])).toBe('Not members of the team: 4, 5.');
  });
});
