import assert from 'node:assert/strict';
import { expectScreen } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';

/**
 * /docs/api renders the OpenAPI document the server generates (GET /v1/openapi.json;
 * apps/web/src/features/api-docs/): public like the document, so a visitor needs no sign-in.
 */
e2eTest('a visitor reads the API reference: an operation with its summary, and the filter', async ({ page }) => {
  await page.goto('/docs/api');
  await expectScreen(page, '/docs/api', 'API Reference');

  // Each operation is an article named by its method and path; its summary and answers come from the route's schema.
  const operations = page.getByRole('article');
  const bySlug = page.getByRole('article', { name: /^GET\s+\/v1\/teams\/by-slug\/\{slug\}$/ });
  await bySlug.getByText('Read a team by its share slug', { exact: true }).waitFor();
  await bySlug.getByText("The team's public page", { exact: true }).waitFor();
  await bySlug.getByText('Public', { exact: true }).waitFor();
  const all = await operations.count();
  assert.ok(all > 60, `the page lists every operation (${all})`);

  // The filter matches the method, path and summary, every word.
  const filter = page.getByRole('textbox', { name: 'Filter' });
  await filter.fill('share slug');
  await page.getByRole('article', { name: /^POST\s+\/v1\/auth\/login$/ }).waitFor({ state: 'detached' });
  assert.equal(await operations.count(), 1, 'only the operation whose summary has both words is left');
  await bySlug.waitFor();

  await filter.fill('no such operation');
  await page.getByText('No operation matches.', { exact: true }).waitFor();

  await filter.fill('');
  await bySlug.waitFor();
  assert.equal(await operations.count(), all, 'clearing the filter shows every operation again');
});
