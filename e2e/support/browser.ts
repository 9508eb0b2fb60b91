import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, UI_TIMEOUT_MS } from './chromium.ts';
import { env } from './env.ts';

let browser: Promise<Browser> | undefined;
let extraArgs: string[] = [];

/**
 * More Chromium flags for this spec file's browser (a fake camera, say). Call it at the spec's top
 * level: the browser starts with the file's first test.
 */
export function useChromiumArgs(args: string[]): void {
  extraArgs = args;
}

/**
 * One browser per spec file, started by its first test rather than a `before` hook: node:test may
 * run a top-level hook before the spec's own top-level code, which would miss useChromiumArgs.
 */
function specBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: env.chromium, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
  return browser;
}
after(async () => {
  await (await browser?.catch(() => undefined))?.close();
});

export interface E2eContext {
  page: Page;
  context: BrowserContext;
  /** Absolute URL of a product path. */
  url(pathname: string): string;
}

function fileName(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 100);
}

/**
 * A browser test: a fresh context and page; on failure a full-page screenshot goes to
 * e2e/artifacts/<test name>.png and the page's console errors are printed.
 */
export function e2eTest(name: string, body: (t: E2eContext) => Promise<void>) {
  test(name, async (t) => {
    const context = await (await specBrowser()).newContext({ baseURL: env.baseUrl, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    try {
      await body({ page, context, url: (pathname) => new URL(pathname, env.baseUrl).toString() });
    } catch (error) {
      mkdirSync(env.artifactsDir, { recursive: true });
      const file = path.join(env.artifactsDir, `${fileName(name)}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      const details = [`screenshot: ${file}`, `page url: ${page.url()}`];
      if (consoleErrors.length) details.push(`browser console errors:\n  ${consoleErrors.join('\n  ')}`);
      t.diagnostic(details.join('\n'));
      throw error;
    } finally {
      await context.close();
    }
  });
}
