import type { MemberFundraising } from '@walkfund/domain';

type PageStatus = MemberFundraising['page'];

/** How the back office names a page's status (docs/decisions/0009-personal-pages.md). */
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = {
  on: 'On',
  off: 'Off',
  hidden: 'Hidden by admin',
  none: 'None',
};

export const PAGE_STATUS_COLORS: Record<PageStatus, string> = { on: 'green', off: 'gray', hidden: 'red', none: 'gray' };
