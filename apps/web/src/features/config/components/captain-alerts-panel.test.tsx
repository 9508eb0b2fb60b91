import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdminSettings, expectSaved, onlyPatchBody, renderConfig } from '../testing/render-config.tsx';

describe('Captain Alerts panel', () => {
  it('adds and removes alerts (held until Save), then saves only the alerts', async () => {
    const alerts = [{ headline: 'Packet pickup', text: 'Friday 4-7 pm' }];
    const { patches } = renderConfig('/config/captain-alerts', { settings: buildAdminSettings({ captainAlerts: alerts }) });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Captain Dashboard Alerts & Notices' });
    expect(screen.getByText('Packet pickup')).toBeTruthy();
    await user.type(screen.getByLabelText('Headline'), 'Walk day');
    await user.type(screen.getByLabelText('Text'), 'Meet at the north gate.');
    await user.click(screen.getByRole('button', { name: 'Add Alert' }));
    expect(screen.getByText('Walk day')).toBeTruthy();
    expect((screen.getByLabelText('Headline') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Remove alert 1' }));
    expect(screen.queryByText('Packet pickup')).toBeNull();
    expect(patches()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect(await onlyPatchBody(patches)).toEqual({ captainAlerts: [{ headline: 'Walk day', text: 'Meet at the north gate.' }] });
  });
});
