import { describe, expect, it } from 'vitest';
import { defaultEventSettings } from '../settings/event-settings.schema.ts';
import { earnedBadgeNames, starLockedMessage, starUnlocked, teamBadgeProgress, type TeamProgress } from './team-badges.ts';

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
    expect(starLockedMessage(0)).toBe('After you have raised $0, you can add your star of the team here!');
  });
});

describe('teamBadgeProgress (docs/spec/back-office.md §2, Badges tab)', () => {
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
