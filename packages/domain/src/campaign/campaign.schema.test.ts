import { describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME, campaignTeamParams, donorDisplayName } from './campaign.schema.ts';

describe('donorDisplayName', () => {
  it('shows the first name and the last initial, never the full last name', () => {
    expect(donorDisplayName({ firstName: 'Dana', lastName: 'tester', anonymous: false })).toBe('Dana T.');
    expect(donorDisplayName({ firstName: ' Lee ', lastName: '', anonymous: false })).toBe('Lee');
  });

  it('shows Anonymous when the donor chose it, whatever else is set', () => {
    expect(donorDisplayName({ firstName: 'Dana', lastName: 'Tester', anonymous: true, useEmployerAsName: true, employer: 'Acme' })).toBe(ANONYMOUS_DONOR_NAME);
    expect(donorDisplayName({ firstName: ' ', lastName: ' ', anonymous: false })).toBe(ANONYMOUS_DONOR_NAME);
  });

  it('credits the employer when the donor gave in its name', () => {
    expect(donorDisplayName({ firstName: 'Dana', lastName: 'Tester', anonymous: false, useEmployerAsName: true, employer: 'Acme Corp' })).toBe('Acme Corp');
    expect(donorDisplayName({ firstName: 'Dana', lastName: 'Tester', anonymous: false, useEmployerAsName: true, employer: '' })).toBe('Dana T.');
  });
});

describe('campaignTeamParams', () => {
  it('takes a bounded slug', () => {
    expect(campaignTeamParams.parse({ slug: 'pacers' })).toEqual({ slug: 'pacers' });
    expect(campaignTeamParams.safeParse({ slug: '' }).success).toBe(false);
    expect(campaignTeamParams.safeParse({ slug: 'x'.repeat(141) }).success).toBe(false);
  });
});
