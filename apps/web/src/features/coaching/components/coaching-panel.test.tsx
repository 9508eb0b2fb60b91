import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COACHING_CONFIG, type CoachingConfig, type CoachingConfigInput } from '@walkfund/domain';
import { notifications } from '@mantine/notifications';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CoachingPanel } from './coaching-panel.tsx';

/** /config/coaching against a fake API holding the default config and one walker. */
function renderCoaching() {
  let current: CoachingConfig = structuredClone(DEFAULT_COACHING_CONFIG);
  notifications.clean();
  signInAs({ role: 'admin' });
  const api = mockFetch((r) => {
      if (r.path === '/v1/coaching/config' && r.method === 'GET') return jsonResponse(current);
      if (r.path === '/v1/coaching/config' && r.method === 'PUT') {
        current = r.body as CoachingConfigInput;
        return jsonResponse(current);
      }
      if (r.path === '/v1/coaching/walkers') return jsonResponse({ walkers: [{ personId: 9, name: 'Wanda Walker', teamName: 'Sole Mates', raised: 50, goal: 100 }] });
      if (r.path === '/v1/coaching/sent') return jsonResponse({ sent: [], counts: { welcome: 3 } });
      if (r.path === '/v1/coaching/preview') {
        return jsonResponse({ to: 'wanda@example.com', subject: 'Welcome, Wanda: your page is ready', html: '<p>Hi Wanda,</p>', text: 'Hi Wanda,\n\nYour page for Sole Mates is ready.' });
      }
      return undefined;
  });
  renderRoutes([{ path: '/config/coaching', element: <CoachingPanel /> }], '/config/coaching');
  return api;
}

describe('Config > Coaching (docs/features/coaching.md)', () => {
  it('edits a message, refuses an unknown placeholder before saving, then saves', async () => {
    const api = renderCoaching();
    const user = userEvent.setup();
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    expect(subject.value).toBe(DEFAULT_COACHING_CONFIG.messages.welcome.subject);
    await user.clear(subject);
    await user.type(subject, 'Hello {{nickname}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/\{nickname\}, which is not a placeholder/)).length).toBeGreaterThan(0);
    expect(api.calls('PUT', '/v1/coaching/config')).toHaveLength(0);

    await user.clear(subject);
    await user.type(subject, 'Hello {{firstName}');
    await user.click(screen.getByRole('switch', { name: 'Send this message' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/v1/coaching/config')).toHaveLength(1));
    const sent = api.calls('PUT', '/v1/coaching/config')[0]!.body as CoachingConfigInput;
    expect(sent.messages.welcome).toMatchObject({ subject: 'Hello {firstName}', enabled: false });
    expect(sent.days).toEqual(DEFAULT_COACHING_CONFIG.days);
  });

  it("previews the message with a real walker's figures", async () => {
    const api = renderCoaching();
    const user = userEvent.setup();
    await screen.findByLabelText('Subject');
    await user.click(screen.getByRole('combobox', { name: 'Walker' }));
    await user.click(await screen.findByRole('option', { name: /Wanda Walker/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/Your page for Sole Mates is ready/)).toBeTruthy();
    expect(api.calls('POST', '/v1/coaching/preview')[0]!.body).toMatchObject({ kind: 'welcome', personId: 9 });
  });
});
