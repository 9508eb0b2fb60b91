/** Accessible to everyone (docs/features/donor-experience.md): axe-core (WCAG 2.2 A/AA) on the captain's landing page and My Team at 375 px (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanCaptainDashboard } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: the captain's landing page and My Team pass WCAG 2.2 AA (375 px)", ({ page }) => scanCaptainDashboard(page, '375 px'), AXE_WIDTHS['375 px']);
