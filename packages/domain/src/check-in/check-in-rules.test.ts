import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES, guardianProblem, minorOnEventDay } from '../waivers/waiver.schema.ts';
import { CHECK_IN_SYNC_MESSAGES } from './check-in-sync.schema.ts';
import { shirtSizesByStock, shirtSizeToHandOut } from './check-in.schema.ts';
import { walkUpInputSchema } from './walk-up.schema.ts';

/** The rules the check-in phone and the server share (docs/decisions/0011-event-day-check-in.md). */
describe('check-in rules', () => {
  it("tells a minor by the birth date on the city's event day, and says when it cannot", () => {
    expect(minorOnEventDay('2013-06-01', '2026-04-18')).toBe(true);
    expect(minorOnEventDay('1990-06-01', '2026-04-18')).toBe(false);
    expect(minorOnEventDay(null, '2026-04-18')).toBeNull();
    expect(minorOnEventDay('2013-06-01', null)).toBeNull();
    expect(minorOnEventDay('June 2013', '2026-04-18')).toBeNull();
  });

  it("needs a known minor's signature to be a minor's, with a guardian", () => {
    expect(guardianProblem({ minor: false, guardianName: null }, true)).toBe(WAIVER_MESSAGES.guardianRequired);
    expect(guardianProblem({ minor: false, guardianName: 'Grace Lee' }, true)).toBe(WAIVER_MESSAGES.guardianRequired);
    expect(guardianProblem({ minor: true, guardianName: ' ' }, true)).toBe(WAIVER_MESSAGES.guardianRequired);
    expect(guardianProblem({ minor: true, guardianName: 'Grace Lee' }, true)).toBeNull();
    expect(guardianProblem({ minor: false, guardianName: null }, false)).toBeNull();
    expect(guardianProblem({ minor: false, guardianName: null }, null)).toBeNull();
  });

  it('hands out a size of the one list: the one picked, else the person’s own when it is of the list', () => {
    expect(shirtSizeToHandOut('XLarge', 'Small')).toBe('XLarge');
    expect(shirtSizeToHandOut(undefined, 'Small')).toBe('Small');
    expect(shirtSizeToHandOut(undefined, null)).toBeNull();
    expect(shirtSizeToHandOut(undefined, 'lg')).toBeNull();
    expect(shirtSizeToHandOut('X-Large', null)).toBeNull();
  });

  it('lists the sizes in stock first, most first, then the rest in order', () => {
    expect(shirtSizesByStock([{ size: 'Large', onHand: 2 }, { size: '2XLarge', onHand: 9 }, { size: 'Small', onHand: -1 }])).toEqual([
      '2XLarge', 'Large', 'Small', 'Medium', 'XLarge', '3XLarge',
    ]);
    expect(shirtSizesByStock(undefined)).toEqual(['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge']);
  });

  it('refuses a walk-up shirt given without a size', () => {
    const walkUp = { clientId: crypto.randomUUID(), firstName: 'Gate', lastName: 'Walker', kind: 'walk', giveShirt: true };
    expect(walkUpInputSchema.safeParse(walkUp).error?.issues.map((i) => i.path.join('.'))).toEqual(['shirtSize']);
    expect(walkUpInputSchema.safeParse({ ...walkUp, shirtSize: 'Large' }).success).toBe(true);
  });

  it("names what a refused item did not do: a refused signature is not a refused check-in", () => {
    expect(CHECK_IN_SYNC_MESSAGES.refusedOf('waiver', 'Hannah Lee', WAIVER_MESSAGES.guardianRequired)).toBe(
      'Hannah Lee: waiver not signed. Someone under 18 needs a parent or guardian to sign too.',
    );
    expect(CHECK_IN_SYNC_MESSAGES.refusedOf('check-in', 'Rita Runner', 'No.')).toBe(CHECK_IN_SYNC_MESSAGES.refused('Rita Runner', 'No.'));
  });
});
