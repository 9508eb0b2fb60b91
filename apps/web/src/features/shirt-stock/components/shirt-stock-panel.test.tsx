import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import {
  EVENT_CITIES, SHIRT_STOCK_MESSAGES, SHIRT_STOCK_SIZES, SHIRT_STOCK_TOASTS, shirtSizeName, type ShirtStockInput, type ShirtStockRow, type ShirtStockView,
} from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ShirtStockPanel } from './shirt-stock-panel.tsx';

/** A year's view: every city × size with no count, then `rows` over them (and any extra rows). */
function view(rows: Partial<ShirtStockRow>[] = []): ShirtStockView {
  const all: ShirtStockRow[] = EVENT_CITIES.flatMap((eventCity) =>
    SHIRT_STOCK_SIZES.map((size) => ({ eventCity, size, label: shirtSizeName(size), onHand: null, given: 0 })),
  );
  for (const r of rows) {
    const found = all.find((a) => a.eventCity === r.eventCity && a.size === r.size);
    if (found) Object.assign(found, r);
    else all.push({ eventCity: 'Tulsa', size: '', label: 'No size', onHand: null, given: 0, ...r });
  }
  return { eventYear: 2026, rows: all };
}

/** /config/shirt-stock as a signed-in admin against a fake API holding `saved`. */
function renderStock(saved: ShirtStockView) {
  notifications.clean();
  signInAs({ role: 'admin' });
  let current = saved;
  const api = mockFetch((r) => {
    if (r.path === '/v1/shirt-stock' && r.method === 'GET') return jsonResponse(current);
    if (r.path === '/v1/shirt-stock' && r.method === 'PUT') {
      const input = r.body as ShirtStockInput;
      current = {
        eventYear: current.eventYear,
        rows: current.rows.map((row) => ({ ...row, onHand: input.stock.find((s) => s.eventCity === row.eventCity && s.size === row.size)?.quantity ?? null })),
      };
      return jsonResponse(current);
    }
    return undefined;
  });
  renderRoutes([{ path: '/config/shirt-stock', element: <ShirtStockPanel /> }], '/config/shirt-stock');
  return { puts: () => api.calls('PUT', '/v1/shirt-stock') };
}

describe('Shirt stock panel', () => {
  it('shows each city × size with the count on hand and the shirts given so far, and saves the counts filled in', async () => {
    const { puts } = renderStock(
      view([
        { eventCity: 'Oklahoma City', size: 'Medium', onHand: 38, given: 2 },
        { eventCity: 'Tulsa', size: 'Large', onHand: 20, given: 5 },
        { eventCity: 'Tulsa', size: '', label: 'No size', given: 1 },
      ]),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: 'Shirt stock' })).toBeTruthy();
    const okc = screen.getByRole('table', { name: 'Oklahoma City shirt stock' });
    expect(within(okc).getAllByRole('row')).toHaveLength(1 + SHIRT_STOCK_SIZES.length);
    const medium = within(okc).getByRole('row', { name: /Medium/ });
    expect((within(medium).getByLabelText('Oklahoma City Medium on hand') as HTMLInputElement).value).toBe('38');
    expect(within(medium).getByText('2')).toBeTruthy();
    expect((screen.getByLabelText('Tulsa Small on hand') as HTMLInputElement).value).toBe('');
    // A size check-in gave that is not counted (a person with no size) shows what was given only.
    const noSize = within(screen.getByRole('table', { name: 'Tulsa shirt stock' })).getByRole('row', { name: /No size/ });
    expect(within(noSize).getByText('Not counted')).toBeTruthy();

    await user.type(screen.getByLabelText('Tulsa Small on hand'), '15');
    await user.clear(screen.getByLabelText('Oklahoma City Medium on hand'));
    await user.type(screen.getByLabelText('Oklahoma City Medium on hand'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHIRT_STOCK_TOASTS.saved[1])).toBeTruthy();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      eventYear: 2026,
      stock: [
        { eventCity: 'Oklahoma City', size: 'Medium', quantity: 40 },
        { eventCity: 'Tulsa', size: 'Small', quantity: 15 },
        { eventCity: 'Tulsa', size: 'Large', quantity: 20 },
      ],
    });
  });

  it('says when more shirts were given than counted, and refuses a count below zero without calling the server', async () => {
    const { puts } = renderStock(view([{ eventCity: 'Tulsa', size: 'XLarge', onHand: -2, given: 12 }]));
    const user = userEvent.setup();
    expect(await screen.findByText('More shirts were given than counted for a size below. Please count them again and save.')).toBeTruthy();
    expect((screen.getByLabelText('Tulsa X-Large on hand') as HTMLInputElement).value).toBe('-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SHIRT_STOCK_MESSAGES.quantity)).toBeTruthy();
    expect(await screen.findByText(SHIRT_STOCK_TOASTS.saveFailed[1])).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Tulsa X-Large on hand'));
    await user.type(screen.getByLabelText('Tulsa X-Large on hand'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as ShirtStockInput).stock).toEqual([{ eventCity: 'Tulsa', size: 'XLarge', quantity: 3 }]);
  });
});
