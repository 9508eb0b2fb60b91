import { DEFAULT_TAX_STATEMENT, PRODUCT_SHIRT_SIZES, type BibRange, type EventCity } from '@walkfund/domain';

/** The password of every demo captain (never used in production: the demo data is not seeded there). */
export const DEMO_PASSWORD = 'Walkfund#2026';
export const DEMO_CAPTAIN_EMAIL = 'captain@walkfund.local';
/** A team member who runs their own fundraising page (docs/features/personal-pages.md): signs in as a participant. */
export const DEMO_PARTICIPANT_EMAIL = 'walker@walkfund.local';

/**
 * Event settings a newcomer's demo starts with: values every config panel accepts, so saving a
 * panel as it loads works (the bare defaults, e.g. a $100 goal and empty links, do not).
 */
export const DEMO_EVENT_SETTINGS = {
  eventFundraisingGoal: 60_000,
  termsAndConditionsUrl: 'https://example.org/walk/terms',
  donationBadgeTipsUrl: 'https://example.org/walk/fundraising-tips',
  participationBadgeTipsUrl: 'https://example.org/walk/participation-tips',
  submitEventUrl: 'https://example.org/walk/submit-an-event',
  /** The shirt products have no photo of their own: the shop shows this one (finding 15 of docs/features/walkthrough-findings.md). */
  eventShirtSettings: { eventShirtImage: '/demo/event-shirt.svg' },
  /** The story under the event's name on the public home, below its hero image (docs/features/receipts-and-admin-home.md). */
  homeStory:
    '<p>Every spring, families, classmates and coworkers walk together in Oklahoma City and Tulsa. ' +
    '<b>Every step raises money</b> for support groups, parent training and sensory-friendly events across the state.</p>',
  /** A fictional Oklahoma City charity (docs/decisions/0012-receipts.md): its name and EIN go on every receipt of the demo. */
  organization: {
    legalName: 'Oklahoma Autism Awareness Alliance, Inc.',
    ein: '731234567',
    mailingAddress: '1200 N Walker Ave, Suite 300\nOklahoma City, OK 73103',
    logo: '/demo/charity-logo.svg',
    /** The public home's hero (docs/features/receipts-and-admin-home.md): walkers on a park path, in the charity's blue and gold. */
    heroImage: '/demo/home-hero.svg',
    mission: 'Walking together so every Oklahoman with autism finds support, acceptance and a place to belong.',
    contactEmail: 'hello@okautismalliance.example.org',
    taxStatement: DEFAULT_TAX_STATEMENT,
  },
} as const;

export const DEMO_PRODUCTS = [
  { name: 'Walk T-Shirt', priceDollars: 20, sizes: [...PRODUCT_SHIRT_SIZES] },
  { name: 'Youth Walk T-Shirt', priceDollars: 15, sizes: PRODUCT_SHIRT_SIZES.filter((size) => size.startsWith('child-')) },
];

