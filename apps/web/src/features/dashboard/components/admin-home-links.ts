import { paths } from '../../../config/paths.ts';

/** The grid or report behind each figure of the admin home. */
export const ADMIN_HOME_LINKS = {
  donations: paths.report('donations'),
  shirts: paths.report('products'),
  runners: paths.report('runners'),
  teams: paths.report('teams'),
  participants: paths.report('participant-reports'),
  snapshots: paths.report('daily-reports'),
  transactions: paths.transactions,
  transaction: paths.transaction,
  monthlyGifts: paths.monthlyGifts,
  jobs: `${paths.jobs}?status=failed`,
  reconciliation: paths.reconciliation,
  /** Who is still missing a waiver: the check-in page, where each card shows it (no filtered list exists yet). */
  checkIn: paths.checkIn,
} as const;
