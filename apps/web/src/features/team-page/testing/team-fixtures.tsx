import { notifications } from '@mantine/notifications';
import { useLocation, type RouteObject } from 'react-router';
import { WALKTHROUGH_STORAGE_KEY, type EventSettings, type LineItemView, type TeamDetail, type TeamHistoryEntry } from '@walkfund/domain';
import { buildTeamDetail as buildSharedTeamDetail, eventSettingsFixture } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TeamPage } from '../routes/team-page.tsx';

export const TEAM_ID = 11;

// The team and its members are shared with other features' tests (test/fixtures.ts).
export { buildMember } from '../../../test/fixtures.ts';

export function buildTeamDetail(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return buildSharedTeamDetail({ id: TEAM_ID, ...overrides });
}

export function buildLineItem(overrides: Partial<LineItemView> = {}): LineItemView {
  return {
    id: 1,
    type: 'donation',
    amount: 50,
    donorName: 'Carla Diaz',
    primaryContact: 'Carla Diaz',
    anonymous: false,
    useEmployerAsName: false,
    myEmployer: null,
    team: TEAM_ID,
    person: 21,
    transaction: 77,
    eventCity: 'Tulsa',
    eventYear: 2025,
    productDetails: null,
    runnerDetails: null,
    shippingAddress: null,
    createdAt: '2025-04-05T15:00:00.000Z',
    fundraiser: null,
    refundOf: null,
    ...overrides,
  };
}

export function buildHistoryEntry(overrides: Partial<TeamHistoryEntry> = {}): TeamHistoryEntry {
  return {
    year: 2024,
    name: 'Blue Walkers 2024',
    eventCity: 'Tulsa',
    captain: {
      userId: 7,
      personId: 3,
      name: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'captain@example.com',
      phone: '(405) 555-1234',
      address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
      lifeChurchLocation: 'Jenks',
      shirtSize: 'Large',
    },
    totalRaised: 2500,
    participantCount: 6,
    teamDonationGoal: 2000,
    teamMemberGoal: 5,
    hasFacebookFundraiser: true,
    hasCommunityEvent: false,
    hasEmployeeMatch: true,
    badges: [],
    starOfTeam: null,
    members: [{ personId: 3, firstName: 'Ann', lastName: 'Lee', email: 'captain@example.com', raised: 0 }],
    closedAt: '2025-01-10T00:00:00.000Z',
    ...overrides,
  };
}

/** Marks the walkthrough as seen, so a test about something else is not covered by the tour. */
export function skipWalkthrough() {
  localStorage.setItem(WALKTHROUGH_STORAGE_KEY, 'true');
}

interface ServeOptions {
  team?: TeamDetail;
  settings?: Partial<EventSettings>;
  /** Answers before the default team routes (return undefined to fall through). */
  handler?: (request: MockRequest, team: TeamDetail) => Response | undefined;
}

/**
 * The team page's API as the contract describes it: GET and PATCH /v1/teams/{id} (the PATCH body
 * is merged into the team), event settings, and whatever `handler` answers first.
 */
export function serveTeamPage({ team = buildTeamDetail(), settings = {}, handler }: ServeOptions = {}) {
  let current = team;
  const mock = mockFetch((request) => {
    const answer = handler?.(request, current);
    if (answer) return answer;
    if (request.path === '/v1/event-settings/') return jsonResponse({ ...eventSettingsFixture, ...settings });
    if (request.path === `/v1/teams/${current.id}`) {
      if (request.method === 'GET') return jsonResponse(current);
      if (request.method === 'PATCH') {
        current = { ...current, ...(request.body as Partial<TeamDetail>) };
        return jsonResponse(current);
      }
    }
    return undefined;
  });
  return { ...mock, team: () => current };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function withProbe(element: React.ReactNode) {
  return (
    <>
      {element}
      <LocationProbe />
    </>
  );
}

const pageRoutes: RouteObject[] = [
  { path: '/my-team', element: withProbe(<TeamPage />) },
  { path: `/team/${TEAM_ID}`, element: withProbe(<TeamPage teamId={TEAM_ID} />) },
  { path: '/teams', element: withProbe(<p>page /teams</p>) },
];

/** Renders the team page at `path` (/my-team or /team/11, with ?tab=...). */
export function renderTeamPage(path = '/my-team') {
  return renderRoutes(pageRoutes, path);
}

/** Toasts live in a module-level store: clear them between tests. */
export function clearToasts() {
  notifications.clean();
  notifications.cleanQueue();
}
