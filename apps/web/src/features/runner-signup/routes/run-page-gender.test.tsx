import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSupportingStore } from '../../public-flow/index.ts';
import { buildSettings, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { RunPage } from './run-page.tsx';

beforeEach(() => {
  resetPublicStores();
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Oklahoma City');
});

describe('Run the 5k: gender', () => {
  it('offers Male, Female, Non-binary and Prefer not to say (docs/decisions/0014-runner-gender.md)', async () => {
    const user = userEvent.setup();
    renderRoute(<RunPage />, { path: '/frontend/run', settings: buildSettings({ has5k: true }) });
    await user.click(screen.getByRole('button', { name: 'Add a runner' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const select = screen.getByRole('combobox', { name: /Gender/ }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'Male', 'Female', 'Non-binary', 'Prefer not to say']);
    await user.selectOptions(select, 'Prefer not to say');
    expect(select.value).toBe('Prefer not to say');
  });
});
