import { describe, expect, it } from 'vitest';
import { dailyReportsResponseSchema, percentOf } from './daily-report.schema.ts';

describe('percentOf (Daily Snapshots percent columns)', () => {
  it('is current / prior × 100 with two decimals', () => {
    expect(percentOf(150, 100)).toBe(150);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(1234.56, 1000)).toBe(123.46);
    expect(percentOf(0, 50)).toBe(0);
  });

  it('is null (a dash) when the prior value is 0 or missing, never Infinity or NaN', () => {
    expect(percentOf(100, 0)).toBeNull();
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(100, null)).toBeNull();
    expect(percentOf(null, 100)).toBeNull();
    expect(percentOf(undefined, undefined)).toBeNull();
  });
});

describe('dailyReportsResponseSchema', () => {
  const empty = {
    createdAt: null, totalRaised: null, okcTotalRaised: null, tulsaTotalRaised: null, totalTeams: null,
    okcTotalTeams: null, tulsaTotalTeams: null, totalParticipants: null, okcTotalParticipants: null,
    tulsaTotalParticipants: null,
  };
  it('accepts a row with a missing prior year and refuses a malformed date', () => {
    const current = { ...empty, createdAt: '2025-03-01', totalRaised: 10.5, okcTotalRaised: 10.5, tulsaTotalRaised: 0,
      totalTeams: 1, okcTotalTeams: 1, tulsaTotalTeams: 0, totalParticipants: 2, okcTotalParticipants: 2, tulsaTotalParticipants: 0 };
    const answer = { results: [{ ...empty, comparison: current }], totalResults: 1, currentYear: 2025, priorYear: 2024,
      nextSnapshot: { at: '2025-03-02T06:00:00.000Z', day: '2025-03-01' } };
    expect(dailyReportsResponseSchema.parse(answer)).toEqual(answer);
    expect(dailyReportsResponseSchema.safeParse({ ...answer, results: [{ ...empty, createdAt: '03/01/2024', comparison: current }] }).success).toBe(false);
  });
});
