/** Every walker fundraises (docs/features/personal-pages.md): axe-core (WCAG 2.2 A/AA) on the fundraiser screens, in their error states too, at desktop width (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanFundraiserScreens } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: a walker’s page, donating to them, Start fundraising, a refused link and My Page pass WCAG 2.2 AA (desktop)', ({ page }) => scanFundraiserScreens(page, 'desktop'), AXE_WIDTHS.desktop);
