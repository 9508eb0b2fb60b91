/** Accessible to everyone (docs/features/donor-experience.md): axe-core (WCAG 2.2 A/AA) on the public and login forms in their error states at desktop (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanFormErrors } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: the public and login forms in their error states pass WCAG 2.2 AA (desktop)", ({ page }) => scanFormErrors(page, 'desktop'), AXE_WIDTHS['desktop']);
