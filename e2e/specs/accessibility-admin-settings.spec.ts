/** Walkthrough finding 10 (docs/features/walkthrough-findings.md): axe (WCAG 2.2 A/AA and best practices, any impact) on every event settings panel (desktop). */
import { AXE_WIDTHS, scanAdminSettings } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: the event settings panels pass with no violation of any impact (desktop)', ({ page }) => scanAdminSettings(page, 'desktop'), AXE_WIDTHS['desktop']);
