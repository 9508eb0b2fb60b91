import { describe, expect, it } from 'vitest';
import { RUNNER_REPORT_COLUMNS } from '../../features/reports/lib/line-item-reports.ts';
import { DATE_COLUMN_WIDTH, dateColumn } from './report-columns.ts';

describe('dateColumn (issue 23 #5)', () => {
  it('is wide enough for its floating date filter, and cannot be resized narrower', () => {
    expect(dateColumn<{ added: string }>('added', 'Added')).toMatchObject({ filter: 'agDateColumnFilter', width: DATE_COLUMN_WIDTH, minWidth: DATE_COLUMN_WIDTH });
    // A report's own options (pinning) keep the width.
    const added = RUNNER_REPORT_COLUMNS.find((c) => c.headerName === 'Added');
    expect(added).toMatchObject({ pinned: 'left', minWidth: DATE_COLUMN_WIDTH });
    expect(DATE_COLUMN_WIDTH).toBeGreaterThanOrEqual(190);
  });
});
