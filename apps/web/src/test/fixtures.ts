import { DEFAULT_TAX_STATEMENT, type PersonView, type Role, type SessionUser, type TeamDetail, type TeamMember, type TokenPair } from '@walkfund/domain';
import { sessionStore, type StoredSession } from '../features/session/session-store.ts';

const HOUR = 60 * 60 * 1000;

/** A person as the API answers it (personViewSchema): answers are checked against their schema in tests. */
export function buildPersonView(overrides: Partial<PersonView> = {}): PersonView {
  return {
    id: 5, firstName: 'Pat', lastName: 'Walker', email: 'pat@example.com', phone: '(405) 555-0101', address: null, lifeChurch: false,
    lifeChurchLocation: null, shirtSize: null, anonymous: false, marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: 2025,
    event: 'piecewalk', eventCity: 'Tulsa', team: null, birthDate: null, gender: null, active: true, createdAt: '2025-03-01T18:00:00.000Z',
    updatedAt: '2025-03-01T18:00:00.000Z', fundraising: null, ...overrides,
  };
}

export function buildMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    personId: 3, firstName: 'Ann', lastName: 'Lee', email: 'captain@example.com', phone: '(405) 555-1234', event: 'piecewalk', active: true,
    fundraising: { raised: 0, goal: 100, page: 'none', slug: null, invitedAt: null }, ...overrides,
  };
}

/** A team as the API answers it (teamDetailSchema). */
export function buildTeamDetail(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    id: 11,
    name: 'Blue Walkers',
    slug: 'blue-walkers',
    active: true,
    eventCity: 'Tulsa',
    imageUrl: null,
    totalRaised: 150.5,
    teamDonationGoal: 1000,
    teamMemberGoal: 10,
    participants: 2,
    captain: 7,
    captainPerson: { firstName: 'Ann', lastName: 'Lee', email: 'captain@example.com', phone: '(405) 555-1234' },
    year: 2025,
    createdAt: '2025-01-02T00:00:00.000Z',
    teamMessage: '<p>Walk with us!</p>',
    members: [buildMember(), buildMember({ personId: 4, firstName: 'Bob', lastName: 'Zane', email: 'bob@example.com', phone: null })],
    starOfTeam: null,
    hasFacebookFundraiser: false,
    hasCommunityEvent: false,
    hasEmployeeMatch: false,
    reactivateDate: null,
    fundraisingGoalPercentage: 15.05,
    memberGoalPercentage: 20,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'captain@example.com',
    role: 'captain',
    active: true,
    isEmailVerified: true,
    person: 3,
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: true },
    ...overrides,
  };
}

export function buildTokens({ accessInMs = HOUR, refreshInMs = 24 * HOUR, suffix = '1' } = {}): TokenPair {
  return {
    access: { token: `access-${suffix}`, expires: new Date(Date.now() + accessInMs).toISOString() },
    refresh: { token: `refresh-${suffix}`, expires: new Date(Date.now() + refreshInMs).toISOString() },
  };
}

/** Stores a session (as a sign-in would) and returns it. */
export function signInAs(options: { role?: Role; user?: Partial<SessionUser>; accessInMs?: number; refreshInMs?: number } = {}): StoredSession {
  const user = buildUser({ role: options.role ?? 'captain', ...(options.role === 'admin' ? { email: 'admin@example.com', team: null } : {}), ...options.user });
  const tokens = buildTokens({ accessInMs: options.accessInMs, refreshInMs: options.refreshInMs });
  sessionStore.getState().signIn({ user, tokens });
  return { user, tokens };
}

export const eventSettingsFixture = {
  id: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  appTitle: 'Autism Awareness Walk',
  appState: 'Oklahoma',
  appYear: 2025,
  eventFundraisingGoal: 250000,
  starOfTheTeamLimit: 200,
  termsAndConditionsUrl: 'https://example.org/terms',
  publicEventSite: 'https://example.org',
  publicRegistrationOpen: true,
  homeStory: '',
  showDonorAmounts: false,
  personalPagesEnabled: true,
  organization: {
    legalName: 'Oklahoma Autism Awareness Alliance, Inc.',
    ein: '731234567',
    mailingAddress: '1200 N Walker Ave, Suite 300\nOklahoma City, OK 73103',
    logo: '/demo/charity-logo.svg',
    heroImage: '',
    mission: 'Walking together so every Oklahoman with autism finds support.',
    contactEmail: 'hello@example.org',
    taxStatement: DEFAULT_TAX_STATEMENT,
  },
  cardFeePercent: 3.5,
  bankFeePercent: 0.8,
  bankFeeCapDollars: 5,
  has5k: true,
  event5kSettings: { runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 25 },
  hasEventShirt: true,
  eventShirtSettings: { eventShirtImage: '' },
  products: [],
  donationBadgeTipsUrl: '',
  participationBadgeTipsUrl: '',
  submitEventUrl: '',
  captainTools: [],
  captainAlerts: [],
  facebookFundraiser: { active: false, image: '' },
  employerMatch: { active: false, image: '' },
  teamEvent: { active: false, image: '' },
  eliteBadgeSettings: { image: '', fundraisingGoal: 0, participationGoal: 0 },
  eventBadges: [],
  distanceLoggingEnabled: true,
  walkerBadges: { pageComplete: true, firstGift: true, fiveGifts: true, halfGoal: true, goalReached: true, tenMiles: true, topTen: true },
  useConstantContact: false,
  constantContactLists: {
    captainList: '', runnerList: '', generalList: '', donorList: '', oklahomaCityList: '', tulsaList: '',
    overOneHundredsList: '', overFiveHundredsList: '', overFifteenHundredsList: '', overTwentyFiveHundredsList: '',
    overTenMembersList: '',
  },
  testEmailNotifications: false,
  testEmails: [],
};
