import { describe, expect, it } from 'vitest';
import { visibleCallsToAction, type CallToActionInput } from './cta-rules.ts';

const base: CallToActionInput = {
  has5k: true,
  hasEventShirt: true,
  runnerCount: 0,
  shirtCount: 0,
  donation: null,
  supportingType: null,
  memberCount: 0,
};

describe('call-to-action bar', () => {
  it('offers everything but Add a Team Member when nothing is chosen', () => {
    expect(visibleCallsToAction(base)).toEqual(['run', 'shirt', 'donate', 'join']);
  });

  it('hides Run the 5k when runners are added or the 5k is off', () => {
    expect(visibleCallsToAction({ ...base, runnerCount: 1 })).not.toContain('run');
    expect(visibleCallsToAction({ ...base, has5k: false })).not.toContain('run');
  });

  it('hides Buy a T-Shirt when shirts are in the cart or shirts are off', () => {
    expect(visibleCallsToAction({ ...base, shirtCount: 2 })).not.toContain('shirt');
    expect(visibleCallsToAction({ ...base, hasEventShirt: false })).not.toContain('shirt');
  });

  it('hides Donate once a donation amount is set', () => {
    expect(visibleCallsToAction({ ...base, donation: 10 })).not.toContain('donate');
    expect(visibleCallsToAction({ ...base, donation: 0 })).toContain('donate');
  });

  it('shows Add a Team Member only for team support with no members and no donation', () => {
    expect(visibleCallsToAction({ ...base, supportingType: 'Team' })).toContain('addMember');
    expect(visibleCallsToAction({ ...base, supportingType: 'Team', memberCount: 1 })).not.toContain('addMember');
    expect(visibleCallsToAction({ ...base, supportingType: 'Team', donation: 25 })).not.toContain('addMember');
    expect(visibleCallsToAction({ ...base, supportingType: 'Event' })).not.toContain('addMember');
  });

  it('shows Join a Team unless supporting a team', () => {
    expect(visibleCallsToAction({ ...base, supportingType: 'Event' })).toContain('join');
    expect(visibleCallsToAction({ ...base, supportingType: 'Team' })).not.toContain('join');
  });
});
