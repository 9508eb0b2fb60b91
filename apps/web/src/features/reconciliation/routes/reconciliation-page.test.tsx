import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { PendingSummary, ReconciliationRun } from '../api/reconciliation-types.ts';
import { ReconciliationPage } from './reconciliation-page.tsx';

function buildRun(overrides: Partial<ReconciliationRun> = {}): ReconciliationRun {
  return {
    id: 41,
    trigger: 'schedule',
    processor: 'stripe',
    startedAt: '2025-04-05T15:00:00.000Z',
    finishedAt: '2025-04-05T15:00:02.000Z',
    checked: 3,
    recorded: 1,
    expired: 1,
    mismatched: 1,
    details: [
      { checkoutId: 501, paymentId: 'pi_paid', outcome: 'recorded', note: 'Recorded as transaction 77.' },
      { checkoutId: 502, paymentId: 'pi_gone', outcome: 'expired', note: 'No successful payment after 24 hours: expired.' },
      { checkoutId: 503, paymentId: 'pi_odd', outcome: 'mismatched', note: 'The processor took $1.00 USD; the checkout expects $62.10 USD. Left for a person to check.' },
    ],
    error: null,
    ...overrides,
  };
}

const summary: PendingSummary = {
  processor: 'stripe',
  intervalSeconds: 300,
  minAgeSeconds: 300,
  expireAfterHours: 24,
  waiting: 4,
  due: 2,
  succeeded: 0,
  expired: 7,
  waitingAmount: 1234.5,
  oldestWaitingAt: '2025-04-05T14:00:00.000Z',
  lastRun: buildRun(),
};

const older = buildRun({ id: 40, trigger: 'start', processor: 'stripe', checked: 0, recorded: 0, expired: 0, mismatched: 0, details: [], error: '1 of 1 checkouts could not be reconciled; see the details.' });

/** The reconciliation API; POST /run answers `runAnswer` and adds it to the list. */
function serveReconciliation(runAnswer: () => Response = () => jsonResponse(buildRun({ id: 42, trigger: 'admin', checked: 2, recorded: 2, expired: 0, mismatched: 0 }))) {
  let runs = [buildRun(), older];
  return mockFetch((r: MockRequest) => {
    if (r.method === 'GET' && r.path === '/v1/reconciliation/pending') return jsonResponse(summary);
    if (r.method === 'GET' && r.path === '/v1/reconciliation/') {
      const page = Number(r.query.get('page'));
      return jsonResponse({ results: page === 1 ? runs : [], page, limit: 20, totalPages: 1, totalResults: runs.length });
    }
    if (r.method === 'POST' && r.path === '/v1/reconciliation/run') {
      const answer = runAnswer();
      if (answer.ok) runs = [buildRun({ id: 42, trigger: 'admin', checked: 2, recorded: 2, expired: 0, mismatched: 0, details: [] }), ...runs];
      return answer;
    }
    return undefined;
  });
}

const renderPage = () => renderRoutes([{ path: '/reconciliation', element: <ReconciliationPage /> }], '/reconciliation');

