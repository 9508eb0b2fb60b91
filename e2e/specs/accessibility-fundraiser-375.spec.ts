/** Every walker fundraises (docs/features/personal-pages.md): axe-core (WCAG 2.2 A/AA) on the fundraiser screens, in their error states too, at 375 px, with the page's Donate reached by keyboard (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanFundraiserScreens } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest('axe: a walker’s page, donating to them, Start fundraising, a refused link and My Page pass WCAG 2.2 AA (375 px)', ({ page }) => scanFundraiserScreens(page, '375 px'), AXE_WIDTHS['375 px']);
