import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSTANT_CONTACT_LIST_KEYS } from '@walkfund/domain';
import { expectSaved, onlyPatchBody, renderConfig } from '../testing/render-config.tsx';

describe('Constant Contact panel', () => {
  it('shows the list ids and the (not yet available) Connect button only when enabled, and saves only its fields', async () => {
    const { patches } = renderConfig('/config/constant-contact');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Constant Contact Configuration' });
    expect(screen.queryByLabelText('Captain List')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Enable Constant Contact' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(CONSTANT_CONTACT_LIST_KEYS.length);
    expect((screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/arrives with the integrations/)).toBeTruthy();
    await user.type(screen.getByLabelText('Captain List'), 'list-captains');
    await user.type(screen.getByLabelText('Teams Over 10 Members List'), 'list-big-teams');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    const body = await onlyPatchBody(patches);
    expect(Object.keys(body).sort()).toEqual(['constantContactLists', 'useConstantContact']);
    expect(body.useConstantContact).toBe(true);
    expect(body.constantContactLists).toMatchObject({ captainList: 'list-captains', overTenMembersList: 'list-big-teams', donorList: '' });
  });
});
