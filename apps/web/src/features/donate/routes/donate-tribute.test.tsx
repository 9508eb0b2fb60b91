import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { TRIBUTE_MESSAGES } from '@walkfund/domain';
import { GiftExtras } from '../components/gift-extras.tsx';
import {
  HONOREE_LABEL, NOTIFY_EMAIL_LABEL, NOTIFY_LEGEND, NOTIFY_MESSAGE_LABEL, NOTIFY_NAME_LABEL, NOTIFY_TOGGLE_LABEL, SHOW_AMOUNT_LABEL, SHOW_ON_WALL_LABEL,
  TRIBUTE_LEGEND, TRIBUTE_TOGGLE_LABEL,
} from '../components/tribute-fields.tsx';
import { TeamProgress } from '../components/team-progress.tsx';
import { toTributeInput, useSupportingStore, useTributeStore } from '../../public-flow/index.ts';
import { isDisabled, mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { DonatePage } from './donate-page.tsx';

const PATH = '/frontend/donate';
const donatePage = <DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} />;
const BLUE_CREW = { id: 5, name: 'Blue Crew', slug: 'blue-crew', eventCity: 'Tulsa' };
const BLUE_CREW_PAGE = {
  ...BLUE_CREW, teamMessage: '', imageUrl: null, captain: null, totalRaised: 750, teamDonationGoal: 1000, participants: 4, active: true, year: 2025,
};

function stub() {
  const mock = mockFetch({
    'GET /v1/teams/list': () => ({ body: [BLUE_CREW] }),
    'GET /v1/teams/by-slug/blue-crew': () => ({ body: BLUE_CREW_PAGE }),
    'GET /v1/teams/5/fundraisers': () => ({ body: [] }),
  });
  vi.stubGlobal('fetch', mock.fetchMock);
  return mock;
}

beforeEach(() => {
  resetPublicStores();
  vi.unstubAllGlobals();
  useSupportingStore.getState().supportTeam({ id: 5, name: 'Blue Crew', city: 'Tulsa', slug: 'blue-crew' });
});

describe('Donate: in honour or in memory (docs/features/tributes.md)', () => {
  it('opens a labelled fieldset, keeps the tribute and whom to tell, and is clean for axe', async () => {
    const user = userEvent.setup();
    stub();
    renderRoute(donatePage, { path: PATH });
    await user.click(await screen.findByRole('checkbox', { name: TRIBUTE_TOGGLE_LABEL }));

    const group = screen.getByRole('group', { name: TRIBUTE_LEGEND });
    await user.click(within(group).getByRole('radio', { name: 'In memory of' }));
    await user.type(within(group).getByRole('textbox', { name: new RegExp(HONOREE_LABEL) }), 'Grandpa Joe');
    expect((within(group).getByRole('checkbox', { name: SHOW_ON_WALL_LABEL }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('checkbox', { name: NOTIFY_TOGGLE_LABEL }));

    const notify = screen.getByRole('group', { name: NOTIFY_LEGEND });
    await user.type(within(notify).getByRole('textbox', { name: new RegExp(NOTIFY_NAME_LABEL) }), 'Rosa Relative');
    await user.type(within(notify).getByRole('textbox', { name: new RegExp(NOTIFY_EMAIL_LABEL) }), 'rosa@example.com');
    await user.type(within(notify).getByRole('textbox', { name: NOTIFY_MESSAGE_LABEL }), 'Thinking of you');
    expect((within(notify).getByRole('checkbox', { name: SHOW_AMOUNT_LABEL }) as HTMLInputElement).checked).toBe(false);

    expect(toTributeInput(useTributeStore.getState())).toEqual({
      kind: 'memory', honoreeName: 'Grandpa Joe', showOnWall: true,
      notify: { name: 'Rosa Relative', email: 'rosa@example.com', message: 'Thinking of you', showAmount: false },
    });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('holds Next while the tribute is incomplete, and says why once Next is pressed', async () => {
    const user = userEvent.setup();
    stub();
    renderRoute(donatePage, { path: PATH });
    await user.type(await screen.findByRole('textbox', { name: /Donation amount/ }), '25');
    await user.click(screen.getByRole('checkbox', { name: TRIBUTE_TOGGLE_LABEL }));
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(isDisabled(next)).toBe(true));
    // Not said before the field is left or Next is pressed.
    expect(screen.queryByText(TRIBUTE_MESSAGES.honoreeRequired)).toBeNull();
    await user.click(next);
    const honoree = screen.getByRole('textbox', { name: new RegExp(HONOREE_LABEL) });
    expect(await screen.findByText(TRIBUTE_MESSAGES.honoreeRequired)).toBeTruthy();
    expect(honoree.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(honoree));

    await user.type(honoree, 'Aunt May');
    await user.click(screen.getByRole('checkbox', { name: NOTIFY_TOGGLE_LABEL }));
    const email = screen.getByRole('textbox', { name: new RegExp(NOTIFY_EMAIL_LABEL) });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText(TRIBUTE_MESSAGES.notifyEmailInvalid)).toBeTruthy();

    // Turned off, nothing of it holds the gift back or goes with it.
    await user.click(screen.getByRole('checkbox', { name: TRIBUTE_TOGGLE_LABEL }));
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    expect(toTributeInput(useTributeStore.getState())).toBeNull();
  });
});
