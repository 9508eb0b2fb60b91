/** Accessible to everyone (docs/features/donor-experience.md): axe-core (WCAG 2.2 A/AA) on the public and login forms in their error states at 375 px (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanFormErrors } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: the public and login forms in their error states pass WCAG 2.2 AA (375 px)", ({ page }) => scanFormErrors(page, '375 px'), AXE_WIDTHS['375 px']);
