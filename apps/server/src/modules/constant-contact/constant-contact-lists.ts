import type { ConstantContactListKey, EventCity } from '@walkfund/domain';

export type ConstantContactLists = Record<ConstantContactListKey, string>;

/**
 * Donor tiers (docs/spec/back-office.md §9: donors over $100, $500, $1,500 and $2,500), by the donor's donations
 * for the event year. "Over" is strict: exactly $100 is not over $100. Tiers are cumulative: a
 * donor over $500 is also over $100, since Constant Contact's create-or-update call only ever adds
 * lists, so a donor who moves up stays on the lower lists anyway.
 */
export const DONOR_TIERS: readonly { key: ConstantContactListKey; overCents: number }[] = [
  { key: 'overOneHundredsList', overCents: 100_00 },
  { key: 'overFiveHundredsList', overCents: 500_00 },
  { key: 'overFifteenHundredsList', overCents: 1_500_00 },
  { key: 'overTwentyFiveHundredsList', overCents: 2_500_00 },
];

/** Captains of teams with more than this many members (this year's) go on the over-ten list. */
export const OVER_TEN_MEMBERS = 10;

/** What is known about one person when they are synced. */
export interface ContactFacts {
  /** They captain a team (a new captain, or a donor who is also a captain). */
  isCaptain: boolean;
  /** Members of the captained team for its year (0 when not a captain). */
  captainTeamMembers: number;
  /** They registered for the 5k. */
  isRunner: boolean;
  /** The synced transaction holds a donation from them. */
  isDonor: boolean;
  /** Their donations for the event year, in cents (refunds taken off). */
  yearDonationCents: number;
  eventCity: EventCity | string | null;
}

/**
 * The list ids a contact is added to: the general list for everyone synced, then by role (captain,
 * runner, donor), by event city, by donation tier and by team size. Lists with no id configured are
 * left out; each id at most once, in a stable order.
 */
export function chooseConstantContactLists(facts: ContactFacts, lists: Partial<ConstantContactLists>): string[] {
  const keys: ConstantContactListKey[] = ['generalList'];
  if (facts.isCaptain) keys.push('captainList');
  if (facts.isRunner) keys.push('runnerList');
  if (facts.isDonor) keys.push('donorList');
  if (facts.eventCity === 'Oklahoma City') keys.push('oklahomaCityList');
  if (facts.eventCity === 'Tulsa') keys.push('tulsaList');
  for (const tier of DONOR_TIERS) if (facts.yearDonationCents > tier.overCents) keys.push(tier.key);
  if (facts.isCaptain && facts.captainTeamMembers > OVER_TEN_MEMBERS) keys.push('overTenMembersList');
  const ids = keys.map((k) => (lists[k] ?? '').trim()).filter(Boolean);
  return [...new Set(ids)];
}
