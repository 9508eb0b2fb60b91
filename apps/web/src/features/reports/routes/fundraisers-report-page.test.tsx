import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FundraiserReportRow, LineItemView } from '@walkfund/domain';
import { menuFor } from '../../../app/layouts/menu.ts';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { captureCsvDownload } from '../testing/capture-csv.ts';
import { DonationsReportPage } from './donations-report-page.tsx';
import { FundraisersReportPage } from './fundraisers-report-page.tsx';
import { REPORT_PAGES } from './report-routes.ts';

const wes: FundraiserReportRow = {
  personId: 9, firstName: 'Wes', lastName: 'Walker', email: 'wes@example.com', teamId: 7, teamName: 'Blue Walkers', eventCity: 'Tulsa', goal: 200,
  raised: 150.5, percent: 75, gifts: 3, page: 'on', slug: 'wes-walker',
  // 03:00 UTC on the 6th is still the 5th in Chicago.
  lastGiftAt: '2025-04-06T03:00:00.000Z',
  bySource: [],
};
const nia: FundraiserReportRow = {
  ...wes, personId: 10, firstName: 'Nia', lastName: 'Stone', email: 'nia@example.com', goal: 0, raised: 0, percent: 0, gifts: 0, page: 'none', slug: null,
  lastGiftAt: null,
};

const donation: LineItemView = {
  id: 100, type: 'donation', amount: 25, donorName: 'Dana Donor', primaryContact: 'Dana Donor', anonymous: false, useEmployerAsName: false, myEmployer: null,
  team: { id: 7, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' }, person: { id: 3, firstName: 'Dana', lastName: 'Donor', email: 'dana@example.com', phone: null },
  transaction: { id: 900, hasShipped: false, externalTransactionId: 'pi_1' }, eventCity: 'Tulsa', eventYear: 2025, productDetails: null, runnerDetails: null,
  shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z', fundraiser: { id: 9, firstName: 'Wes', lastName: 'Walker' },
  refundOf: null,
};

function serveReports() {
  return mockFetch((r) => {
    if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025, 2024], currentYear: 2025 });
    if (r.path === '/v1/reports/fundraisers') return jsonResponse(r.query.get('year') === '2025' ? [wes, nia] : [nia]);
    if (r.path === '/v1/lineitems/') return jsonResponse({ results: [donation, { ...donation, id: 101, fundraiser: null }], page: 1, limit: 5000, totalPages: 1, totalResults: 2 });
    return undefined;
  });
}

function openReport(name: 'fundraisers' | 'donations') {
  signInAs({ role: 'admin' });
  const page = name === 'fundraisers' ? <FundraisersReportPage /> : <DonationsReportPage />;
  return renderRoutes([{ path: `/admin/reports/${name}`, element: page }], `/admin/reports/${name}`);
}

async function downloadedCsv(csv: ReturnType<typeof captureCsvDownload>): Promise<string[]> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
  return (await waitFor(() => csv.text())).split(/\r?\n/);
}

describe('Fundraisers report (admin)', () => {
  it("is in the admin's Reports menu, loaded on first visit", async () => {
    const reports = menuFor('admin').find((entry) => entry.label === 'Reports');
    expect(reports?.children?.map((link) => [link.label, link.to])).toContainEqual(['Fundraisers', '/admin/reports/fundraisers']);
    expect((await REPORT_PAGES.fundraisers()).default).toBe(FundraisersReportPage);
  });

  it('lists the year of each walker, with the CSV the grid shows', async () => {
    const { calls } = serveReports();
    openReport('fundraisers');
    expect(await screen.findByRole('heading', { name: 'Fundraisers Report' })).toBeTruthy();
    expect(await screen.findByText('Total fundraisers: 2')).toBeTruthy();
    expect(calls('GET', '/v1/reports/fundraisers').map((r) => r.query.get('year'))).toEqual(['2025']);

    const csv = captureCsvDownload();
    const lines = await downloadedCsv(csv);
    expect(lines[0]).toBe('"First Name","Last Name","Raised","Percent","Gifts","Goal","Page","Last Gift","Team Name","Event City","Email"');
    // Most raised first.
    expect(lines[1]).toBe('"Wes","Walker","150.50","75.00%","3","200.00","On","2025-04-05","Blue Walkers","Tulsa","wes@example.com"');
    expect(lines[2]).toBe('"Nia","Stone","0.00","0.00%","0","0.00","None","","Blue Walkers","Tulsa","nia@example.com"');
  });

  it('loads the chosen year', async () => {
    const { calls } = serveReports();
    openReport('fundraisers');
    expect(await screen.findByText('Total fundraisers: 2')).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Event year'), '2024');
    expect(await screen.findByText('Total fundraisers: 1')).toBeTruthy();
    await waitFor(() => expect(calls('GET', '/v1/reports/fundraisers').map((r) => r.query.get('year'))).toEqual(['2025', '2024']));
  });
});

