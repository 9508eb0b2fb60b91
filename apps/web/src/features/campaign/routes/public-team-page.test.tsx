import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CampaignTeam, FundraiserListItem } from '@walkfund/domain';
import { buildSettings, mockFetch, renderRoute } from '../../../test/public-flow/render.tsx';
import { useGiftStore } from '../../public-flow/index.ts';
import { PublicTeamPage } from './public-team-page.tsx';

const TEAM: CampaignTeam = {
  id: 5, name: 'Blue Crew', slug: 'blue-crew', teamMessage: '', imageUrl: null, eventCity: 'Tulsa', captain: null, totalRaised: 750,
  teamDonationGoal: 1000, teamMemberGoal: 0, participants: 4, active: true, year: 2025, donors: [],
};
const JANE: FundraiserListItem = {
  personId: 31, slug: 'jane-doe', firstName: 'Jane', lastName: 'Doe', imageUrl: '/uploads/jane.jpg', goal: 400, raised: 100,
  teamName: 'Blue Crew', teamSlug: 'blue-crew',
};

function stubTeam(fundraisers: FundraiserListItem[]) {
  const mock = mockFetch({
    'GET /v1/campaign/teams/blue-crew': () => ({ body: TEAM }),
    'GET /v1/teams/5/fundraisers': () => ({ body: fundraisers }),
  });
  vi.stubGlobal('fetch', mock.fetchMock);
  return mock;
}

function renderTeam(settings = buildSettings()) {
  return renderRoute(<PublicTeamPage slug="blue-crew" />, { path: '/team/blue-crew', settings });
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicTeamPage: where the visitor came from (docs/features/ask-kit.md)', () => {
  it("keeps the team poster's source with the gift for the checkout", async () => {
    useGiftStore.getState().clear();
    stubTeam([]);
    renderRoute(<PublicTeamPage slug="blue-crew" />, { path: '/team/blue-crew', url: '/team/blue-crew?src=qr' });
    await screen.findByRole('heading', { level: 1, name: 'Blue Crew' });
    expect(useGiftStore.getState().source).toBe('qr');
    useGiftStore.getState().clear();
  });
});

describe('PublicTeamPage: fundraisers (docs/features/personal-pages.md)', () => {
  it("lists the team's fundraisers, each linked to their page with a photo and their progress", async () => {
    stubTeam([JANE, { ...JANE, personId: 32, slug: 'sam-lee', firstName: 'Sam', lastName: 'Lee', imageUrl: null, raised: 0 }]);
    renderTeam();
    const section = await screen.findByRole('region', { name: 'Fundraisers' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Jane Doe', 'Sam Lee']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/frontend/fundraiser/jane-doe');
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Jane Doe: $100.00 raised of a $400.00 goal (25%)' })).toBeTruthy();
    expect(section.querySelector('img')?.getAttribute('src')).toBe('/uploads/jane.jpg');
    // Its size is known before it loads (finding 4 of docs/features/walkthrough-findings.md).
    expect([section.querySelector('img')?.getAttribute('width'), section.querySelector('img')?.getAttribute('height')]).toEqual(['40', '40']);
  });

  it('offers members a Start fundraising link', async () => {
    stubTeam([]);
    renderTeam();
    const link = await screen.findByRole('link', { name: 'Start fundraising' });
    expect(link.getAttribute('href')).toBe('/frontend/start-fundraising');
  });

  it('shows no Fundraisers section while the team has none', async () => {
    const { calls } = stubTeam([]);
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Crew' })).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((c) => c.key === 'GET /v1/teams/5/fundraisers')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Fundraisers' })).toBeNull();
  });

  it('neither lists fundraisers nor offers the link when personal pages are off', async () => {
    const { calls } = stubTeam([JANE]);
    renderTeam(buildSettings({ personalPagesEnabled: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Crew' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start fundraising' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Fundraisers' })).toBeNull();
    expect(calls.some((c) => c.key === 'GET /v1/teams/5/fundraisers')).toBe(false);
  });
});

describe('PublicTeamPage: a team that is not there (finding 12 of docs/features/walkthrough-findings.md)', () => {
  it('says so kindly and offers the team list and the event home', async () => {
    const mock = mockFetch({
      'GET /v1/campaign/teams/blue-crew': () => ({ status: 404, body: { code: 404, message: 'Team not found.' } }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    renderTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a team' }).getAttribute('href')).toBe('/frontend/join');
    expect(screen.getByRole('link', { name: "Go to the event's home" }).getAttribute('href')).toBe('/frontend/');
  });
});

describe('PublicTeamPage: the team photo (finding 4 of docs/features/walkthrough-findings.md)', () => {
  it('frames the photo 4:3 with its size set before it loads, so the page does not move when it arrives', async () => {
    const mock = mockFetch({
      'GET /v1/campaign/teams/blue-crew': () => ({ body: { ...TEAM, imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' } }),
      'GET /v1/teams/5/fundraisers': () => ({ body: [] }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    renderTeam();
    const photo = await screen.findByRole('img', { name: 'Blue Crew team photo' });
    expect(photo.getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['300', '225']);
    expect(photo.style.aspectRatio).toBe('300 / 225');
  });
});

describe("PublicTeamPage: the supporters' messages", () => {
  it("shows each donor's message under their gift, as a walker's page does, an anonymous donor's under Anonymous", async () => {
    const mock = mockFetch({
      'GET /v1/campaign/teams/blue-crew': () => ({
        body: {
          ...TEAM,
          donors: [
            { name: 'Dana T.', amount: 25, createdAt: '2025-04-05T15:00:00.000Z', teamName: 'Blue Crew', message: 'Go Blue Crew!' },
            { name: 'Anonymous', amount: null, createdAt: '2025-04-04T15:00:00.000Z', teamName: 'Blue Crew', message: 'Proud of you all' },
            { name: 'Sam L.', amount: 10, createdAt: '2025-04-03T15:00:00.000Z', teamName: 'Blue Crew', message: null },
          ],
        },
      }),
      'GET /v1/teams/5/fundraisers': () => ({ body: [] }),
    });
    vi.stubGlobal('fetch', mock.fetchMock);
    renderTeam();
    const list = await screen.findByRole('list', { name: 'Supporters' });
    const gifts = within(list).getAllByRole('listitem');
    expect(gifts).toHaveLength(3);
    expect(within(gifts[0]!).getByText('Dana T.')).toBeTruthy();
    expect(within(gifts[0]!).getByText('“Go Blue Crew!”')).toBeTruthy();
    expect(within(gifts[1]!).getByText('Anonymous')).toBeTruthy();
    expect(within(gifts[1]!).getByText('“Proud of you all”')).toBeTruthy();
    expect(within(gifts[2]!).queryByText(/“/)).toBeNull();
  });
});