describe('ReconciliationPage', () => {
  it('shows the pending summary and the past runs, with the admin token', async () => {
    const { calls } = serveReconciliation();
    signInAs({ role: 'admin' });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Reconciliation runs' });
    const listed = calls('GET', '/v1/reconciliation/')[0]!;
    expect(Object.fromEntries(listed.query)).toEqual({ page: '1', limit: '20' });
    expect(listed.authorization).toBe('Bearer access-1');

    const stat = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(stat('Waiting').getByText('4')).toBeTruthy();
    expect(stat('Due').getByText('2')).toBeTruthy();
    expect(stat('Expired').getByText('7')).toBeTruthy();
    expect(stat('Amount waiting').getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Processor: Stripe')).toBeTruthy();
    expect(screen.getByText(/every 5 minutes/)).toBeTruthy();
    expect(screen.getByText(/expires unpaid ones after 24 hours/)).toBeTruthy();
    // America/Chicago (docs/decisions/0107-time-zone.md): 14:00 UTC is 9:00 AM CDT.
    expect(screen.getByText(/Oldest waiting since Apr 5, 2025, 9:00:00\sAM/)).toBeTruthy();

    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Started', 'Trigger', 'Processor', 'Checked', 'Recorded', 'Expired', 'Mismatched', 'Error', 'Details',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // Intl puts a narrow no-break space before AM: compare with plain spaces.
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent?.replace(/\s/g, ' '))).toEqual([
      'Apr 5, 2025, 10:00:00 AM', 'Schedule', 'Stripe', '3', '1', '1', '1', '—', 'Details (3)',
    ]);
    expect(within(second!).getByText('Server start')).toBeTruthy();
    expect(within(second!).getByText('1 of 1 checkouts could not be reconciled; see the details.')).toBeTruthy();
    expect(within(second!).getByText('No checkouts')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
  });

  it('expands and collapses the details of a run', async () => {
    serveReconciliation();
    signInAs({ role: 'admin' });
    renderPage();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Details (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Details of run 41' })).toBeNull();
    await user.click(toggle);
    const details = screen.getByRole('table', { name: 'Details of run 41' });
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    const rows = within(details).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((td) => td.textContent));
    expect(rows).toEqual([
      ['501', 'pi_paid', 'Recorded', 'Recorded as transaction 77.'],
      ['502', 'pi_gone', 'Expired', 'No successful payment after 24 hours: expired.'],
      ['503', 'pi_odd', 'Mismatched', 'The processor took $1.00 USD; the checkout expects $62.10 USD. Left for a person to check.'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('table', { name: 'Details of run 41' })).toBeNull();
  });

  it('"Run reconciliation now" posts without a body, notifies the tally and refreshes the list and the summary', async () => {
    const { calls } = serveReconciliation();
    signInAs({ role: 'admin' });
    renderPage();
    await screen.findByRole('table', { name: 'Reconciliation runs' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(await screen.findByText('Reconciliation finished')).toBeTruthy();
    expect(screen.getByText('Checked 2, recorded 2, expired 0, mismatched 0.')).toBeTruthy();
    const [posted] = calls('POST', '/v1/reconciliation/run');
    expect(posted?.body).toBeNull();
    expect(posted?.authorization).toBe('Bearer access-1');
    expect(await screen.findByText('Total: 3')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    await waitFor(() => expect(calls('GET', '/v1/reconciliation/pending').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server error of a refused run', async () => {
    serveReconciliation(() => jsonResponse({ code: 409, message: 'A reconciliation pass is already running. Try again in a minute.' }, 409));
    signInAs({ role: 'admin' });
    renderPage();
    await screen.findByRole('table', { name: 'Reconciliation runs' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    const notification = (await screen.findByText('A reconciliation pass is already running. Try again in a minute.')).closest('[role="alert"]') as HTMLElement;
    expect(within(notification).getByText('Error')).toBeTruthy();
  });

  it('says when a run finished with errors', async () => {
    serveReconciliation(() => jsonResponse(buildRun({ id: 42, trigger: 'admin', checked: 1, recorded: 0, expired: 0, mismatched: 0, error: '1 of 1 checkouts could not be reconciled; see the details.' })));
    signInAs({ role: 'admin' });
    renderPage();
    await screen.findByRole('table', { name: 'Reconciliation runs' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Run reconciliation now' }));
    expect(await screen.findByText('Reconciliation finished with errors')).toBeTruthy();
    expect(screen.getByText('Checked 1, recorded 0, expired 0, mismatched 0. 1 of 1 checkouts could not be reconciled; see the details.')).toBeTruthy();
  });

  it('shows the error of the summary and of the list', async () => {
    mockFetch((r) => (r.path.startsWith('/v1/reconciliation/') ? jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) : undefined));
    signInAs({ role: 'admin' });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('Internal Server Error')).toHaveLength(2));
  });

  describe('in the route table', () => {
    it('is an admin screen behind the back-office layout', async () => {
      serveReconciliation();
      signInAs({ role: 'admin' });
      renderRoutes(routes, '/reconciliation');
      expect(await screen.findByRole('heading', { name: 'Payment Reconciliation' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    });

    it('shows the 404 page to a captain', async () => {
      const { calls } = serveReconciliation();
      signInAs({ role: 'captain' });
      const { currentLocation } = renderRoutes(routes, '/reconciliation');
      expect(await screen.findByText(UI_MESSAGES.notFoundTitle)).toBeTruthy();
      expect(currentLocation().pathname).toBe('/404');
      expect(calls('GET', '/v1/reconciliation/pending')).toHaveLength(0);
    });
  });
});
