import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDisabled, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { monthlyGiftLine, ordinalDay, useDonationStore, useGiftStore, useSupportingStore } from '../../public-flow/index.ts';
import { GiftExtras } from '../components/gift-extras.tsx';
import { GIFT_FREQUENCY_LABEL } from '../components/gift-frequency.tsx';
import { TeamProgress } from '../components/team-progress.tsx';
import { DonatePage } from './donate-page.tsx';

const PATH = '/frontend/donate';
const BLUE_CREW = { id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' };

beforeEach(resetPublicStores);
afterEach(() => vi.unstubAllGlobals());

describe('"Make it monthly" on the donate step (docs/features/monthly-gifts.md)', () => {
  it('is one time unless Monthly is chosen; Monthly says what happens and is kept for the checkout', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().setType('Event');
    useSupportingStore.getState().setEventCity('Oklahoma City');
    renderRoute(<DonatePage />, { path: PATH });

    const group = screen.getByRole('radiogroup', { name: GIFT_FREQUENCY_LABEL });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'One time' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Donation amount/ }), '20');
    await user.click(screen.getByRole('radio', { name: /^Monthly/ }));

    const monthly = screen.getByRole('radio', { name: /^Monthly/ });
    // The line is the choice's description, read with it.
    const description = document.getElementById(monthly.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(description).toMatch(/^\$20 each month on the \d+(st|nd|rd|th)/);
    expect(description).toContain('to the Oklahoma City event. Change or cancel any time from your giving page.');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(useDonationStore.getState()).toMatchObject({ amount: 20, monthly: true });
    expect((await screen.findByTestId('location')).textContent).toBe('/frontend/contact?skip=true');
  });

  it('names the team, or the walker credited, while they walk this year, then the event', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().supportTeam(BLUE_CREW);
    vi.stubGlobal('fetch', mockFetch({}).fetchMock);
    renderRoute(<DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} />, { path: PATH });
    await user.click(screen.getByRole('radio', { name: /^Monthly/ }));
    expect(screen.getByText(/^Each month on the .*, to Blue Crew while they walk this year, then to the event\./)).toBeTruthy();
    expect(isDisabled(screen.getByRole('button', { name: 'Next' }))).toBe(true);
  });
});

describe('monthlyGiftLine', () => {
  const team = { type: 'Team' as const, team: BLUE_CREW, eventCity: null };

  it('says the amount, the day and to whom', () => {
    expect(monthlyGiftLine({ amount: 20, supporting: team, fundraiser: null, day: 29 })).toBe(
      '$20 each month on the 29th (the last day in shorter months), to Blue Crew while they walk this year, then to the event. Change or cancel any time from your giving page.',
    );
    const walker = { personId: 8, firstName: 'Ann', lastName: 'Smith', teamId: 5, teamName: 'Blue Crew' };
    expect(monthlyGiftLine({ amount: 1500, supporting: team, fundraiser: walker, day: 2 })).toBe(
      '$1,500 each month on the 2nd, to Ann Smith of Blue Crew while they walk this year, then to the event. Change or cancel any time from your giving page.',
    );
    // A credit left from another team is not this gift's.
    expect(monthlyGiftLine({ amount: 10, supporting: team, fundraiser: { ...walker, teamId: 9 }, day: 1 })).toContain('to Blue Crew while');
  });

  it('writes ordinal days', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinalDay)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('starts one time again after the flow is cleared', () => {
    useDonationStore.getState().setMonthly(true);
    useGiftStore.getState().clear();
    resetPublicStores();
    expect(useDonationStore.getState().monthly).toBe(false);
  });
});
