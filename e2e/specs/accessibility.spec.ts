/** Accessible to everyone (docs/features/donor-experience.md): axe-core (WCAG 2.2 A/AA) on the public screens, the status pages and login at desktop (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanPublicScreens } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: the public screens, the status pages and login pass WCAG 2.2 AA (desktop)", ({ page }) => scanPublicScreens(page, 'desktop'), AXE_WIDTHS['desktop']);
