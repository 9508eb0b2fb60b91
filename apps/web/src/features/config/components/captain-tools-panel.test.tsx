import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdminSettings, expectSaveFailed, expectSaved, onlyPatchBody, renderConfig } from '../testing/render-config.tsx';

describe("Captain's Tools panel", () => {
  it('adds and removes tool buttons, a link needing its text, and saves only its fields', async () => {
    const tools = [{ link: 'https://walk.example.org/kit', text: 'Team kit' }];
    const { patches } = renderConfig('/config/captains-tools', { settings: buildAdminSettings({ captainTools: tools }) });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: "Captain's Tools" });
    expect(within(screen.getByRole('article', { name: 'Team kit' })).getByRole('link').getAttribute('href')).toBe('https://walk.example.org/kit');

    await user.type(screen.getByLabelText('Link'), 'https://walk.example.org/flyer');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));
    expect(screen.getByText('A captain link requires text.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Flyer' })).toBeNull();
    await user.type(screen.getByLabelText('Text'), 'Flyer');
    await user.click(screen.getByRole('button', { name: 'Add Tool' }));
    expect(screen.getByRole('article', { name: 'Flyer' })).toBeTruthy();
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove Team kit' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect(await onlyPatchBody(patches)).toEqual({
      donationBadgeTipsUrl: 'https://walk.example.org/fundraising-tips',
      participationBadgeTipsUrl: 'https://walk.example.org/participation-tips',
      submitEventUrl: 'https://walk.example.org/submit-event',
      captainTools: [{ link: 'https://walk.example.org/flyer', text: 'Flyer' }],
    });
  });

  it('needs the three URLs: an empty one shows its message and the error notification, without calling the server', async () => {
    const { patches } = renderConfig('/config/captains-tools', { settings: buildAdminSettings({ submitEventUrl: '' }) });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Fundraising Tips URL/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaveFailed();
    expect(screen.getByText('Fundraising tips URL is required.')).toBeTruthy();
    expect(screen.getByText('Submit event URL is required.')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});
