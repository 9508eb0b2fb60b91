import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { notifications } from '@mantine/notifications';
import type { AdminWaiver, WaiverPublishInput } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { WaiversPanel } from './waivers-panel.tsx';

const version = (overrides: Partial<AdminWaiver>): AdminWaiver => ({
  id: 1, eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: '<p>Walk at your own risk.</p>', createdAt: '2026-11-20T15:00:00Z',
  createdBy: 'Ada Admin', acceptances: 0, ...overrides,
});

function renderWaivers(saved: AdminWaiver[]) {
  notifications.clean();
  signInAs({ role: 'admin' });
  let current = saved;
  const api = mockFetch((r) => {
    if (r.path === '/v1/waivers' && r.method === 'GET') return jsonResponse(current);
    if (r.path === '/v1/waivers' && r.method === 'POST') {
      const input = r.body as WaiverPublishInput;
      const next = version({ id: 99, ...input, version: current.filter((w) => w.eventCity === input.eventCity && w.kind === input.kind).length + 1 });
      current = [next, ...current];
      return jsonResponse(next, 201);
    }
    return undefined;
  });
  renderRoutes([{ path: '/config/waivers', element: <WaiversPanel /> }], '/config/waivers');
  return { posts: () => api.calls('POST', '/v1/waivers') };
}

describe('Waivers panel', () => {
  it('shows the current version of the city and event chosen, with the older ones readable', async () => {
    renderWaivers([
      version({ id: 3, version: 2, body: '<p>Second text.</p>', acceptances: 4 }),
      version({ id: 1, version: 1, body: '<p>First text.</p>', acceptances: 12 }),
      version({ id: 5, eventCity: 'Tulsa', kind: '5k', body: '<p>Tulsa runners.</p>' }),
    ]);
    const form = await screen.findByRole('form', { name: 'Waivers' });
    expect(within(form).getByText('Version 2')).toBeTruthy();
    expect(within(form).getByText(/by Ada Admin · 4 signed/)).toBeTruthy();
    expect(screen.getByText(/Version 1, .* · 12 signed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish new version' })).toBeTruthy();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await userEvent.click(screen.getByLabelText('Tulsa'));
    expect(await screen.findByText('No waiver yet: nobody is asked to sign one for this city and event.')).toBeTruthy();
    await userEvent.click(screen.getByText('5k'));
    expect(await within(screen.getByRole('form', { name: 'Waivers' })).findByText('Version 1')).toBeTruthy();
  });

  it('publishes the text as a new version of the chosen city and event, and refuses an empty one without calling the server', async () => {
    const { posts } = renderWaivers([]);
    await screen.findByRole('form', { name: 'Waivers' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    expect(await screen.findByText('The waiver text is required.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    const editor = screen.getByRole('textbox', { name: 'Oklahoma City Walk waiver text' });
    // jsdom cannot type into contenteditable: drive the editor through its DOM's editor view.
    const view = (editor as HTMLElement & { editor?: { commands: { setContent: (c: string, o: { emitUpdate: boolean }) => void } } }).editor;
    act(() => view!.commands.setContent('<p>Walkers accept the risks.</p>', { emitUpdate: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ eventCity: 'Oklahoma City', kind: 'walk', body: '<p>Walkers accept the risks.</p>' });
    expect(await screen.findByText('Version 1')).toBeTruthy();
  });
});
