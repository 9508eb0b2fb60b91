import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { DISTANCE_MESSAGES, type DistanceEntry, type MyDistance } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DistanceLogCard } from './distance-log-card.tsx';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const walk = (overrides: Partial<DistanceEntry> = {}): DistanceEntry => ({
  id: 7, date: '2025-04-05', amount: 3.1, unit: 'mi', miles: 3.1, note: 'Around the lake', createdAt: '2025-04-05T14:00:00.000Z', ...overrides,
});

function log(overrides: Partial<MyDistance> = {}): MyDistance {
  return { enabled: true, year: 2025, today: '2025-04-10', miles: 3.1, kilometres: 4.99, entries: [walk()], ...overrides };
}

/** Serves the walker's log; POST adds the walk, DELETE removes it. */
function serveLog(initial: MyDistance = log()) {
  let current = initial;
  return mockFetch((request) => {
    if (request.path === '/v1/my/distance' && request.method === 'GET') return jsonResponse(current);
    if (request.path === '/v1/my/distance' && request.method === 'POST') {
      const body = request.body as { amount: number; unit: 'mi' | 'km'; date: string; note?: string };
      current = { ...current, miles: current.miles + body.amount, entries: [walk({ id: 8, ...body, note: body.note ?? null, miles: body.amount }), ...current.entries] };
      return jsonResponse(current, 201);
    }
    if (request.path.startsWith('/v1/my/distance/') && request.method === 'DELETE') {
      current = { ...current, miles: 0, entries: [] };
      return emptyResponse(204);
    }
    return undefined;
  });
}

function renderCard() {
  signInAs({ role: 'participant', user: { team: null } });
  return renderRoutes([{ path: '/my-page', element: <DistanceLogCard /> }], '/my-page');
}

describe('My Page distance log', () => {
  it('shows the total and the walks, and logs a new walk', async () => {
    const { calls } = serveLog();
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Your miles' })).toBeTruthy();
    expect(screen.getByText('3.1 miles')).toBeTruthy();
    const walks = screen.getByRole('table', { name: 'Your walks' });
    expect(within(walks).getByText('Apr 5, 2025')).toBeTruthy();
    expect(within(walks).getByText('3.1 mi')).toBeTruthy();
    expect(within(walks).getByText('Around the lake')).toBeTruthy();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Log a walk' });
    expect((within(form).getByLabelText('Day') as HTMLInputElement).value).toBe('2025-04-10');
    await user.type(within(form).getByRole('textbox', { name: /Distance/ }), '5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Unit' }), 'km');
    await user.type(within(form).getByRole('textbox', { name: 'Note (optional)' }), 'Trail day');
    await user.click(within(form).getByRole('button', { name: 'Log walk' }));
    await waitFor(() => expect(calls('POST', '/v1/my/distance')).toHaveLength(1));
    expect(calls('POST', '/v1/my/distance')[0]?.body).toEqual({ amount: 5, unit: 'km', date: '2025-04-10', note: 'Trail day' });
    expect(await screen.findByText(DISTANCE_MESSAGES.logged)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Your walks' })).getByText('5 km')).toBeTruthy();
  });

  it('says what is wrong before calling the server: no distance, too far, a day in the future', async () => {
    const { calls } = serveLog();
    renderCard();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log a walk' });
    await user.click(within(form).getByRole('button', { name: 'Log walk' }));
    expect(await within(form).findByText(DISTANCE_MESSAGES.amountRequired)).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: /Distance/ }), '101');
    const day = within(form).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2025-04-11');
    await user.click(within(form).getByRole('button', { name: 'Log walk' }));
    expect(await within(form).findByText(DISTANCE_MESSAGES.amountMax)).toBeTruthy();
    expect(within(form).getByText(DISTANCE_MESSAGES.dateFuture)).toBeTruthy();
    expect(calls('POST', '/v1/my/distance')).toHaveLength(0);
  });

  it('deletes a walk', async () => {
    const { calls } = serveLog();
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the walk of Apr 5, 2025, 3.1 mi' }));
    await waitFor(() => expect(calls('DELETE', '/v1/my/distance/7')).toHaveLength(1));
    expect(await screen.findByText('No walks logged yet.')).toBeTruthy();
  });

  it('shows nothing while an admin has distance logging off', async () => {
    const { calls } = serveLog(log({ enabled: false }));
    renderCard();
    await waitFor(() => expect(calls('GET', '/v1/my/distance')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Your miles' })).toBeNull();
  });
});