export interface DemoAddress {
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

export interface DemoPerson {
  firstName: string;
  lastName: string;
  phone: string;
  /** A Life.Church campus when the person attends. */
  campus?: string;
  /** Otherwise first.last@example.com. */
  email?: string;
  /** A claimed personal fundraising page (docs/features/personal-pages.md). */
  page?: DemoPage;
  /** Signs in as a participant with the demo password (the demo's walker account). */
  participant?: boolean;
}

export interface DemoPage {
  goalDollars: number;
  /** Rich text, as the page editor saves it. */
  story: string;
  /** The walker turned the page off. */
  off?: boolean;
  /** The walker keeps their name off leaderboards. */
  private?: boolean;
}

export interface DemoCaptain extends DemoPerson {
  email: string;
  shirtSize: 'Small' | 'Medium' | 'Large' | 'XLarge';
  address: DemoAddress;
}

export interface DemoDonation {
  firstName: string;
  lastName: string;
  dollars: number;
  anonymous?: boolean;
  /** Given with `useEmployerAsName`: the gift is recorded under the organisation. */
  employer?: string;
  useEmployerAsName?: boolean;
  /** Recorded by an admin (a check at the team's bake sale); otherwise a card payment. */
  offline?: boolean;
  /** The check number the admin noted on an offline gift (docs/decisions/0114-offline-payments.md). */
  offlineReference?: string;
  coverFee?: boolean;
  /** The first name of the team member (or captain) the gift is credited to (docs/decisions/0008-fundraiser-credit.md). */
  creditTo?: string;
  /** The donor's public message on the walker's page. */
  message?: string;
  /** Part of a card gift the admin refunded (the reports' Refunded column, docs/decisions/0122-refunds-and-audit-log.md). */
  refund?: { dollars: number; reason: string };
}

export interface DemoTeam {
  name: string;
  eventCity: EventCity;
  message: string;
  donationGoalDollars: number;
  memberGoal: number;
  hasFacebookFundraiser?: boolean;
  hasCommunityEvent?: boolean;
  hasEmployeeMatch?: boolean;
  captain: DemoCaptain;
  members: DemoPerson[];
  donations: DemoDonation[];
}

const okc = (address: string, zipcode: string): DemoAddress => ({ address, city: 'Oklahoma City', state: 'OK', zipcode });
const tulsa = (address: string, zipcode: string): DemoAddress => ({ address, city: 'Tulsa', state: 'OK', zipcode });

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Puzzle Piece Pacers',
    eventCity: 'Oklahoma City',
    message: '<p>We walk for <strong>Eli</strong>, our favorite second grader, and for every family still waiting for answers. Every dollar funds early diagnosis and therapy in Oklahoma.</p>',
    donationGoalDollars: 2500,
    memberGoal: 12,
    hasFacebookFundraiser: true,
    captain: {
      firstName: 'Megan', lastName: 'Holloway', email: DEMO_CAPTAIN_EMAIL, phone: '(405) 555-0142', campus: 'Edmond',
      shirtSize: 'Medium', address: okc('1200 N Walker Ave', '73103'),
      page: { goalDollars: 1000, story: '<p>Eli is my son. He taught me that every brain works differently, and that help early changes everything. I walk so more Oklahoma families get it.</p>' },
    },
    members: [
      { firstName: 'Travis', lastName: 'Holloway', phone: '(405) 555-0143', page: { goalDollars: 250, story: '<p>Walking for my nephew Eli. Every mile is for him.</p>', private: true } },
      {
        firstName: 'June', lastName: 'Park', phone: '(405) 555-0178', campus: 'Edmond', email: DEMO_PARTICIPANT_EMAIL, participant: true,
        page: { goalDollars: 500, story: '<p>I teach second grade in Edmond and <strong>Eli</strong> is in my class. Help me raise $500 for early diagnosis and therapy.</p>' },
      },
      { firstName: 'Darnell', lastName: 'Hayes', phone: '(405) 555-0190' },
    ],
    donations: [
      { firstName: 'Linda', lastName: 'Ferris', dollars: 250, coverFee: true, creditTo: 'Megan', message: 'So proud of you and Eli!' },
      { firstName: 'Carlos', lastName: 'Mendez', dollars: 100, creditTo: 'June', message: 'Go Ms. Park!' },
      { firstName: 'Grace', lastName: 'Whitaker', dollars: 75, anonymous: true, coverFee: true, creditTo: 'June' },
      { firstName: 'Alan', lastName: 'Pruitt', dollars: 500, employer: 'Paycom', useEmployerAsName: true, offline: true, offlineReference: 'Check #2051' },
    ],
  },
  {
    name: 'Bricktown Blue Crew',
    eventCity: 'Oklahoma City',
    message: '<p>Coworkers, neighbors and a few very fast toddlers. Come walk the canal with us!</p>',
    donationGoalDollars: 1500,
    memberGoal: 8,
    captain: {
      firstName: 'Andre', lastName: 'Coleman', email: 'andre.coleman@example.com', phone: '(405) 555-0111',
      shirtSize: 'XLarge', address: okc('28 E Sheridan Ave', '73104'),
    },
    members: [
      { firstName: 'Tasha', lastName: 'Coleman', phone: '(405) 555-0112' },
      { firstName: 'Marcus', lastName: 'Reed', phone: '(405) 555-0155' },
    ],
    donations: [
      { firstName: 'Priya', lastName: 'Natarajan', dollars: 150, coverFee: true },
      { firstName: 'Tom', lastName: 'Beck', dollars: 50, offline: true },
    ],
  },
  {
    name: 'Edmond Spectrum Striders',
    eventCity: 'Oklahoma City',
    message: '<p>Our sensory-friendly walking group meets every Saturday at Mitch Park. This year we are aiming higher than ever.</p>',
    donationGoalDollars: 3000,
    memberGoal: 15,
    hasEmployeeMatch: true,
    captain: {
      firstName: 'Rachel', lastName: 'Nguyen', email: 'rachel.nguyen@example.com', phone: '(405) 555-0167', campus: 'Edmond',
      shirtSize: 'Small', address: okc('1501 W Danforth Rd', '73003'),
    },
    members: [
      { firstName: 'Ben', lastName: 'Nguyen', phone: '(405) 555-0168' },
      { firstName: 'Olivia', lastName: 'Grant', phone: '(405) 555-0123', campus: 'Edmond' },
      { firstName: 'Sam', lastName: 'Ortiz', phone: '(405) 555-0124' },
      { firstName: 'Hannah', lastName: 'Lee', phone: '(405) 555-0125' },
    ],
    donations: [
      { firstName: 'Mark', lastName: 'Sullivan', dollars: 200, employer: 'Devon Energy' },
      { firstName: 'Emily', lastName: 'Chen', dollars: 35, coverFee: true },
      { firstName: 'Keith', lastName: 'Morales', dollars: 120, refund: { dollars: 20, reason: 'The donor meant to give $100.' } },
    ],
  },
  {
    name: 'Route 66 Rainbow Walkers',
    eventCity: 'Tulsa',
    message: '<p>Three generations of the Ellis family walking for Noah. Join us, and bring your best rainbow socks.</p>',
    donationGoalDollars: 1200,
    memberGoal: 10,
    captain: {
      firstName: 'Jordan', lastName: 'Ellis', email: 'jordan.ellis@example.com', phone: '(918) 555-0131',
      shirtSize: 'Large', address: tulsa('3310 E 11th St', '74104'),
    },
    members: [
      { firstName: 'Kayla', lastName: 'Ellis', phone: '(918) 555-0132', page: { goalDollars: 300, story: '<p>Noah is my little brother. Rainbow socks on, let us go!</p>' } },
      { firstName: 'Noah', lastName: 'Ellis', phone: '(918) 555-0133' },
    ],
    donations: [
      { firstName: 'Cheryl', lastName: 'Watts', dollars: 120, coverFee: true, creditTo: 'Kayla', message: 'Love you both. Walk fast!' },
      { firstName: 'Brian', lastName: 'Kim', dollars: 60 },
    ],
  },
  {
    name: 'Midtown Café Crew',
    eventCity: 'Tulsa',
    message: '<p>The regulars of a little Cherry Street café, walking for our barista Luis and his son.</p>',
    donationGoalDollars: 2000,
    memberGoal: 6,
    captain: {
      firstName: 'Sofia', lastName: 'Ramirez', email: 'sofia.ramirez@example.com', phone: '(918) 555-0147', campus: 'Midtown Tulsa',
      shirtSize: 'Medium', address: tulsa('1536 E 15th St', '74120'),
    },
    members: [
      { firstName: 'Luis', lastName: 'Ramirez', phone: '(918) 555-0148', page: { goalDollars: 200, story: '<p>For my son Mateo.</p>', off: true } },
      { firstName: 'Amy', lastName: 'Tran', phone: '(918) 555-0149', campus: 'Midtown Tulsa' },
    ],
    donations: [
      { firstName: 'Dana', lastName: 'Whitfield', dollars: 400, employer: 'Williams Companies', useEmployerAsName: true, coverFee: true },
      { firstName: 'Greg', lastName: 'Porter', dollars: 25 },
    ],
  },
  {
    name: 'Jenks Trojans for Autism',
    eventCity: 'Tulsa',
    message: '<p>Students, teachers and families of Jenks, walking together for inclusion in every classroom.</p>',
    donationGoalDollars: 2200,
    memberGoal: 20,
    hasCommunityEvent: true,
    captain: {
      firstName: 'Heather', lastName: 'Brooks', email: 'heather.brooks@example.com', phone: '(918) 555-0171', campus: 'Jenks',
      shirtSize: 'Large', address: tulsa('205 E B St', '74037'),
    },
    members: [
      { firstName: 'Caleb', lastName: 'Brooks', phone: '(918) 555-0172' },
      { firstName: 'Mia', lastName: 'Brooks', phone: '(918) 555-0173', campus: 'Jenks' },
      { firstName: 'Ethan', lastName: 'Cole', phone: '(918) 555-0174' },
    ],
    donations: [
      { firstName: 'Ron', lastName: 'Davis', dollars: 80, offline: true },
      { firstName: 'Julie', lastName: 'Ward', dollars: 45, anonymous: true },
    ],
  },
];

