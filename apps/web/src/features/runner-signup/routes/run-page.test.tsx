import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRunnersStore, storeKey, useSupportingStore } from '../../public-flow/index.ts';
import { buildSettings, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { RunPage } from './run-page.tsx';

const PATH = '/frontend/run';
const settings = buildSettings({ has5k: true });

beforeEach(() => {
  resetPublicStores();
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Oklahoma City');
});

describe('Run the 5k (finding 11 of docs/features/walkthrough-findings.md)', () => {
  it('keeps the runners being entered across a reload, before Add Runners', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<RunPage />, { path: PATH, settings });
    await user.click(screen.getByRole('button', { name: 'Add a runner' }));
    await user.click(screen.getByRole('button', { name: 'Add a runner' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getAllByLabelText(/^First name/)[1]!, 'Rae');
    // Kept where the other steps keep theirs (localStorage), not in the cart yet.
    const stored = JSON.parse(localStorage.getItem(storeKey('runners')) ?? '{}');
    expect(stored.state.draft).toMatchObject({ formsShown: true, runners: [{ firstName: '' }, { firstName: 'Rae' }] });
    expect(stored.state.runners).toEqual([]);

    // A reload: the page mounts again from the stored state.
    first.unmount();
    renderRoute(<RunPage />, { path: PATH, settings });
    expect(screen.getAllByLabelText(/^First name/).map((input) => (input as HTMLInputElement).value)).toEqual(['', 'Rae']);
    expect(screen.getByRole('group', { name: 'Number of runners' }).textContent).toContain('2');
  });

  it('forgets the draft once the runners are added to the cart, and with the cart', () => {
    useRunnersStore.getState().setDraft({ runners: [], formsShown: false });
    useRunnersStore.getState().clear();
    expect(useRunnersStore.getState()).toMatchObject({ runners: [], draft: null });
  });
});
