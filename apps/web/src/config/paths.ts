/**
 * Every route path of both specs, declared once. Screens link with these builders, never with
 * literal strings, so a path changes in one place.
 */
export const paths = {
  home: '/',
  myTeam: '/my-team',
  myProfile: '/my-profile',
  /** A fundraiser's own page editor (docs/features/personal-pages.md): participants and captains. */
  myPage: '/my-page',
  /** Event-day check-in (docs/features/event-day.md): admins, and volunteers, who see nothing else. */
  checkIn: '/check-in',
  myProfileChangePassword: '/my-profile/change-password',
  changePassword: '/change-password',
  emailTeam: (teamId: number | string) => `/email-team/${teamId}`,
  login: '/login',
  resetPassword: '/frontend/reset-password',
  notFound: '/404',
  deactivated: '/deactivated',
  newYear: '/newyear',
  errorPage: '/error-page',
  teamReactivate: '/team-reactivate',
  backendTeamReactivate: (teamId: number | string, captainId: number | string) => `/backend-team-reactivate/${teamId}/${captainId}`,
  // Admin
  user: (id: number | string) => `/user/${id}`,
  userPassword: (id: number | string) => `/user/${id}/user-password`,
  config: '/config',
  configChild: (child: string) => `/config/${child}`,
  kindful: '/kindful',
  report: (name: string) => `/admin/reports/${name}`,
  teams: '/teams',
  teamsNew: '/teams/new',
  team: (idOrSlug: number | string) => `/team/${idOrSlug}`,
  users: '/users',
  usersNew: '/users/new',
  participants: '/participants',
  participantsDonors: '/participants/donors',
  participantsProducts: '/participants/products',
  participantsRunners: '/participants/runners',
  participant: (id: number | string) => `/participants/${id}`,
  transactions: '/transactions',
  transaction: (id: number | string) => `/transactions/${id}`,
  createTeam: '/create-team',
  invoice: (id: number | string) => `/invoice/${id}`,
  /** A transaction's printable receipt in the back office (docs/decisions/0012-receipts.md); the donor's is receiptPath(token). */
  transactionReceipt: (id: number | string) => `/transactions/${id}/receipt`,
  reconciliation: '/reconciliation',
  /** Printable bib labels and clipboard roster of a city (docs/features/event-day.md). */
  bibLabels: (city: string) => `/bibs/labels?city=${encodeURIComponent(city)}`,
  bibRoster: (city: string) => `/bibs/roster?city=${encodeURIComponent(city)}`,
  jobs: '/jobs',
  /** Sponsor matches (docs/features/sponsor-matches.md): the list, a new one, one, and the employer-matching donors. */
  matches: '/matches',
  matchesNew: '/matches/new',
  match: (id: number | string) => `/matches/${id}`,
  employerMatches: '/matches/employers',
  /** Monthly gifts in the back office (docs/features/monthly-gifts.md). */
  monthlyGifts: '/monthly-gifts',
  /** The API reference for integrators (public, like the OpenAPI document it reads). */
  apiDocs: '/docs/api',
  // Public flow
  /** docs/decisions/0121-public-home.md: the event's public home, where visitors' home links go (unless publicEventSite is set). */
  publicHome: '/frontend/',
  frontend: (step: string) => `/frontend/${step}`,
  product: (slug: string) => `/frontend/products/${slug}`,
  /** A walker's public fundraising page (docs/features/personal-pages.md). */
  fundraiser: (slug: string) => `/frontend/fundraiser/${slug}`,
  /** "Start fundraising": a member asks for a sign-in link by email. */
  startFundraising: '/frontend/start-fundraising',
  /** Where an emailed sign-in link lands; the token is in the fragment (#token=...), so it never reaches a server log. */
  signInLink: '/frontend/sign-in-link',
  /** Where an emailed waiver link lands (docs/features/event-day.md); the token is in the fragment too. */
  waiverSign: '/frontend/waiver',
  /** Where every unsubscribe link lands (docs/features/coaching.md); the token is in the fragment. */
  emailPreferences: '/frontend/email-preferences',
  /** A captain's digest's one-click nudge (docs/features/coaching.md); the token is in the fragment. */
  nudgeLink: '/frontend/nudge',
  /** The year's distance leaderboard of walkers and teams (docs/features/miles-and-badges.md). */
  distanceLeaderboard: '/frontend/distance',
  /** The donor's own page ("Find my gifts", docs/features/my-giving.md); an emailed link lands here with #token=... (MY_GIVING_PATH). */
  myGiving: '/frontend/my-giving',
} as const;

/** The config area's children (docs/spec/back-office.md: Event configuration area). */
export const CONFIG_CHILDREN = [
  'event-settings', 'run-settings', 'event-day', 'waivers', 'bibs', 'shirt-stock', 'badges', 'product', 'captains-tools', 'captain-alerts', 'coaching', 'constant-contact', 'debug-settings',
  'giving-statements',
] as const;
export type ConfigChild = (typeof CONFIG_CHILDREN)[number];

/** The admin reports (docs/spec/back-office.md: Reports). */
export const REPORT_NAMES = [
  'teams', 'lifeChurch', 'runners', 'products', 'donations', 'transactions', 'daily-reports', 'participant-reports', 'fundraisers', 'matches',
  'tributes',
] as const;

/** Each report's name in the menu and the page title. */
export const REPORT_LABELS: Record<(typeof REPORT_NAMES)[number], string> = {
  teams: 'Teams',
  lifeChurch: 'Life Church',
  runners: 'Runners',
  products: 'T-Shirts',
  donations: 'Donations',
  transactions: 'Transactions',
  'daily-reports': 'Daily Snapshots',
  'participant-reports': 'Participants',
  fundraisers: 'Fundraisers',
  matches: 'Matches',
  tributes: 'Tributes',
};

/** The public flow's steps under /frontend/. */
export const PUBLIC_STEPS = [
  'create-a-team', 'donate', 'contact', 'summary', 'join', 'products', 'run', 'add-team-member', 'supporting', 'checkout',
  'thank-you', 'constant-contact', 'reset-password',
] as const;
