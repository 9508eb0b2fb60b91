import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSTANT_CONTACT_LIST_KEYS } from '@walkfund/domain';
import { emptyResponse, jsonResponse, type MockRequest } from '../../../test/fetch-mock.ts';
import { externalNavigation } from '../api/constant-contact.ts';
import { buildAdminSettings, expectSaved, onlyPatchBody, renderConfig } from '../testing/render-config.tsx';

const AUTHORIZE_URL = 'https://authz.example.test/oauth2/default/v1/authorize?client_id=app&state=abc';

/** The panel against a fake API whose Constant Contact status is `status` (changed by a disconnect). */
function renderPanel(initial: { configured: boolean; connected: boolean; connectedAt?: string }, enabled = false) {
  let status = initial;
  return renderConfig('/config/constant-contact', {
    settings: buildAdminSettings({ useConstantContact: enabled }),
    handler: (r: MockRequest) => {
      if (r.method === 'GET' && r.path === '/v1/constantcontact/status') return jsonResponse(status);
      if (r.method === 'GET' && r.path === '/v1/constantcontact/authorize-url') return jsonResponse({ url: AUTHORIZE_URL });
      if (r.method === 'DELETE' && r.path === '/v1/constantcontact/disconnect') {
        status = { configured: true, connected: false };
        return emptyResponse(204);
      }
      return undefined;
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Constant Contact panel', () => {
  it('shows the list ids and the connection only when enabled, and saves only its fields', async () => {
    const { patches } = renderPanel({ configured: true, connected: false });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Constant Contact Configuration' });
    expect(screen.queryByLabelText('Captain List')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Enable Constant Contact' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(CONSTANT_CONTACT_LIST_KEYS.length);
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
    await user.type(screen.getByLabelText('Captain List'), 'list-captains');
    await user.type(screen.getByLabelText('Teams Over 10 Members List'), 'list-big-teams');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    const body = await onlyPatchBody(patches);
    expect(Object.keys(body).sort()).toEqual(['constantContactLists', 'useConstantContact']);
    expect(body.useConstantContact).toBe(true);
    expect(body.constantContactLists).toMatchObject({ captainList: 'list-captains', overTenMembersList: 'list-big-teams', donorList: '' });
  });

  it('Connect asks the server for the authorization page and sends the browser there', async () => {
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const { calls, patches } = renderPanel({ configured: true, connected: false }, true);
    const user = userEvent.setup();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(calls('GET', '/v1/constantcontact/authorize-url')).toHaveLength(1);
    // Connect is not a Save.
    expect(patches()).toHaveLength(0);
  });

  it('shows a connected account and disconnects it', async () => {
    const { calls } = renderPanel({ configured: true, connected: true, connectedAt: '2026-03-01T15:00:00.000Z' }, true);
    const user = userEvent.setup();
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(calls('DELETE', '/v1/constantcontact/disconnect')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('says when the server has no Constant Contact application', async () => {
    renderPanel({ configured: false, connected: false }, true);
    expect(await screen.findByText(/Constant Contact is not configured on the server/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });
});
