import { describe, expect, it } from 'vitest';
import { chooseConstantContactLists, type ConstantContactLists, type ContactFacts } from './constant-contact-lists.ts';

const LISTS: ConstantContactLists = {
  captainList: 'L-captain', runnerList: 'L-runner', generalList: 'L-general', donorList: 'L-donor', oklahomaCityList: 'L-okc', tulsaList: 'L-tulsa',
  overOneHundredsList: 'L-100', overFiveHundredsList: 'L-500', overFifteenHundredsList: 'L-1500', overTwentyFiveHundredsList: 'L-2500',
  overTenMembersList: 'L-10members',
};

const donor = (overrides: Partial<ContactFacts> = {}): ContactFacts => ({
  isCaptain: false, captainTeamMembers: 0, isRunner: false, isDonor: true, yearDonationCents: 5_000, eventCity: null, ...overrides,
});

describe('chooseConstantContactLists', () => {
  it('puts a donor on the general and donor lists', () => {
    expect(chooseConstantContactLists(donor(), LISTS)).toEqual(['L-general', 'L-donor']);
  });

  it.each([
    [10_000, []],
    [10_001, ['L-100']],
    [50_000, ['L-100']],
    [50_001, ['L-100', 'L-500']],
    [150_000, ['L-100', 'L-500']],
    [150_001, ['L-100', 'L-500', 'L-1500']],
    [250_000, ['L-100', 'L-500', 'L-1500']],
    [250_001, ['L-100', 'L-500', 'L-1500', 'L-2500']],
  ])('a year total of %i cents is strictly over the tiers %j (cumulative)', (cents, tiers) => {
    expect(chooseConstantContactLists(donor({ yearDonationCents: cents }), LISTS)).toEqual(['L-general', 'L-donor', ...tiers]);
  });

  it('adds the city list of the event city', () => {
    expect(chooseConstantContactLists(donor({ eventCity: 'Oklahoma City' }), LISTS)).toContain('L-okc');
    expect(chooseConstantContactLists(donor({ eventCity: 'Tulsa' }), LISTS)).toEqual(['L-general', 'L-donor', 'L-tulsa']);
  });

  it('puts a captain on the captain list, and on the over-ten list only with more than 10 members', () => {
    const captain = (members: number) => ({ isCaptain: true, captainTeamMembers: members, isRunner: false, isDonor: false, yearDonationCents: 0, eventCity: 'Tulsa' });
    expect(chooseConstantContactLists(captain(10), LISTS)).toEqual(['L-general', 'L-captain', 'L-tulsa']);
    expect(chooseConstantContactLists(captain(11), LISTS)).toEqual(['L-general', 'L-captain', 'L-tulsa', 'L-10members']);
    // Members of a team someone does not captain do not count.
    expect(chooseConstantContactLists({ ...captain(20), isCaptain: false }, LISTS)).not.toContain('L-10members');
  });

  it('puts a runner on the runner list', () => {
    expect(chooseConstantContactLists(donor({ isDonor: false, isRunner: true, yearDonationCents: 0 }), LISTS)).toEqual(['L-general', 'L-runner']);
  });

  it('leaves out lists with no id configured and repeats no id', () => {
    const partial = { ...LISTS, generalList: '', donorList: '  ', overOneHundredsList: 'L-shared', overFiveHundredsList: 'L-shared' };
    expect(chooseConstantContactLists(donor({ yearDonationCents: 60_000 }), partial)).toEqual(['L-shared']);
    expect(chooseConstantContactLists(donor(), {})).toEqual([]);
  });
});