/** A gift to the event itself, not to a team: it never counts toward a team's total. */
export const DEMO_EVENT_DONATION: DemoDonation & { eventCity: EventCity } = {
  firstName: 'Patricia', lastName: 'Long', dollars: 1000, offline: true, offlineReference: 'Check #1187', eventCity: 'Oklahoma City',
};

/** The Saturday of the given ISO week-of-month in April (n = 1..4), as YYYY-MM-DD. */
function aprilSaturday(year: number, n: number): string {
  const first = new Date(Date.UTC(year, 3, 1));
  const day = 1 + ((6 - first.getUTCDay() + 7) % 7) + (n - 1) * 7;
  return `${year}-04-${String(day).padStart(2, '0')}`;
}

/**
 * Event day per city: April of the demo's event year, a week apart, at real parks. The day falls
 * in the event year, as the Event Day settings require (docs/decisions/0102-event-year.md).
 */
export function demoEventDays(year: number): { eventCity: EventCity; date: string; startTime: string; place: string }[] {
  return [
    { eventCity: 'Oklahoma City', date: aprilSaturday(year, 3), startTime: '08:00', place: 'Scissortail Park, 300 SW 7th St, Oklahoma City' },
    { eventCity: 'Tulsa', date: aprilSaturday(year, 4), startTime: '08:30', place: 'Guthrie Green, 111 E M.B. Brady St, Tulsa' },
  ];
}

