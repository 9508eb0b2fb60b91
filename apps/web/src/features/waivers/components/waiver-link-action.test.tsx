import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAIVER_ADMIN_MESSAGES, type WaiverStatus } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { WaiverLinkAction } from './waiver-link-action.tsx';

afterEach(() => notifications.clean());

function renderAction(status: WaiverStatus | null) {
  signInAs({ role: 'admin' });
  let current = status;
  const api = mockFetch((r) => {
    if (r.path === '/v1/event-entries/person/5/waiver') return jsonResponse({ status: current });
    if (r.path === '/v1/event-entries/person/5/send-waiver-link') {
      current = 'missing';
      return jsonResponse({ message: WAIVER_ADMIN_MESSAGES.linkQueued });
    }
    return undefined;
  });
  renderRoutes([{ path: '/participants/5', element: <WaiverLinkAction personId={5} /> }], '/participants/5');
  return api;
}

describe("the participant page's waiver line", () => {
  it('sends a waiver link when the waiver is missing', async () => {
    const api = renderAction('missing');
    expect(await screen.findByText('Missing')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send waiver link' }));
    await waitFor(() => expect(api.calls('POST', '/v1/event-entries/person/5/send-waiver-link')).toHaveLength(1));
  });

  it('offers no link when it is signed', async () => {
    renderAction('signed');
    expect(await screen.findByText('Signed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send waiver link' })).toBeNull();
  });
});
