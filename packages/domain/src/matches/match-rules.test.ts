import { describe, expect, it } from 'vitest';
import { estimateMatch, matchBannerText, matchCandidates, matchedCents, matchStatus, matchTakeBackCents } from './match-rules.ts';
import { matchInputSchema } from './match.schema.ts';

const candidate = (over: Partial<Parameters<typeof matchCandidates>[0][number]> & { id: number }) => ({
  scope: 'event' as const, eventCity: null, teamId: null, minGiftCents: 0, remainingCents: 100_00, ratio: 1, ...over,
});

describe('sponsor matches (docs/features/sponsor-matches.md)', () => {
  it('matches the gift times the ratio, never past what is left of the cap', () => {
    expect(matchedCents(2500, 1, 500_000)).toBe(2500);
    expect(matchedCents(2500, 2, 500_000)).toBe(5000);
    expect(matchedCents(2500, 1, 1234)).toBe(1234);
    expect(matchedCents(2500, 1, 0)).toBe(0);
  });

  it('takes back a proportional share on a partial refund and the rest on the last one, to the cent', () => {
    const first = matchTakeBackCents({ matchedCents: 1001, giftCents: 3000, refundedGiftCents: 1000, takenBackCents: 0 });
    expect(first).toBe(334);
    const second = matchTakeBackCents({ matchedCents: 1001, giftCents: 3000, refundedGiftCents: 3000, takenBackCents: first });
    expect(first + second).toBe(1001);
    expect(matchTakeBackCents({ matchedCents: 1001, giftCents: 3000, refundedGiftCents: 3000, takenBackCents: 1001 })).toBe(0);
  });

  it('tries the team match first, then the city, then the event, and skips gifts below the smallest matched', () => {
    const matches = [candidate({ id: 1 }), candidate({ id: 2, scope: 'team', teamId: 7 }), candidate({ id: 3, scope: 'city', eventCity: 'Tulsa' }), candidate({ id: 4, scope: 'team', teamId: 8 })];
    expect(matchCandidates(matches, { teamId: 7, eventCity: 'Tulsa', cents: 1000 }).map((m) => m.id)).toEqual([2, 3, 1]);
    expect(matchCandidates(matches, { teamId: null, eventCity: 'Oklahoma City', cents: 1000 }).map((m) => m.id)).toEqual([1]);
    expect(matchCandidates([candidate({ id: 5, minGiftCents: 5000 })], { teamId: null, eventCity: null, cents: 4999 })).toEqual([]);
    expect(estimateMatch([candidate({ id: 2, scope: 'team', teamId: 7, remainingCents: 0 }), candidate({ id: 1, remainingCents: 700 })], { teamId: 7, eventCity: null, cents: 2500 })).toMatchObject({
      match: { id: 1 },
      cents: 700,
    });
  });

  it('says the state and the banner sentence', () => {
    const now = new Date('2026-11-30T15:00:00Z'); // a Monday
    expect(matchStatus({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-05T00:00:00Z', remainingCents: 1 }, now)).toBe('scheduled');
    expect(matchStatus({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-05T00:00:00Z', remainingCents: 0 }, now)).toBe('used-up');
    expect(matchStatus({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-30T00:00:00Z', remainingCents: 5 }, now)).toBe('ended');
    expect(matchBannerText({ sponsorName: 'Acme', ratio: 1, cap: 5000, remaining: 3200, minGift: 0, endsAt: '2026-12-04T23:00:00Z' }, now)).toBe(
      'Gifts are doubled by Acme until Friday: $3,200 of $5,000 left',
    );
    expect(matchBannerText({ sponsorName: 'Acme', ratio: 2, cap: 5000, remaining: 12.5, minGift: 25, endsAt: '2027-01-20T23:00:00Z' }, now)).toBe(
      'Gifts of $25 or more are tripled by Acme until Jan 20: $12.50 of $5,000 left',
    );
  });

  it('refuses a match that ends before it starts, or a city or team scope without its city or team', () => {
    const base = { sponsorName: 'Acme', ratio: 1, cap: 5000, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-05T00:00:00Z', scope: 'event' };
    expect(matchInputSchema.safeParse(base).success).toBe(true);
    const messages = (input: object) => matchInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ ...base, endsAt: base.startsAt })).toEqual(['End must be after the start.']);
    expect(messages({ ...base, scope: 'city' })).toEqual(['Choose the city the match covers.']);
    expect(messages({ ...base, scope: 'team' })).toEqual(['Choose the team the match covers.']);
    expect(messages({ ...base, ratio: 1.5 })).toHaveLength(1);
  });
});
