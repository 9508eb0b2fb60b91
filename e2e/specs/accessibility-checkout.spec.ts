/** Accessible to everyone (docs/features/donor-experience.md): axe-core (WCAG 2.2 A/AA) on a donation's summary, checkout (empty, declined card) and thank-you at desktop (e2e/support/axe-journeys.ts). */
import { AXE_WIDTHS, scanDonationToThankYou } from '../support/axe-journeys.ts';
import { publicTest } from '../support/public-flow.ts';

publicTest("axe: a donation's summary, checkout (empty, declined card) and thank-you pass WCAG 2.2 AA (desktop)", ({ page }) => scanDonationToThankYou(page, 'desktop'), AXE_WIDTHS['desktop']);
