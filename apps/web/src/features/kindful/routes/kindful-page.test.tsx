import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KINDFUL_MESSAGES, type KindfulExportView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const record: KindfulExportView = {
  id: 7,
  createdAt: '2026-03-01T15:00:00.000Z',
  transactionId: 40,
  eventYear: 2026,
  imported: false,
  offline: false,
  refunded: false,
  jobId: null,
  importResponse: null,
  data: { first_name: 'Dana', last_name: 'Donor', email: 'dana@example.org', primary_phone: '', campaign: 'Walk', fund: 'General', amount_in_cents: 2500 },
};

/** The queue page against a fake API whose queue answer says `configured`. */
async function openQueue(configured: boolean) {
  const api = mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/kindful/') {
      return jsonResponse({ results: [record], page: 1, limit: 25, totalPages: 1, totalResults: 1, configured });
    }
    if (r.method === 'PATCH' && r.path === '/v1/kindful/7') return jsonResponse({ ...record, imported: true });
    return undefined;
  });
  signInAs({ role: 'admin' });
  renderRoutes(routes, '/kindful');
  const importButton = await screen.findByRole('button', { name: 'Import record 7' });
  return { api, importButton };
}

describe('Kindful Queue', () => {
  it('says Kindful is not configured, names the setting, and disables Import (described by the notice)', async () => {
    const { api, importButton } = await openQueue(false);
    const notice = screen.getByRole('note', { name: KINDFUL_MESSAGES.notConfigured });
    expect(notice.textContent).toContain('KINDFUL_API_TOKEN');
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    expect(importButton.getAttribute('aria-describedby')).toBe(notice.id);

    await userEvent.setup().click(importButton).catch(() => undefined);
    expect(api.calls('PATCH', '/v1/kindful/7')).toHaveLength(0);
  });

  it('offers Import with no notice once Kindful is configured', async () => {
    const { api, importButton } = await openQueue(true);
    expect(screen.queryByRole('note', { name: KINDFUL_MESSAGES.notConfigured })).toBeNull();
    expect((importButton as HTMLButtonElement).disabled).toBe(false);
    expect(importButton.getAttribute('aria-describedby')).toBeNull();

    await userEvent.setup().click(importButton);
    await waitFor(() => expect(api.calls('PATCH', '/v1/kindful/7')).toHaveLength(1));
  });
});
