import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { FundraiserPageAnswer, PublicFundraiser } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../../test/render.tsx';
import { usePageTitleStore } from '../../../lib/use-document-title.ts';
import { useGiftStore } from '../../public-flow/index.ts';
import { FundraiserPage } from './fundraiser-page.tsx';

const JANE: PublicFundraiser = {
  personId: 31,
  slug: 'jane-doe',
  firstName: 'Jane',
  lastName: 'Doe',
  story: '<p>I walk for my <b>brother</b>.</p>',
  imageUrl: '/uploads/jane.jpg',
  goal: 500,
  raised: 125,
  year: 2025,
  team: { id: 5, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' },
  supporters: [
    { name: 'Dana T.', amount: 50, message: 'Go Jane!', createdAt: '2025-04-05T15:00:00.000Z' },
    { name: 'Anonymous', amount: null, message: null, createdAt: '2025-04-04T15:00:00.000Z' },
  ],
};

function answer(body: FundraiserPageAnswer | { code: number; message: string }, status = 200) {
  return mockFetch((request) => (request.method === 'GET' && request.path === '/v1/fundraisers/jane-doe' ? jsonResponse(body, status) : undefined));
}

function renderPage(path = '/frontend/fundraiser/jane-doe') {
  return renderRoutes(
    [{ path: '/frontend/fundraiser/:slug', element: <FundraiserPage /> }, marker('/team/:slug', 'team page'), marker('/frontend/', 'home')],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FundraiserPage (/frontend/fundraiser/:slug)', () => {
  it('shows the walker, their team, story, progress, supporters, Donate and Share', async () => {
    answer({ status: 'on', fundraiser: JANE });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeTruthy();
    expect(usePageTitleStore.getState().title).toBe('Jane Doe');
    expect(screen.getByRole('link', { name: 'Blue Crew' }).getAttribute('href')).toBe('/team/blue-crew');
    const photo = screen.getByRole('img', { name: "Jane Doe's photo" });
    expect(photo.getAttribute('width')).toBe('280');
    expect(photo.getAttribute('height')).toBe('280');
    // The server's sanitized HTML, rendered as HTML.
    expect(screen.getByText('brother').tagName).toBe('B');
    const bar = screen.getByRole('progressbar', { name: "Jane Doe's fundraising progress" });
    expect(bar.getAttribute('aria-valuetext')).toBe('$125.00 raised of a $500.00 goal (25%)');
    const donate = screen.getByRole('link', { name: 'Donate' });
    const href = new URL(donate.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/frontend/donate');
    expect(Object.fromEntries(href.searchParams)).toEqual({ team: '5', name: 'Blue Crew', city: 'Tulsa', fundraiser: 'jane-doe' });
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    // jsdom has no layout (contrast is left to the Playwright accessibility specs), and no app layout (no <main> landmark).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });

  it('lists supporters with their message, and an amount only when the server sends one', async () => {
    answer({ status: 'on', fundraiser: JANE });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Supporters' });
    const [dana, anonymous] = within(list).getAllByRole('listitem');
    expect(within(dana!).getByText('Dana T.')).toBeTruthy();
    expect(within(dana!).getByText('$50.00')).toBeTruthy();
    expect(within(dana!).getByText('“Go Jane!”')).toBeTruthy();
    expect(within(dana!).getByText('Apr 5, 2025')).toBeTruthy();
    expect(within(anonymous!).getByText('Anonymous')).toBeTruthy();
    expect(within(anonymous!).queryByText(/\$/)).toBeNull();
  });

  it('invites the first gift when there are no supporters, and leaves out a missing photo and story', async () => {
    answer({ status: 'on', fundraiser: { ...JANE, supporters: [], imageUrl: null, story: '' } });
    renderPage();
    expect(await screen.findByText('No gifts yet. Be the first to give!')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("keeps where the visitor came from (the link's src) with the gift, and ignores a source it does not know (docs/features/ask-kit.md)", async () => {
    useGiftStore.getState().clear();
    answer({ status: 'on', fundraiser: JANE });
    const view = renderPage('/frontend/fundraiser/jane-doe?src=poster');
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    await waitFor(() => expect(useGiftStore.getState().source).toBe('poster'));
    view.unmount();
    answer({ status: 'on', fundraiser: JANE });
    renderPage('/frontend/fundraiser/jane-doe?src=carrier-pigeon');
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' });
    expect(useGiftStore.getState().source).toBe('poster');
    useGiftStore.getState().clear();
    expect(useGiftStore.getState().source).toBeNull();
  });

  it('goes to the team page, replacing the history entry, when the page moved', async () => {
    answer({ status: 'moved', teamSlug: 'blue-crew' });
    const view = renderPage();
    expect(await screen.findByText('team page')).toBeTruthy();
    expect(view.currentLocation().pathname).toBe('/team/blue-crew');
  });

  it("goes to the event's home when the page moved and there is no team", async () => {
    answer({ status: 'moved', teamSlug: null });
    const view = renderPage();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(view.currentLocation().pathname).toBe('/frontend/');
  });

  it('says the fundraiser was not found on a 404, and something went wrong otherwise', async () => {
    answer({ code: 404, message: 'Not found' }, 404);
    const first = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraiser not found' })).toBeTruthy();
    expect(screen.getByText('We could not find a fundraiser at this address. The link may be old, or the name may have changed.')).toBeTruthy();
    // Not a dead end: the team list and the event's home.
    expect(screen.getByRole('link', { name: 'Find a team' }).getAttribute('href')).toBe('/frontend/join');
    expect(screen.getByRole('link', { name: "Go to the event's home" }).getAttribute('href')).toBe('/frontend/');
    first.unmount();

    answer({ code: 500, message: 'Internal Server Error' }, 500);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('The fundraiser could not be loaded. Please try again.')).toBeTruthy());
  });
});
