/**
 * axe-core scans inside the Chromium journeys (docs/features/donor-experience.md): WCAG 2.0, 2.1 and 2.2 levels A and AA and
 * axe's best practices, every impact from minor to critical (finding 10 of docs/features/walkthrough-findings.md).
 * Any violation fails the test with a readable list (rule, impact, the elements' selectors and,
 * for contrast, the colours and ratio), so the fix can be found without opening a report.
 *
 * Registers no test hooks: any spec may import it beside browser.ts or public-flow.ts.
 */
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG A/AA rule tags of axe-core 4.13 (AAA is not scanned). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The rules scanned: WCAG A/AA and axe's best practices (landmarks, one banner, one h1, regions),
 * so a screen passes only with no violation of any impact, minor included (finding 10 of docs/features/walkthrough-findings.md).
 */
export const AXE_TAGS = [...WCAG_AA_TAGS, 'best-practice'];

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/** Waits until no CSS transition or animation runs (a fading toast or drawer would be measured mid-way). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      // An endless animation (a spinner) never ends: only the ones that finish are waited for.
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // A dialog that fades in once placed (the team walkthrough's tooltip waits at opacity 0 before
  // its transition starts): wait until every dialog on screen is fully opaque, or its colours are
  // measured blended with the page.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].every((dialog) => {
          if (dialog.getClientRects().length === 0) return true;
          for (let element: Element | null = dialog; element; element = element.parentElement) {
            if (Number(getComputedStyle(element).opacity) < 1) return false;
          }
          return true;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** One line per element: its selector, then the colours for a contrast failure or axe's summary. */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[]; failureSummary?: string }): string {
  const selector = node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ');
  const contrast = node.any.find((check) => check.data && typeof check.data === 'object' && 'contrastRatio' in check.data)?.data as ContrastData | undefined;
  if (contrast?.fgColor) {
    return `    ${selector}\n      ${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1 (needs ${contrast.expectedContrastRatio})`;
  }
  const summary = (node.failureSummary ?? '').split('\n').map((line) => line.trim()).filter(Boolean).slice(0, 3).join('; ');
  return `    ${selector}\n      ${summary}`;
}

/** Scans the page as it is now and returns the violations, formatted; empty when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Only violations are read: axe then builds a selector for one node of each other result type
  // instead of every node, its slowest part on a large grid (axe-core's RunOptions.resultTypes).
  // options() first: it replaces what withTags set.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'})\n` +
      violation.nodes.map(describeNode).join('\n'),
  );
}

/**
 * Fails when axe finds any WCAG 2.2 A/AA violation on the page as it is now; `label` names the
 * screen and state in the message ("donate, empty form submitted, 375 px").
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(
    violations.length,
    0,
    `axe found ${violations.length} violation(s) on ${label} (${new URL(page.url()).pathname}):\n${violations.join('\n')}`,
  );
}

/**
 * Scans many screens in one journey and fails once at the end with every violation found, so a
 * run lists all the screens to fix rather than the first one.
 */
export function axeScanner() {
  const failures: string[] = [];
  let scanned = 0;
  return {
    async scan(page: Page, label: string): Promise<void> {
      scanned += 1;
      const violations = await axeViolations(page);
      if (violations.length) failures.push(`${label} (${new URL(page.url()).pathname}):\n${violations.join('\n')}`);
    },
    expectNone(): void {
      assert.equal(failures.length, 0, `axe found violations on ${failures.length} of ${scanned} screen(s):\n${failures.join('\n\n')}`);
    },
  };
}
