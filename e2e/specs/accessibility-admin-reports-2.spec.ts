/** Walkthrough finding 10 (docs/features/walkthrough-findings.md): axe (WCAG 2.2 A/AA and best practices, any impact) on the Transactions, Daily Snapshots, Participant, Fundraisers, Matches and Tributes reports (desktop). */
import { AXE_WIDTHS, scanAdminReports } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: the Transactions, Daily Snapshots, Participant, Fundraisers, Matches and Tributes reports pass with no violation of any impact (desktop)', ({ page }) => scanAdminReports(page, 'desktop', 2), AXE_WIDTHS['desktop']);
