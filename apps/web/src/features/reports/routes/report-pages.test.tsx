import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineItemView, TeamListItem, TransactionListItem } from '@walkfund/domain';
import { processReportCell, reportFileName } from '../../../components/report-grid/report-grid.tsx';
import { buildPersonView, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LifeChurchReportPage } from './life-church-report-page.tsx';
import { ParticipantsReportPage } from './participants-report-page.tsx';
import { RunnersReportPage } from './runners-report-page.tsx';
import { TeamsReportPage } from './teams-report-page.tsx';
import { TransactionsReportPage } from './transactions-report-page.tsx';

function paged<T>(results: T[]) {
  return jsonResponse({ results, page: 1, limit: 5000, totalPages: 1, totalResults: results.length });
}

const blue = {
  id: 1, name: 'Blue Walkers', slug: 'blue-walkers', active: true, eventCity: 'Tulsa', imageUrl: null, totalRaised: 1500.5, teamDonationGoal: 1000,
  teamMemberGoal: 3, participants: 2, captain: null, captainPerson: null, year: 2025, createdAt: '2025-03-02T15:00:00.000Z', reactivateDate: null,
  fundraisingGoalPercentage: 100, memberGoalPercentage: 66.67,
} satisfies TeamListItem;

/** The column headers the grid shows, in order. */
async function gridHeaders(name: string): Promise<string[]> {
  const region = await screen.findByRole('region', { name });
  const cells = () => region.querySelectorAll<HTMLElement>('.ag-header-row-column .ag-header-cell');
  await waitFor(() => expect(cells().length).toBeGreaterThan(0));
  return [...cells()]
    .sort((a, b) => Number(a.getAttribute('aria-colindex')) - Number(b.getAttribute('aria-colindex')))
    .map((cell) => cell.querySelector('.ag-header-cell-text')?.textContent ?? '');
}

describe('Teams report page', () => {
  it('lists active teams first, switches to inactive and all, and Reset Filters returns to Active', async () => {
    signInAs({ role: 'admin' });
    const { calls } = mockFetch((r) => {
      if (r.path !== '/v1/teams/') return undefined;
      const active = r.query.get('active');
      return paged(active === 'false' ? [{ ...blue, id: 2, name: 'Red Runners', active: false }] : active === 'true' ? [blue] : [blue, { ...blue, id: 2, active: false }]);
    });
    renderRoutes([{ path: '/admin/reports/teams', element: <TeamsReportPage /> }], '/admin/reports/teams');

    expect(await screen.findByRole('heading', { name: 'Teams Report' })).toBeTruthy();
    expect(await screen.findByText('Total Active Teams: 1')).toBeTruthy();
    expect(Object.fromEntries(calls('GET', '/v1/teams/')[0]!.query)).toEqual({
      active: 'true', populate: 'captainPerson', sortBy: 'totalRaised:desc', limit: '5000', page: '1',
    });
    expect((await gridHeaders('Teams report')).slice(0, 6)).toEqual(['Added', 'Reactivated', 'Team Name', 'Active', 'Event City', 'Total Raised']);

    const user = userEvent.setup();
    const toggle = screen.getByRole('group', { name: 'Teams shown' });
    expect(within(toggle).getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(toggle).getByRole('button', { name: 'InActive' }));
    expect(await screen.findByText('Total Inactive Teams: 1')).toBeTruthy();
    await user.click(within(toggle).getByRole('button', { name: 'All Teams' }));
    expect(await screen.findByText('Total Teams: 2')).toBeTruthy();
    expect(calls('GET', '/v1/teams/').at(-1)!.query.has('active')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Total Active Teams: 1')).toBeTruthy();
    expect(within(toggle).getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Transactions report page', () => {
  it('offers every year in the data, the current one first chosen, and loads the chosen year', async () => {
    signInAs({ role: 'admin' });
    const row: TransactionListItem = {
      id: 4, createdAt: '2025-04-05T15:00:00.000Z', supportingType: 'team', team: { id: 7, name: 'Blue Walkers', slug: 'blue-walkers' }, eventCity: 'Tulsa',
      eventYear: 2025, name: 'Dana Donor', contactEmail: 'm@example.com', totalAmount: 25, totalCharged: 25.88, shippingFee: 0, feesCovered: 0.88,
      refunded: 0, externalTransactionId: 'test_pi_abc', offline: false, hasShipped: false, donatorPersonId: 12,
    };
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025, 2024, 2023], currentYear: 2025 });
      if (r.path === '/v1/transactions/') return paged(r.query.get('eventYear') === '2025' ? [row, { ...row, id: 5 }] : [row]);
      return undefined;
    });
    renderRoutes([{ path: '/admin/reports/transactions', element: <TransactionsReportPage /> }], '/admin/reports/transactions');
    expect(await screen.findByText('Total transactions: 2')).toBeTruthy();
    const year = screen.getByLabelText('Event year') as HTMLSelectElement;
    expect(year.value).toBe('2025');
    expect([...year.options].map((o) => o.value)).toEqual(['2025', '2024', '2023']);
    await userEvent.setup().selectOptions(year, '2023');
    expect(await screen.findByText('Total transactions: 1')).toBeTruthy();
    expect(calls('GET', '/v1/transactions/').map((r) => r.query.get('eventYear'))).toEqual(['2025', '2023']);
  });
});

