import { describe, expect, it } from 'vitest';
import { DATE_COLUMN_WIDTH, dateColumn } from './report-columns.ts';

describe('dateColumn (finding 5 of docs/features/walkthrough-findings.md)', () => {
  it('is wide enough for its floating date filter, and cannot be resized narrower', () => {
    expect(dateColumn<{ added: string }>('added', 'Added')).toMatchObject({ filter: 'agDateColumnFilter', width: DATE_COLUMN_WIDTH, minWidth: DATE_COLUMN_WIDTH });
    // A report's own options (pinning) keep the width.
    expect(dateColumn<{ added: string }>('added', 'Added', { pinned: 'left' })).toMatchObject({ pinned: 'left', minWidth: DATE_COLUMN_WIDTH });
    expect(DATE_COLUMN_WIDTH).toBeGreaterThanOrEqual(190);
  });
});
