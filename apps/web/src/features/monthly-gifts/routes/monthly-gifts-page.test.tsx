import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DONATION_MESSAGES, MONTHLY_GIFT_MESSAGES, type AdminMonthlyGift, type MonthlyGiftList } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MonthlyGiftsPage } from './monthly-gifts-page.tsx';

const gift: AdminMonthlyGift = {
  id: 7, donorName: 'Gail Giver', donorEmail: 'gail@example.com', amount: 20, coversFees: true, status: 'active', supporting: 'Team Tigers', walker: 'Ann Smith',
  startedOn: '2026-04-29', nextChargeOn: '2026-06-29', monthsGiven: 2, totalGiven: 41.4, lastFailure: null, provider: 'test',
};
const failed: AdminMonthlyGift = {
  ...gift, id: 8, donorName: 'Fay Failed', donorEmail: 'fay@example.com', status: 'failed', nextChargeOn: null, lastFailure: 'Your card was declined.',
};
const list = (rows: AdminMonthlyGift[], total = rows.length): MonthlyGiftList => ({ rows, total, summary: { active: 1, monthlyTotal: 20 } });

const routes = [{ path: '/monthly-gifts', element: <MonthlyGiftsPage /> }];

/** The grid's rows as their cells' text, by row. */
async function gridRows(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: 'Monthly gifts' });
  const rows = () => [...region.querySelectorAll<HTMLElement>('.ag-row')];
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return rows()
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => row.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('monthly gifts in the back office (docs/features/monthly-gifts.md)', () => {
  it('lists the gifts with their next charge, total given and last failure, filters by status and search, and sums the active ones', async () => {
    const { calls } = mockFetch((r) => {
      if (r.method !== 'GET' || r.path !== '/v1/monthly-gifts') return undefined;
      return jsonResponse(r.query.get('status') === 'failed' ? list([failed]) : list([gift, failed]));
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    expect(await screen.findByRole('heading', { name: 'Monthly Gifts' })).toBeTruthy();
    const rows = await gridRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('gail@example.com');
    expect(rows[0]).toContain('20.00');
    expect(rows[0]).toContain('Active');
    expect(rows[0]).toContain('Team Tigers');
    expect(rows[0]).toContain('2026-06-29');
    expect(rows[0]).toContain('41.40');
    expect(rows[1]).toContain('Payment failed');
    expect(rows[1]).toContain('Your card was declined.');
    expect(screen.getByTestId('monthly-gifts-summary').textContent).toBe('1 active monthly gift gives $20.00 each month (before fees).');
    expect(Object.fromEntries(calls('GET', '/v1/monthly-gifts')[0]!.query)).toEqual({ offset: '0', limit: '100' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Payment failed' }));
    await waitFor(() => expect(calls('GET', '/v1/monthly-gifts').at(-1)!.query.get('status')).toBe('failed'));
    await waitFor(async () => expect(await gridRows()).toHaveLength(1));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fay');
    await waitFor(() => expect(calls('GET', '/v1/monthly-gifts').at(-1)!.query.get('search')).toBe('fay'));
    expect(calls('GET', '/v1/monthly-gifts').at(-1)!.query.get('status')).toBe('failed');
  });

  it('cancels a gift after asking, and reads the list again', async () => {
    let cancelled = false;
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([cancelled ? { ...gift, status: 'cancelled', nextChargeOn: null } : gift]));
      if (r.method === 'POST' && r.path === '/v1/monthly-gifts/7/cancel') {
        cancelled = true;
        return jsonResponse({ ...gift, status: 'cancelled', nextChargeOn: null });
      }
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    await gridRows();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the monthly gift of Gail Giver (gail@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this monthly gift?' });
    expect(dialog.textContent).toContain("Gail Giver's $20.00 each month to Team Tigers stops now");
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the gift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/v1/monthly-gifts/7/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the monthly gift of Gail Giver (gail@example.com)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel monthly gift' }));
    await waitFor(() => expect(calls('POST', '/v1/monthly-gifts/7/cancel')).toHaveLength(1));
    expect(await screen.findByText('Gail Giver is no longer charged each month.')).toBeTruthy();
    await waitFor(async () => expect((await gridRows())[0]).toContain('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel the monthly gift of Gail Giver (gail@example.com)' })).toBeNull();
  });

  it('says why a cancel was refused, in the dialog', async () => {
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([gift]));
      if (r.method === 'POST' && r.path === '/v1/monthly-gifts/7/cancel') return jsonResponse({ code: 409, message: 'This monthly gift was cancelled.' }, 409);
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the monthly gift of Gail Giver (gail@example.com)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel monthly gift' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('This monthly gift was cancelled.');
  });

  it('pauses an active gift and resumes a paused one after asking, and reads the list again', async () => {
    let current: AdminMonthlyGift = gift;
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([current, failed]));
      if (r.method === 'POST' && r.path === '/v1/monthly-gifts/7/pause') {
        current = { ...gift, status: 'paused', nextChargeOn: null };
        return jsonResponse(current);
      }
      if (r.method === 'POST' && r.path === '/v1/monthly-gifts/7/resume') {
        current = { ...gift, nextChargeOn: '2026-07-29' };
        return jsonResponse(current);
      }
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    await gridRows();
    // Pause for the active gift, Resume for the failed one.
    expect(screen.queryByRole('button', { name: 'Resume the monthly gift of Gail Giver (gail@example.com)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the monthly gift of Fay Failed (fay@example.com)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume the monthly gift of Fay Failed (fay@example.com)' }));
    expect((await screen.findByRole('dialog', { name: 'Resume this monthly gift?' })).textContent).toContain('the missed month is tried again today');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Pause the monthly gift of Gail Giver (gail@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause this monthly gift?' });
    expect(dialog.textContent).toContain("Gail Giver's $20.00 each month to Team Tigers is not charged until it is resumed.");
    // Keeping it going sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST', '/v1/monthly-gifts/7/pause')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the monthly gift of Gail Giver (gail@example.com)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pause monthly gift' }));
    await waitFor(() => expect(calls('POST', '/v1/monthly-gifts/7/pause')).toHaveLength(1));
    expect(await screen.findByText('Gail Giver is not charged until the gift is resumed.')).toBeTruthy();
    await waitFor(async () => expect((await gridRows())[0]).toContain('Paused'));

    fireEvent.click(await screen.findByRole('button', { name: 'Resume the monthly gift of Gail Giver (gail@example.com)' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume this monthly gift?' });
    expect(resume.textContent).toContain('is charged again from its next charge day');
    fireEvent.click(within(resume).getByRole('button', { name: 'Resume monthly gift' }));
    await waitFor(() => expect(calls('POST', '/v1/monthly-gifts/7/resume')).toHaveLength(1));
    expect(await screen.findByText('Gail Giver is charged each month again. The next gift is on July 29, 2026.')).toBeTruthy();
    await waitFor(async () => expect((await gridRows())[0]).toContain('Active'));
    expect(calls('POST', '/v1/monthly-gifts/8/resume')).toHaveLength(0);
  });

  it('says why a pause was refused, in the dialog', async () => {
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([gift]));
      if (r.method === 'POST' && r.path === '/v1/monthly-gifts/7/pause') return jsonResponse({ code: 409, message: MONTHLY_GIFT_MESSAGES.alreadyPaused }, 409);
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the monthly gift of Gail Giver (gail@example.com)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pause monthly gift' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(MONTHLY_GIFT_MESSAGES.alreadyPaused);
  });

  it('changes the amount in whole dollars, checked with the donation rule before anything is sent', async () => {
    let current: AdminMonthlyGift = gift;
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([current]));
      if (r.method === 'PATCH' && r.path === '/v1/monthly-gifts/7') {
        const { amount } = r.body as { amount: number };
        if (amount === 999) return jsonResponse({ code: 409, message: MONTHLY_GIFT_MESSAGES.cancelled }, 409);
        current = { ...gift, amount };
        return jsonResponse(current);
      }
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    await gridRows();
    const user = userEvent.setup();
    fireEvent.click(screen.getByRole('button', { name: 'Change the amount of the monthly gift of Gail Giver (gail@example.com)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the monthly amount' });
    expect(dialog.textContent).toContain('Gail Giver gives $20.00 each month to Team Tigers.');
    const field = within(dialog).getByLabelText('New monthly amount');
    expect((field as HTMLInputElement).value).toBe('20');
    for (const [typed, message] of [['9', DONATION_MESSAGES.minimum], ['15.50', DONATION_MESSAGES.wholeDollars], ['', DONATION_MESSAGES.required]] as const) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save amount' }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(calls('PATCH', '/v1/monthly-gifts/7')).toHaveLength(0);

    // The server's refusal shows in the dialog.
    await user.type(field, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MONTHLY_GIFT_MESSAGES.cancelled);

    await user.clear(field);
    await user.type(field, '$15');
    await user.click(within(dialog).getByRole('button', { name: 'Save amount' }));
    await waitFor(() => expect(calls('PATCH', '/v1/monthly-gifts/7').at(-1)!.body).toEqual({ amount: 15 }));
    expect(await screen.findByText('Gail Giver now gives $15.00 each month, from the next month on.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await gridRows())[0]).toContain('15.00'));

    // Keeping the amount sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Change the amount of the monthly gift of Gail Giver (gail@example.com)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep $15' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('PATCH', '/v1/monthly-gifts/7')).toHaveLength(2);
  });

  it('offers no action on a cancelled gift', async () => {
    mockFetch((r) => (r.method === 'GET' && r.path === '/v1/monthly-gifts' ? jsonResponse(list([{ ...gift, status: 'cancelled', nextChargeOn: null }])) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts');
    expect((await gridRows())[0]).toContain('Cancelled');
    expect(screen.queryByRole('button', { name: /monthly gift of Gail Giver/ })).toBeNull();
  });

  it('downloads the server’s CSV of what the filters match', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:csv' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts') return jsonResponse(list([gift]));
      if (r.method === 'GET' && r.path === '/v1/monthly-gifts/export.csv') return new Response('id,donor\n7,Gail Giver\n', { headers: { 'Content-Type': 'text/csv' } });
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/monthly-gifts?status=active&search=gail');
    await gridRows();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^monthly-gifts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Object.fromEntries(calls('GET', '/v1/monthly-gifts/export.csv')[0]!.query)).toEqual({ status: 'active', search: 'gail' });
  });
});
