import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDisabled, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { useDonationStore, useSupportingStore } from '../../public-flow/index.ts';
import { TEAM_LINK_NOT_FOUND } from '../lib/use-team-from-query.ts';
import { GiftExtras } from '../components/gift-extras.tsx';
import { TeamProgress } from '../components/team-progress.tsx';
import { DonatePage } from './donate-page.tsx';

/** The donate step as the route table composes it (its lazy parts given directly). */
const donatePage = <DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} />;

const PATH = '/frontend/donate';
const BLUE_CREW = { id: 5, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' };
const BLUE_CREW_PAGE = {
  ...BLUE_CREW, teamMessage: '', imageUrl: null, captain: null, totalRaised: 750, teamDonationGoal: 1000, participants: 4, active: true, year: 2025,
};

function chooseEvent() {
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Oklahoma City');
}

beforeEach(() => {
  resetPublicStores();
  vi.unstubAllGlobals();
});

describe('Donate', () => {
  it('enables Next only for whole dollars of at least $10', async () => {
    const user = userEvent.setup();
    chooseEvent();
    renderRoute(donatePage, { path: PATH });

    const amount = screen.getByRole('textbox', { name: /Donation amount/ });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(isDisabled(next)).toBe(true);

    await user.type(amount, '9');
    expect(isDisabled(next)).toBe(true);
    await user.tab();
    expect(await screen.findByText('Donation amount must be at least $10.')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '10');
    expect(isDisabled(next)).toBe(false);
    await user.click(next);

    expect(useDonationStore.getState().amount).toBe(10);
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/contact?skip=true');
  });

  it.each(['25.00', '10.5'])('refuses a typed decimal point visibly: %s never becomes a 100 times larger amount', async (typed) => {
    const user = userEvent.setup();
    chooseEvent();
    renderRoute(donatePage, { path: PATH });
    const amount = screen.getByRole('textbox', { name: /Donation amount/ }) as HTMLInputElement;

    await user.type(amount, typed);
    expect(amount.value).toBe(typed);
    // Shown while typing, before the field is left.
    expect(screen.getByText('Donation amount must be whole dollars.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(isDisabled(next)).toBe(true);
    await user.click(next);
    expect(useDonationStore.getState().amount).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('offers preset amounts as toggle buttons, and Other for a typed amount', async () => {
    const user = userEvent.setup();
    chooseEvent();
    renderRoute(donatePage, { path: PATH });
    const presets = screen.getByRole('group', { name: 'Choose an amount' });
    const fifty = screen.getByRole('button', { name: '$50' });
    expect(presets.contains(fifty)).toBe(true);
    for (const name of ['$25', '$100', '$250', 'Other']) expect(screen.getByRole('button', { name })).toBeTruthy();

    await user.click(fifty);
    expect(fifty.getAttribute('aria-pressed')).toBe('true');
    const amount = screen.getByRole('textbox', { name: /Donation amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Other' }));
    expect(fifty.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Other' }).getAttribute('aria-pressed')).toBe('true');
    expect(amount.value).toBe('');
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '35');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(useDonationStore.getState().amount).toBe(35);
  });

  it('says what is missing when the disabled-looking Next is pressed, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(donatePage, { path: PATH });
    expect(screen.queryByRole('textbox', { name: /Donation amount/ })).toBeNull();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect((next as HTMLButtonElement).disabled).toBe(false);

    await user.click(next);
    expect(await screen.findByText('Choose whom you are supporting: a team or the event.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Team' })));

    await user.click(screen.getByRole('radio', { name: 'Event' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Event city/ }), 'Tulsa');
    await user.click(next);
    expect(await screen.findByText('Donation amount is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Donation amount/ })));
  });

  it("presets the linked team with the server's name and shows its progress", async () => {
    const { fetchMock } = mockFetch({
      'GET /v1/teams/list': () => ({ body: [BLUE_CREW] }),
      'GET /v1/teams/by-slug/blue-crew': () => ({ body: BLUE_CREW_PAGE }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(donatePage, { path: PATH, url: `${PATH}?team=5&name=Someone%20Else&city=Oklahoma%20City` });
    await waitFor(() => expect(useSupportingStore.getState().team).toEqual({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' }));
    expect(useSupportingStore.getState().type).toBe('Team');
    expect(await screen.findByRole('textbox', { name: /Donation amount/ })).toBeTruthy();
    expect(screen.queryByText(/Someone Else/)).toBeNull();
    expect(await screen.findByText('$750.00 raised')).toBeTruthy();
    expect(screen.getByText('of $1,000.00 goal')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Blue Crew: fundraising progress' })).toBeTruthy();
  });

  it('refuses a link naming a team the server does not list, and never shows its name', async () => {
    const { fetchMock } = mockFetch({ 'GET /v1/teams/list': () => ({ body: [BLUE_CREW] }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(donatePage, { path: PATH, url: `${PATH}?team=999&name=Evil%20Team&city=Tulsa` });
    expect(await screen.findByText(TEAM_LINK_NOT_FOUND)).toBeTruthy();
    expect(useSupportingStore.getState().team).toBeNull();
    expect(screen.queryByText(/Evil Team/)).toBeNull();
    expect(screen.queryByDisplayValue(/Evil Team/)).toBeNull();
  });

  it('shows where the donor is in the flow', () => {
    chooseEvent();
    renderRoute(donatePage, { path: PATH });
    const steps = screen.getByRole('navigation', { name: 'Donation steps' });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Amount');
    expect(steps.querySelectorAll('li')).toHaveLength(4);
  });
});