describe('Fundraisers report by source (admin)', () => {
  it('adds a Raised via column for each source of the year to the grid and its CSV, and sums every gift by source above it', async () => {
    const sourced: FundraiserReportRow = {
      ...wes,
      bySource: [
        { source: 'poster', gifts: 2, amount: 100 },
        { source: null, gifts: 1, amount: 50.5 },
      ],
    };
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025], currentYear: 2025 });
      if (r.path === '/v1/reports/fundraisers') return jsonResponse([sourced, { ...nia, bySource: [{ source: 'email', gifts: 1, amount: 20 }] }]);
      if (r.path === '/v1/reports/gift-sources') {
        return jsonResponse({ year: 2025, bySource: [{ source: 'poster', gifts: 5, amount: 300 }, { source: 'qr', gifts: 1, amount: 30 }] });
      }
      return undefined;
    });
    openReport('fundraisers');
    const summary = await screen.findByRole('table', { name: 'Gifts by source' });
    expect(summary.textContent).toContain('Poster');
    expect(summary.textContent).toContain('$300.00');
    expect(summary.textContent).toContain('QR code');
    expect(calls('GET', '/v1/reports/gift-sources').map((r) => r.query.get('year'))).toEqual(['2025']);
    expect(await screen.findByText('Total fundraisers: 2')).toBeTruthy();

    const csv = captureCsvDownload();
    const lines = await downloadedCsv(csv);
    expect(lines[0]).toBe(
      '"First Name","Last Name","Raised","Percent","Gifts","Goal","Page","Last Gift","Team Name","Event City","Email","Raised via Email","Raised via Poster","Raised via Direct or unknown"',
    );
    expect(lines[1]!.endsWith('"wes@example.com","0.00","100.00","50.50"')).toBe(true);
    expect(lines[2]!.endsWith('"nia@example.com","20.00","0.00","0.00"')).toBe(true);
  });
});

describe('Donations report (admin)', () => {
  it("names the credited walker in the Fundraiser column of the grid's CSV, empty when none", async () => {
    serveReports();
    openReport('donations');
    expect(await screen.findByText('Total donations: 2')).toBeTruthy();
    const csv = captureCsvDownload();
    const [header, first, second] = await downloadedCsv(csv);
    const fundraiserColumn = header!.split(',').indexOf('"Fundraiser"');
    expect(fundraiserColumn).toBe(7);
    expect(first!.split(',')[fundraiserColumn]).toBe('"Wes Walker"');
    expect(second!.split(',')[fundraiserColumn]).toBe('""');
  });

  it('shows a refund as Refunded on its donation, never as a donation of its own; the total counts donations and Kept is net', async () => {
    signInAs({ role: 'admin' });
    const refund: LineItemView = { ...donation, id: 102, amount: -10, refundOf: 100, createdAt: '2025-04-07T15:00:00.000Z' };
    mockFetch((r) => {
      if (r.path === '/v1/reports/years') return jsonResponse({ years: [2025], currentYear: 2025 });
      if (r.path === '/v1/lineitems/') return jsonResponse({ results: [refund, donation, { ...donation, id: 101, amount: 40 }], page: 1, limit: 5000, totalPages: 1, totalResults: 3 });
      return undefined;
    });
    renderRoutes([{ path: '/admin/reports/donations', element: <DonationsReportPage /> }], '/admin/reports/donations');
    expect(await screen.findByText('Total donations: 2')).toBeTruthy();
    expect(screen.getByText('Kept after refunds: $55.00')).toBeTruthy();
    const csv = captureCsvDownload();
    const [header, ...rows] = await downloadedCsv(csv);
    const columns = header!.split(',');
    // The spec's columns keep their names; Refunded comes after them.
    expect(columns.at(-1)).toBe('"Refunded"');
    const amount = columns.indexOf('"Amount"');
    expect(rows.filter(Boolean).map((row) => [row.split(',')[amount], row.split(',').at(-1)])).toEqual([
      ['"25.00"', '"10.00"'],
      ['"40.00"', '"0.00"'],
    ]);
  });
});
