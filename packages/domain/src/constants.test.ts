import { describe, expect, it } from 'vitest';
// The constants through the package entry, which exports every feature's constants.ts.
import * as c from './index.ts';

describe('Life.Church campuses (docs/spec/back-office.md, Business constants and limits)', () => {
  const spec = [
    'Broadway and Britton', 'Central Support Office', 'Edmond', 'Midwest City', 'Moore', 'Mustang', 'Norman', 'NW Oklahoma City',
    'Oklahoma City', 'South Oklahoma City', 'Yukon', 'Broken Arrow', 'Catoosa', 'Jenks', 'Midtown Tulsa', 'Owasso',
    'South Broken Arrow', 'Shawnee', 'Stillwater', 'Church Online', 'South Tulsa',
  ];

  it('has 21 campuses with values 1..21 in the spec order', () => {
    expect(c.LIFE_CHURCH_CAMPUSES).toHaveLength(21);
    expect(c.LIFE_CHURCH_CAMPUSES.map((campus) => campus.value)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(c.LIFE_CHURCH_CAMPUSES.map((campus) => campus.name)).toEqual(spec);
    expect(c.LIFE_CHURCH_CAMPUS_NAMES).toEqual(spec);
  });

  it('pins a few values from the spec', () => {
    const valueOf = (name: string) => c.LIFE_CHURCH_CAMPUSES.find((campus) => campus.name === name)?.value;
    expect(valueOf('Broadway and Britton')).toBe(1);
    expect(valueOf('NW Oklahoma City')).toBe(8);
    expect(valueOf('Church Online')).toBe(20);
    expect(valueOf('South Tulsa')).toBe(21);
  });
});

describe('US_STATES', () => {
  it('holds the 50 states plus DC and PR: 52 unique two-letter codes', () => {
    expect(c.US_STATES).toHaveLength(52);
    expect(new Set(c.US_STATES).size).toBe(52);
    for (const code of c.US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(c.US_STATES).toContain('DC');
    expect(c.US_STATES).toContain('PR');
    expect(c.US_STATES).toContain('AL');
    expect(c.US_STATES).toContain('WY');
    expect(c.US_STATES).toContain('OK');
    expect(c.US_STATES).not.toContain('XX');
    expect(c.US_STATES).not.toContain('GU');
  });

  it('defaults to OK', () => {
    expect(c.DEFAULT_STATE).toBe('OK');
    expect(c.US_STATES).toContain(c.DEFAULT_STATE);
  });
});

describe('enumerations', () => {
  it('event cities: Oklahoma City 1 and Tulsa 2; Tulsa has no virtual run', () => {
    expect(c.EVENT_CITIES).toEqual(['Oklahoma City', 'Tulsa']);
    expect(c.EVENT_CITY_OPTIONS).toEqual([
      { value: 1, name: 'Oklahoma City' },
      { value: 2, name: 'Tulsa' },
    ]);
    expect(c.CITY_WITHOUT_VIRTUAL_RUN).toBe('Tulsa');
  });

  it('shirt sizes', () => {
    expect(c.CAPTAIN_SHIRT_SIZES).toEqual(['Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge']);
    expect(c.PRODUCT_SHIRT_SIZES).toEqual(['child-sm', 'child-med', 'child-lg', 'xs', 'sm', 'med', 'lg', 'xl', '2xl', '3xl']);
    expect(c.ADMIN_PRODUCT_SIZE_OPTIONS).toEqual(['XSmall', 'Small', 'Medium', 'Large', 'XLarge', '2XLarge', '3XLarge']);
  });

  it('genders, roles, event kinds, badge types', () => {
    expect(c.GENDERS).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);
    expect(c.ROLES).toEqual(['admin', 'captain', 'participant', 'volunteer']);
    expect(c.ASSIGNABLE_ROLES).toEqual(['admin', 'captain', 'volunteer']);
    expect(c.EVENT_KINDS).toEqual(['piecewalk', '5k', 'donor']);
    expect(c.BADGE_TYPES).toEqual(['participant', 'fundraising']);
  });

  it('line items, supporting types, run types', () => {
    expect(c.LINE_ITEM_TYPES).toEqual(['donation', 'tshirt', '5k']);
    expect(c.SUPPORTING_TYPES).toEqual(['team', 'event']);
    expect(c.RUN_TYPES).toEqual(['in-person', 'virtual']);
  });

  it('Constant Contact lists include the donor tiers and the 10-member list', () => {
    expect(c.CONSTANT_CONTACT_LIST_KEYS).toEqual(
      expect.arrayContaining([
        'overOneHundredsList', 'overFiveHundredsList', 'overFifteenHundredsList', 'overTwentyFiveHundredsList', 'overTenMembersList',
      ]),
    );
  });
});

describe('money and limits', () => {
  it('checkout constants (docs/spec/public-flows.md §9, docs/decisions/0109-checkout-totals.md)', () => {
    expect(c.SHIPPING_FEE_CENTS).toBe(800);
    expect(c.CARD_FEE_PER_MILLE).toBe(35);
    expect(c.CARD_FEE_PERCENT_LABEL).toBe('3.5%');
    expect(c.MIN_DONATION_DOLLARS).toBe(10);
    expect(c.DEFAULT_SHIRT_PRICE_DOLLARS).toBe(20);
    expect([c.SHIRT_QUANTITY_MIN, c.SHIRT_QUANTITY_MAX]).toEqual([1, 7]);
    expect(c.MIN_RUNNERS).toBe(1);
    expect(c.MIN_TEAM_MEMBERS).toBe(1);
  });

  it('event settings defaults and minimums (docs/spec/back-office.md §9)', () => {
    expect(c.DEFAULT_RUNNER_PRICE_DOLLARS).toBe(30);
    expect(c.DEFAULT_VIRTUAL_RUNNER_PRICE_DOLLARS).toBe(25);
    expect(c.DEFAULT_EVENT_FUNDRAISING_GOAL_DOLLARS).toBe(100);
    expect(c.DEFAULT_STAR_OF_THE_TEAM_LIMIT_DOLLARS).toBe(200);
    expect(c.MIN_EVENT_FUNDRAISING_GOAL_DOLLARS).toBe(200);
    expect(c.MIN_RUNNER_PRICE_DOLLARS).toBe(5);
    expect(c.MIN_PRODUCT_PRICE_DOLLARS).toBe(5);
    expect(c.MIN_ELITE_FUNDRAISING_GOAL_DOLLARS).toBe(100);
    expect(c.ELITE_FUNDRAISING_GOAL_STEP).toBe(100);
    expect(c.MIN_BADGE_GOAL).toBe(5);
    expect(c.EVENT_YEAR_LENGTH).toBe(4);
  });

  it('field limits', () => {
    expect(c.NAME_MIN_LENGTH).toBe(2);
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.PASSWORD_SPECIAL_CHARACTERS).toBe('#?!@$%^&*-');
    expect(c.PHONE_MASK).toBe('(###) ###-####');
    expect(c.PHONE_LENGTH).toBe('(405) 555-1234'.length);
    expect(c.PHONE_LENGTH).toBe(c.PHONE_MASK.length);
    expect(c.ZIP_LENGTH).toBe(5);
    expect(c.STATE_LENGTH).toBe(2);
    expect(c.EMAIL_SUBJECT_MIN_LENGTH).toBe(10);
    expect(c.EMAIL_MESSAGE_MIN_LENGTH).toBe(10);
  });

  it('upload limits (docs/decisions/0116-images.md)', () => {
    expect(c.PRODUCT_IMAGE_MAX_BYTES).toBe(2_100_000);
    expect(c.BADGE_IMAGE_MAX_BYTES).toBe(2_100_000);
    expect(c.SHIRT_IMAGE_MAX_BYTES).toBe(2_100_000);
    expect(c.STAR_IMAGE_MAX_BYTES).toBe(7_100_000);
  });

  it('page sizes named by the specs fit under the list limit', () => {
    expect(c.PAGE_SIZES).toMatchObject({
      users: 100, usersBulk: 400, teamsFirstPage: 400, teams: 200, persons: 1000, participants: 3000, transactions: 800,
      teamDonations: 100, runnerLineItems: 100, tshirtLineItems: 250, kindful: 25,
    });
    for (const size of Object.values(c.PAGE_SIZES)) expect(size).toBeLessThanOrEqual(c.MAX_PAGE_LIMIT);
  });

  it('timing, storage keys and time zone', () => {
    expect(c.TOAST_DURATION_MS).toBe(3000);
    expect(c.NOTIFICATION_DURATION_MS).toBe(4000);
    expect(c.TOAST_DELAY_MS).toBe(500);
    expect(c.PERCENT_CAP).toBe(100);
    expect(c.SESSION_STORAGE_KEY).toBe('pwUser');
    expect(c.DISPLAY_TIME_ZONE).toBe('America/Chicago');
  });
});
