import assert from 'node:assert/strict';
import { UI_MESSAGES } from '@walkfund/domain';
import { e2eTest } from '../support/browser.ts';

/** The error page's title (apps/web/src/app/routes/status-pages.tsx, ErrorPage). */
const ERROR_PAGE_TITLE = 'Sorry, we could not find that page.';

e2eTest('an unknown path shows the error page', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  assert.equal(response?.status(), 200, 'the server hands unknown paths to the web app');
  await page.getByRole('heading', { name: ERROR_PAGE_TITLE }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/no-such-page/anywhere', 'the address stays as typed');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  // A visitor's home is the event's public home (docs/decisions/0121-public-home.md; no publicEventSite in the demo).
  await page.waitForURL((url) => url.pathname === '/frontend/');
});

e2eTest('/error-page and /404 show their pages', async ({ page }) => {
  await page.goto('/error-page');
  await page.getByRole('heading', { name: ERROR_PAGE_TITLE }).waitFor();

  await page.goto('/404');
  await page.getByRole('heading', { name: UI_MESSAGES.notFoundTitle }).waitFor();
});

e2eTest('an unknown API path answers a JSON 404, not the web app', async ({ page }) => {
  const response = await page.request.get('/v1/no-such-endpoint');
  assert.equal(response.status(), 404);
  const body = (await response.json()) as { code: number; message: string };
  assert.equal(body.code, 404);
  assert.equal(typeof body.message, 'string');
});
