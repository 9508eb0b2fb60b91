/** Walkthrough finding 10 (docs/features/walkthrough-findings.md): axe (WCAG 2.2 A/AA and best practices, any impact) on the first five reports with their grids (desktop). */
import { AXE_WIDTHS, scanAdminReports } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: the Teams, Life Church, Runner, T-Shirt and Donations reports pass with no violation of any impact (desktop)', ({ page }) => scanAdminReports(page, 'desktop', 1), AXE_WIDTHS['desktop']);
