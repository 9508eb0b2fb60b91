import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES, isMinorOnEventDate, waiverAcceptanceInputSchema, waiverKindOf } from './waiver.schema.ts';

describe('waiver acceptance', () => {
  it('needs a typed name, and a guardian for a minor', () => {
    expect(waiverAcceptanceInputSchema.safeParse({ waiverId: 1, signedName: 'Ada Lovelace' }).success).toBe(true);
    const noName = waiverAcceptanceInputSchema.safeParse({ waiverId: 1, signedName: ' ' });
    expect(noName.success).toBe(false);
    const minor = waiverAcceptanceInputSchema.safeParse({ waiverId: 1, signedName: 'Tim Lovelace', minor: true });
    expect(minor.error?.issues[0]?.message).toBe(WAIVER_MESSAGES.guardianRequired);
    expect(waiverAcceptanceInputSchema.safeParse({ waiverId: 1, signedName: 'Tim Lovelace', minor: true, guardianName: 'Ada Lovelace' }).success).toBe(true);
    expect(waiverAcceptanceInputSchema.safeParse({ waiverId: 1, signedName: 'Tim\nLovelace' }).success).toBe(false);
  });

  it('counts someone as a minor until their 18th birthday', () => {
    expect(isMinorOnEventDate('2009-04-18', '2027-04-17')).toBe(true);
    expect(isMinorOnEventDate('2009-04-18', '2027-04-18')).toBe(false);
    expect(isMinorOnEventDate('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOnEventDate('2008-02-29', '2026-03-01')).toBe(false);
  });

  it('gives runners in person and virtual the 5k waiver', () => {
    expect(waiverKindOf('5k-virtual')).toBe('5k');
    expect(waiverKindOf('walk')).toBe('walk');
  });
});
