import { describe, expect, it } from 'vitest';
import { DEFAULT_WALKER_BADGE_SWITCHES, walkerBadges, type WalkerBadgeFacts } from './walker-badges.ts';

const facts = (overrides: Partial<WalkerBadgeFacts> = {}): WalkerBadgeFacts => ({
  goalCents: 10_000, raisedCents: 0, hasStory: false, hasPhoto: false, giftCount: 0, distanceMillimetres: 0, listed: false, rank: null, ...overrides,
});
const earned = (f: WalkerBadgeFacts, distanceEnabled = true) =>
  walkerBadges(f, { switches: DEFAULT_WALKER_BADGE_SWITCHES, distanceEnabled }).filter((b) => b.earned).map((b) => b.key);

describe('walker badges', () => {
  it('earns each badge from the figures alone', () => {
    expect(earned(facts())).toEqual([]);
    expect(earned(facts({ hasStory: true, hasPhoto: true, giftCount: 5, raisedCents: 10_000, distanceMillimetres: 16_093_440, listed: true, rank: 10 }))).toEqual([
      'pageComplete', 'firstGift', 'fiveGifts', 'halfGoal', 'goalReached', 'tenMiles', 'topTen',
    ]);
    expect(earned(facts({ raisedCents: 4_999 }))).toEqual([]);
    expect(earned(facts({ raisedCents: 5_000 }))).toEqual(['halfGoal']);
    expect(earned(facts({ distanceMillimetres: 16_093_439 }))).toEqual([]);
    expect(earned(facts({ listed: true, rank: 11 }))).toEqual([]);
  });

  it('leaves out switched-off badges, and the miles badge while logging is off', () => {
    const keys = walkerBadges(facts(), { switches: { ...DEFAULT_WALKER_BADGE_SWITCHES, fiveGifts: false }, distanceEnabled: false }).map((b) => b.key);
    expect(keys).toEqual(['pageComplete', 'firstGift', 'halfGoal', 'goalReached', 'topTen']);
  });
});
