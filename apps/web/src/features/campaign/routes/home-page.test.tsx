import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSummary } from '@walkfund/domain';
import { buildSettings, mockFetch, renderRoute } from '../../../test/public-flow/render.tsx';
import { HomePage } from './home-page.tsx';

const campaign: CampaignSummary = {
  year: 2025,
  raised: 1500,
  goal: 100000,
  cities: [
    { city: 'Oklahoma City', raised: 1000, teams: 2 },
    { city: 'Tulsa', raised: 500, teams: 1 },
  ],
  leaderboard: [{ id: 7, name: 'Puzzle Piece Pacers', slug: 'puzzle-piece-pacers', raised: 900, eventCity: 'Oklahoma City', participants: 4 }],
  donors: [{ name: 'Dana T.', amount: null, createdAt: '2025-04-05T15:00:00.000Z', teamName: 'Puzzle Piece Pacers' }],
  fundraisers: [],
};

const JANE = {
  personId: 31, slug: 'jane-doe', firstName: 'Jane', lastName: 'Doe', imageUrl: null, goal: 500, raised: 250,
  teamName: 'Puzzle Piece Pacers', teamSlug: 'puzzle-piece-pacers',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage (/frontend/)', () => {
  it("shows the charity's logo (sized, so nothing moves as it loads), its name and its mission above the event (docs/decisions/0012-receipts.md)", async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: campaign }) }).fetchMock);
    const organization = {
      legalName: 'Oklahoma Autism Awareness Alliance, Inc.', ein: '731234567', mailingAddress: '', logo: '/demo/charity-logo.svg', heroImage: '',
      mission: 'Walking together so every Oklahoman with autism finds support.', contactEmail: '', taxStatement: '',
    };
    renderRoute(<HomePage />, { path: '/frontend/', settings: buildSettings({ organization }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Oklahoma Autism Awareness Alliance, Inc.')).toBeTruthy();
    expect(screen.getByText('Walking together so every Oklahoman with autism finds support.')).toBeTruthy();
    const logo = document.querySelector('img[src="/demo/charity-logo.svg"]')!;
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['72', '72', '']);
  });

  it('shows no charity block while the organization is not set', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: campaign }) }).fetchMock);
    const organization = { legalName: '', ein: '', mailingAddress: '', logo: '', heroImage: '', mission: 'Unused without a name.', contactEmail: '', taxStatement: '' };
    renderRoute(<HomePage />, { path: '/frontend/', settings: buildSettings({ organization }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Unused without a name.')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it("shows the hero image first, sized and fetched first (it is the page's largest paint), above the title and story (docs/features/receipts-and-admin-home.md)", async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: campaign }) }).fetchMock);
    const organization = {
      legalName: 'Oklahoma Autism Awareness Alliance, Inc.', ein: '', mailingAddress: '', logo: '', heroImage: '/demo/home-hero.svg',
      mission: '', contactEmail: '', taxStatement: '',
    };
    const settings = buildSettings({ appTitle: 'Autism Awareness Walk', homeStory: '<p>We walk together.</p>', organization });
    renderRoute(<HomePage />, { path: '/frontend/', settings });
    const title = await screen.findByRole('heading', { level: 1, name: '2025 Autism Awareness Walk' });
    const hero = document.querySelector('img[src="/demo/home-hero.svg"]') as HTMLImageElement;
    expect(hero).toBeTruthy();
    expect([hero.getAttribute('width'), hero.getAttribute('height'), hero.getAttribute('alt')]).toEqual(['1200', '500', '']);
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('loading')).not.toBe('lazy');
    expect(hero.style.aspectRatio).toBe('1200 / 500');
    expect(hero.style.objectFit).toBe('cover');
    // Above the title, which (with the story) is text on the page, not on the picture.
    expect(hero.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hero.compareDocumentPosition(screen.getByText('We walk together.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the event, its progress, the flows the event offers, the leaderboard and the donor wall', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: campaign }) }).fetchMock);
    renderRoute(<HomePage />, { path: '/frontend/', settings: buildSettings({ appTitle: 'Autism Awareness Walk', homeStory: '<p>We <b>walk</b> together.</p>', has5k: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: '2025 Autism Awareness Walk' })).toBeTruthy();
    expect(screen.getByText('walk').tagName).toBe('B');
    expect(screen.getByRole('progressbar', { name: 'Event fundraising progress' }).getAttribute('aria-valuenow')).toBe('1');
    const nav = screen.getByRole('navigation', { name: 'Get involved' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Donate', '/frontend/donate'],
      ['Join a Team', '/frontend/join'],
      ['Create a Team', '/frontend/create-a-team'],
      ['Buy a Shirt', '/frontend/products'],
    ]);
    expect(screen.getByRole('link', { name: 'Puzzle Piece Pacers' }).getAttribute('href')).toBe('/team/puzzle-piece-pacers');
    expect(within(screen.getByRole('list', { name: 'Recent gifts' })).getByText('Dana T.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Tulsa' })).toBeTruthy();
  });

  it('shows the top fundraisers beside the top teams, each linked to their page with their progress', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: { ...campaign, fundraisers: [JANE, { ...JANE, personId: 32, slug: 'sam-lee', firstName: 'Sam', lastName: 'Lee', raised: 100 }] } }) }).fetchMock);
    renderRoute(<HomePage />, { path: '/frontend/', settings: buildSettings() });
    const board = await screen.findByRole('list', { name: 'Top fundraisers' });
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Jane Doe', 'Sam Lee']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/frontend/fundraiser/jane-doe');
    expect(within(rows[0]!).getByText('$250.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Puzzle Piece Pacers')).toBeTruthy();
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Jane Doe: $250.00 raised of a $500.00 goal (50%)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Top teams' })).toBeTruthy();
  });

  it('leaves the fundraisers out when there are none', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /v1/campaign/': () => ({ body: campaign }) }).fetchMock);
    renderRoute(<HomePage />, { path: '/frontend/', settings: buildSettings() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Top teams' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Top fundraisers' })).toBeNull();
  });
});