describe('Life Church, Runner and Participant reports', () => {
  // docs/decisions/0102-event-year.md: every report offers every year present in the data, the current one by default.
  const person = buildPersonView();
  const runner = {
    id: 9, type: '5k', amount: 35, donorName: 'Rita Runner', primaryContact: 'Rita Runner', anonymous: false, useEmployerAsName: false, myEmployer: null,
    team: null, person: null, transaction: 3, eventCity: 'Tulsa', eventYear: 2025, productDetails: null,
    runnerDetails: { firstName: 'Rita', lastName: 'Runner', runType: '5k', shirtSize: 'lg' }, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z',
    fundraiser: null, refundOf: null,
  } satisfies LineItemView;
  const cases = [
    { name: 'Life Church', path: '/admin/reports/lifeChurch', page: <LifeChurchReportPage />, api: '/v1/persons/', row: person, total: 'Total Life Church participants' },
    { name: 'Runner', path: '/admin/reports/runners', page: <RunnersReportPage />, api: '/v1/lineitems/', row: runner, total: 'Total runners' },
    { name: 'Participant', path: '/admin/reports/participant-reports', page: <ParticipantsReportPage />, api: '/v1/persons/', row: person, total: 'Total participants' },
  ];
  for (const c of cases) {
    it(`${c.name} report: offers every year in the data, the current one first chosen, and loads the chosen year`, async () => {
      signInAs({ role: 'admin' });
      const { calls } = mockFetch((r) => {
        if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025, 2024, 2023], currentYear: 2025 });
        if (r.path === c.api) return paged(r.query.get('eventYear') === '2025' ? [c.row, { ...c.row, id: 50 }] : [c.row]);
        return undefined;
      });
      renderRoutes([{ path: c.path, element: c.page }], c.path);
      expect(await screen.findByText(`${c.total}: 2`)).toBeTruthy();
      const year = screen.getByLabelText('Event year') as HTMLSelectElement;
      expect(year.value).toBe('2025');
      expect([...year.options].map((o) => o.value)).toEqual(['2025', '2024', '2023']);
      await userEvent.setup().selectOptions(year, '2023');
      expect(await screen.findByText(`${c.total}: 1`)).toBeTruthy();
      expect(calls('GET', c.api).map((r) => r.query.get('eventYear'))).toEqual(['2025', '2023']);
    });
  }

  it("Participant report: leaves out staff accounts' persons (admins, volunteers), as the admin home counts", async () => {
    signInAs({ role: 'admin' });
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025], currentYear: 2025 });
      if (r.path === '/v1/persons/') return paged([person]);
      return undefined;
    });
    renderRoutes([{ path: '/admin/reports/participant-reports', element: <ParticipantsReportPage /> }], '/admin/reports/participant-reports');
    expect(await screen.findByText('Total participants: 1')).toBeTruthy();
    expect(calls('GET', '/v1/persons/')[0]!.query.get('staff')).toBe('false');
  });
});

describe('Download CSV', () => {
  it('writes each cell as the grid shows it, formula cells escaped, numbers kept numbers', () => {
    const format = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : (value as string));
    expect(processReportCell({ value: '=HYPERLINK("http://x")', formatValue: format })).toBe(`'=HYPERLINK("http://x")`);
    expect(processReportCell({ value: -2, formatValue: format })).toBe('-2.00');
    expect(processReportCell({ value: 'Blue, "Walkers"', formatValue: format })).toBe('Blue, "Walkers"');
    expect(processReportCell({ value: null, formatValue: () => null as unknown as string })).toBe('');
  });

  it('names the file after the report and the day in America/Chicago', () => {
    expect(reportFileName('teams-report', new Date('2026-11-24T03:00:00.000Z'))).toBe('teams-report-2026-11-23.csv');
  });
});
