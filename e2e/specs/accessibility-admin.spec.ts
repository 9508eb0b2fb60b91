/** Walkthrough finding 10 (docs/features/walkthrough-findings.md): axe (WCAG 2.2 A/AA and best practices, any impact) on the back office's screens as the admin sees them (desktop). */
import { AXE_WIDTHS, scanAdminScreens } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: the admin's screens pass with no violation of any impact (desktop)", ({ page }) => scanAdminScreens(page, 'desktop'), AXE_WIDTHS['desktop']);
