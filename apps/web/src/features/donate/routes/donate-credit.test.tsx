import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CHECKOUT_MESSAGES, DONOR_MESSAGE_MAX_LENGTH, type FundraiserListItem, type PublicFundraiser } from '@walkfund/domain';
import { CREDIT_PICKER_LABEL, FUNDRAISER_LINK_UNAVAILABLE, GiftExtras, MESSAGE_LABEL } from '../components/gift-extras.tsx';
import { TeamProgress } from '../components/team-progress.tsx';
import { useDonationStore, useGiftStore, useSupportingStore } from '../../public-flow/index.ts';
import { buildSettings, isDisabled, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { DonatePage } from './donate-page.tsx';

const PATH = '/frontend/donate';
const donatePage = <DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} />;
const BLUE_CREW = { id: 5, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' };
const BLUE_CREW_PAGE = {
  ...BLUE_CREW, teamMessage: '', imageUrl: null, captain: null, totalRaised: 750, teamDonationGoal: 1000, participants: 4, active: true, year: 2025,
};
const JANE: PublicFundraiser = {
  personId: 31, slug: 'jane-doe', firstName: 'Jane', lastName: 'Doe', story: '', imageUrl: null, goal: 500, raised: 125, year: 2025,
  team: BLUE_CREW, supporters: [],
};
const listItem = (personId: number, firstName: string): FundraiserListItem => ({
  personId, slug: firstName.toLowerCase(), firstName, lastName: 'Walker', imageUrl: null, goal: 100, raised: 10, teamName: 'Blue Crew', teamSlug: 'blue-crew',
});

function stub(handlers: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({
    'GET /v1/teams/list': () => ({ body: [BLUE_CREW] }),
    'GET /v1/teams/by-slug/blue-crew': () => ({ body: BLUE_CREW_PAGE }),
    'GET /v1/teams/5/fundraisers': () => ({ body: [] }),
    ...handlers,
  });
  vi.stubGlobal('fetch', mock.fetchMock);
  return mock;
}

function chooseBlueCrew() {
  useSupportingStore.getState().supportTeam({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' });
}

beforeEach(() => {
  resetPublicStores();
  vi.unstubAllGlobals();
});

describe('Donate: a gift credited to a walker (docs/decisions/0008-fundraiser-credit.md)', () => {
  it("from a walker's Donate link: presets their team, credits them, and can be removed", async () => {
    const user = userEvent.setup();
    stub({ 'GET /v1/fundraisers/jane-doe': () => ({ body: { status: 'on', fundraiser: JANE } }) });
    renderRoute(donatePage, { path: PATH, url: `${PATH}?team=5&name=Blue%20Crew&city=Tulsa&fundraiser=jane-doe` });

    expect(await screen.findByText(/Your gift is credited to/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your gift is credited to Jane Doe of Blue Crew.');
    expect(useSupportingStore.getState().team?.id).toBe(5);
    expect(useGiftStore.getState().fundraiser).toEqual({ personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 5, teamName: 'Blue Crew' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove the credit to Jane Doe' }));
    expect(useGiftStore.getState().fundraiser).toBeNull();
    expect(screen.queryByText(/Your gift is credited to/)).toBeNull();
    expect(useSupportingStore.getState().team?.id).toBe(5);
  });

  it('takes the team from the walker when the link names only the walker', async () => {
    stub({ 'GET /v1/fundraisers/jane-doe': () => ({ body: { status: 'on', fundraiser: JANE } }) });
    renderRoute(donatePage, { path: PATH, url: `${PATH}?fundraiser=jane-doe` });
    await waitFor(() => expect(useSupportingStore.getState().team).toEqual({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' }));
    expect(useSupportingStore.getState().type).toBe('Team');
    expect(useGiftStore.getState().fundraiser?.personId).toBe(31);
  });

  it('credits nobody and says so when the walker\'s page moved', async () => {
    stub({ 'GET /v1/fundraisers/jane-doe': () => ({ body: { status: 'moved', teamSlug: 'blue-crew' } }) });
    renderRoute(donatePage, { path: PATH, url: `${PATH}?fundraiser=jane-doe` });
    expect(await screen.findByText(FUNDRAISER_LINK_UNAVAILABLE)).toBeTruthy();
    expect(useGiftStore.getState().fundraiser).toBeNull();
  });

  it("drops the credit when another team (or the event) is chosen", async () => {
    useGiftStore.getState().setFundraiser({ personId: 31, firstName: 'Jane', lastName: 'Doe', teamId: 5, teamName: 'Blue Crew' });
    chooseBlueCrew();
    stub({});
    renderRoute(donatePage, { path: PATH });
    expect(await screen.findByText(/Your gift is credited to/)).toBeTruthy();
    useSupportingStore.getState().setType('Event');
    await waitFor(() => expect(useGiftStore.getState().fundraiser).toBeNull());
  });
});

describe('Donate: the walker picker', () => {
  it("lists the team's fundraisers and credits the one picked", async () => {
    const user = userEvent.setup();
    chooseBlueCrew();
    stub({ 'GET /v1/teams/5/fundraisers': () => ({ body: [listItem(41, 'Ada'), listItem(42, 'Ben')] }) });
    renderRoute(donatePage, { path: PATH });
    const picker = await screen.findByRole('combobox', { name: CREDIT_PICKER_LABEL });
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['No one', 'Ada Walker', 'Ben Walker']);
    await user.selectOptions(picker, 'Ben Walker');
    expect(useGiftStore.getState().fundraiser).toEqual({ personId: 42, firstName: 'Ben', lastName: 'Walker', teamId: 5, teamName: 'Blue Crew' });
    expect(screen.getByRole('status').textContent).toBe('Your gift is credited to Ben Walker of Blue Crew.');
    await user.selectOptions(picker, 'No one');
    expect(useGiftStore.getState().fundraiser).toBeNull();
  });

  it('is not offered when the team has no fundraisers', async () => {
    chooseBlueCrew();
    const { calls } = stub({});
    renderRoute(donatePage, { path: PATH });
    expect(await screen.findByRole('textbox', { name: MESSAGE_LABEL })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /v1/teams/5/fundraisers')).toBe(true));
    expect(screen.queryByRole('combobox', { name: CREDIT_PICKER_LABEL })).toBeNull();
  });

  it('is not offered, nor asked for, when personal pages are off', async () => {
    chooseBlueCrew();
    const { calls } = stub({ 'GET /v1/teams/5/fundraisers': () => ({ body: [listItem(41, 'Ada')] }) });
    renderRoute(donatePage, { path: PATH, settings: buildSettings({ personalPagesEnabled: false }) });
    expect(await screen.findByRole('textbox', { name: MESSAGE_LABEL })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: CREDIT_PICKER_LABEL })).toBeNull();
    expect(calls.some((c) => c.key === 'GET /v1/teams/5/fundraisers')).toBe(false);
  });
});

describe('Donate: the public message', () => {
  it("keeps the message, and holds Next with the checkout schema's messages while it is refused", async () => {
    const user = userEvent.setup();
    chooseBlueCrew();
    stub({});
    renderRoute(donatePage, { path: PATH });
    const message = await screen.findByRole('textbox', { name: MESSAGE_LABEL });
    await user.type(screen.getByRole('textbox', { name: /Donation amount/ }), '25');
    const next = screen.getByRole('button', { name: 'Next' });

    fireEvent.change(message, { target: { value: 'x'.repeat(DONOR_MESSAGE_MAX_LENGTH + 1) } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.messageTooLong)).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(isDisabled(next)).toBe(true));
    await user.click(next);
    expect(screen.queryByTestId('location')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message));

    fireEvent.change(message, { target: { value: 'Go\tteam' } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.messagePlainText)).toBeTruthy();

    await user.clear(message);
    await user.type(message, 'Go Blue Crew!');
    expect(screen.queryByText(CHECKOUT_MESSAGES.messagePlainText)).toBeNull();
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    await user.click(next);
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/contact?skip=true');
    expect(useGiftStore.getState().message).toBe('Go Blue Crew!');
    expect(useDonationStore.getState().amount).toBe(25);
  });
});
