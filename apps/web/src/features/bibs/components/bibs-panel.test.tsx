import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { BIB_MESSAGES, BIB_TOASTS, type BibSettingsInput, type BibSettingsView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BibsPanel } from './bibs-panel.tsx';

/** /config/bibs as a signed-in admin against a fake API holding `saved`. */
function renderBibs(saved: BibSettingsView) {
  notifications.clean();
  signInAs({ role: 'admin' });
  let current = saved;
  const api = mockFetch((r) => {
    if (r.path === '/v1/bibs' && r.method === 'GET') return jsonResponse(current);
    if (r.path === '/v1/bibs' && r.method === 'PUT') {
      const input = r.body as BibSettingsInput;
      current = { eventYear: current.eventYear, mode: input.mode, ranges: input.ranges.map((x) => ({ ...x, assigned: 0 })) };
      return jsonResponse(current);
    }
    if (r.path === '/v1/bibs/assign' && r.method === 'POST') return jsonResponse({ assigned: 3, full: [{ eventCity: 'Tulsa', kind: '5k', waiting: 2 }] });
    return undefined;
  });
  renderRoutes([{ path: '/config/bibs', element: <BibsPanel /> }], '/config/bibs');
  return { puts: () => api.calls('PUT', '/v1/bibs'), assigns: () => api.calls('POST', '/v1/bibs/assign') };
}

describe('Bibs panel', () => {
  it('shows the saved ranges and mode, and saves the ranges filled in with the mode chosen', async () => {
    const { puts } = renderBibs({
      eventYear: 2026,
      mode: 'at-check-in',
      ranges: [{ eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999, assigned: 12 }],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: 'Bibs' })).toBeTruthy();
    expect((screen.getByLabelText('Oklahoma City 5k (in person) first bib') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('12 given')).toBeTruthy();
    expect((screen.getByLabelText('At check-in') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Print Tulsa bib labels' }).getAttribute('href')).toBe('/bibs/labels?city=Tulsa');
    expect(screen.getByRole('link', { name: 'Print Oklahoma City roster' }).getAttribute('href')).toBe('/bibs/roster?city=Oklahoma%20City');
    // "Assign bibs now" waits for the mode "In advance" to be saved.
    expect((screen.getByRole('button', { name: 'Assign bibs now' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Tulsa Walk first bib'), '4000');
    await user.type(screen.getByLabelText('Tulsa Walk last bib'), '4999');
    await user.click(screen.getByLabelText('In advance'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BIB_TOASTS.saved[1])).toBeTruthy();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      mode: 'in-advance',
      ranges: [
        { eventCity: 'Oklahoma City', kind: '5k', first: 1, last: 999 },
        { eventCity: 'Tulsa', kind: 'walk', first: 4000, last: 4999 },
      ],
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Assign bibs now' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('says what is wrong with a range, and refuses overlapping ranges, sending nothing', async () => {
    const { puts } = renderBibs({ eventYear: 2026, mode: 'at-check-in', ranges: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tulsa 5k (in person) first bib'), '50');
    await user.type(screen.getByLabelText('Tulsa 5k (in person) last bib'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BIB_MESSAGES.order)).toBeTruthy();
    await user.clear(screen.getByLabelText('Tulsa 5k (in person) last bib'));
    await user.type(screen.getByLabelText('Tulsa 5k (in person) last bib'), '100');
    await user.type(screen.getByLabelText('Tulsa Walk first bib'), '90');
    await user.type(screen.getByLabelText('Tulsa Walk last bib'), '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BIB_MESSAGES.overlap('Tulsa 5k 50-100', 'Tulsa walk 90-200'))).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('assigns bibs only after the admin confirms, and says how many and which range is full', async () => {
    const { assigns } = renderBibs({ eventYear: 2026, mode: 'in-advance', ranges: [{ eventCity: 'Tulsa', kind: '5k', first: 1000, last: 1002, assigned: 0 }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Assign bibs now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign bibs now' }));
    expect(assigns()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('3 bibs were given.')).toBeTruthy();
    expect(screen.getByText('Tulsa 5k (in person): the range is full; 2 still without a bib.')).toBeTruthy();
    expect(assigns()).toHaveLength(1);
  });
});