/** Bib ranges of the demo (docs/features/event-day.md): the 5k in person, the virtual 5k and the walk per city, none overlapping. */
export const DEMO_BIB_RANGES: BibRange[] = [
  { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999 },
  { eventCity: 'Oklahoma City', kind: '5k-virtual', first: 5000, last: 5999 },
  { eventCity: 'Oklahoma City', kind: 'walk', first: 2000, last: 3999 },
  { eventCity: 'Tulsa', kind: '5k', first: 1000, last: 1999 },
  { eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4999 },
];
/** How many of each city's first registrations have their bib before the day, so the labels print something. */
export const DEMO_BIBS_IN_ADVANCE_PER_CITY = 4;

/**
 * The demo's waiver texts (docs/features/event-day.md): a release of liability per city and kind, as the admin's
 * rich-text editor saves it (sanitized again when seeded), naming the event as its settings do.
 */
export function demoWaiverBody(eventCity: EventCity, kind: 'walk' | '5k', eventName: string): string {
  const event = kind === 'walk' ? `the ${eventName}` : `the ${eventName} 5k`;
  const activity = kind === 'walk' ? 'walking' : 'running';
  return [
    `<p><strong>Release of liability, ${event}, ${eventCity}.</strong> I am taking part in ${event} of my own free will. I know that ${activity} an outdoor course has risks: falls, heat, weather, traffic and the acts of other participants. I accept those risks.</p>`,
    `<p>I confirm that I am fit to take part and have no medical condition that makes it unsafe. I will follow the course marshals and volunteers. If I am hurt or unwell, I allow the organizers to get me first aid or emergency care, at my own cost.</p>`,
    `<p>For myself, my heirs and my estate, I release the charity, its volunteers, sponsors, the City of ${eventCity} and the park from any claim for injury, illness, loss or damage arising from the event, except in case of their gross negligence.</p>`,
    `<p>I allow the event's photos and videos, where I may appear, to be used to promote the walk. A parent or guardian signs for a participant under 18 and accepts these terms on their behalf.</p>`,
  ].join('');
}

/** Oklahoma City walkers whose waiver the demo leaves to sign at check-in (one of them is under 18). */
export const DEMO_WAIVER_MISSING: readonly string[] = ['Darnell Hayes', 'Marcus Reed', 'Hannah Lee'];
/** The demo's walkers under 18 on the event day, with the guardian who signed (null: not signed yet). */
export const DEMO_MINOR_WALKERS: Readonly<Record<string, string | null>> = { 'Hannah Lee': null, 'Noah Ellis': 'Jordan Ellis' };
/** A demo minor is this old (years) in the year of the seed: under 18 on the event day. */
export const DEMO_MINOR_AGE = 13;
