/** Walkthrough finding 10 (docs/features/walkthrough-findings.md): axe (WCAG 2.2 A/AA and best practices, any impact) on a transaction, its Change Support and Refund dialogs, and its invoice (desktop). */
import { AXE_WIDTHS, scanAdminTransactionDialogs } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: a transaction, its Change Support and Refund dialogs and its invoice pass with no violation of any impact (desktop)', ({ page }) => scanAdminTransactionDialogs(page, 'desktop'), AXE_WIDTHS['desktop']);
