import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DailySnapshotsReportPage } from './daily-snapshots-report-page.tsx';

const empty = { results: [], totalResults: 0, currentYear: 2025, priorYear: 2024, nextSnapshot: { at: '2025-11-27T06:00:00.000Z', day: '2025-11-26' } };
const snapshot = {
  createdAt: '2025-11-26', totalRaised: 100, okcTotalRaised: 100, tulsaTotalRaised: 0, totalTeams: 1, okcTotalTeams: 1, tulsaTotalTeams: 0,
  totalParticipants: 2, okcTotalParticipants: 2, tulsaTotalParticipants: 0,
};

describe('Daily Snapshots report (docs/features/receipts-and-admin-home.md)', () => {
  it('says when the next snapshot is taken, in Chicago time', async () => {
    mockFetch((r) => (r.path === '/v1/daily-reports' ? jsonResponse(empty) : undefined));
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/admin/reports/daily-reports', element: <DailySnapshotsReportPage /> }], '/admin/reports/daily-reports');
    expect(await screen.findByText('The next snapshot is taken at Thu, Nov 27, 2025, 12:00 AM CST, for Nov 26.')).toBeTruthy();
  });

  it('rebuilds the snapshots on request and shows the rebuilt days', async () => {
    let rebuilt = false;
    const { calls } = mockFetch((r) => {
      if (r.path === '/v1/daily-reports/backfill' && r.method === 'POST') {
        rebuilt = true;
        return jsonResponse({ years: [{ year: 2025, from: '2025-11-25', to: '2025-11-26', days: 2 }, { year: 2024, from: null, to: null, days: 0 }] });
      }
      if (r.path === '/v1/daily-reports') {
        return jsonResponse(rebuilt ? { ...empty, results: [{ ...snapshot, createdAt: null, totalRaised: null, comparison: snapshot }], totalResults: 1 } : empty);
      }
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes([{ path: '/admin/reports/daily-reports', element: <DailySnapshotsReportPage /> }], '/admin/reports/daily-reports');
    expect(await screen.findByText('Total snapshots: 0')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rebuild snapshots' }));
    expect(await screen.findByText('Total snapshots: 1')).toBeTruthy();
    expect(calls('POST', '/v1/daily-reports/backfill')).toHaveLength(1);
    expect(calls('POST', '/v1/daily-reports/backfill')[0]!.body).toBeNull();
  });
});
