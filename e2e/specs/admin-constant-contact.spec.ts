import assert from 'node:assert/strict';
import { adminSettings, restoreSettings, signInAsAdmin } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';
import { waitForPath } from '../support/session.ts';
import { adminApi } from '../support/teams.ts';

interface ConnectionStatus {
  configured: boolean;
  connected: boolean;
  connectedAt?: string;
}

async function connectionStatus(): Promise<ConnectionStatus> {
  const answer = await adminApi<ConnectionStatus>('GET', '/v1/constantcontact/status');
  assert.equal(answer.status, 200, 'GET /v1/constantcontact/status as the admin');
  return answer.body;
}

/**
 * Connecting Constant Contact (docs/features/integrations.md): the admin clicks Connect in /config, lands on the
 * authorization page (the fake Constant Contact the e2e runner starts), authorizes, comes back
 * through /frontend/constant-contact and sees the account connected; then disconnects it.
 */
e2eTest('an admin connects Constant Contact through its authorization page, then disconnects it', async ({ page }) => {
  const before = await adminSettings();
  await restoreSettings({ useConstantContact: true });
  try {
    assert.equal((await connectionStatus()).configured, true, 'the runner configures the fake Constant Contact');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await signInAsAdmin(page);
    await page.goto('/config/constant-contact');
    const form = page.getByRole('form', { name: 'Constant Contact Configuration' });
    await form.getByText('Not connected', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Connect', exact: true }).click();

    // Constant Contact's authorization page, with the flow's parameters.
    await page.waitForURL((url) => url.pathname.endsWith('/oauth2/default/v1/authorize'));
    const authorizeUrl = new URL(page.url());
    assert.equal(authorizeUrl.searchParams.get('response_type'), 'code');
    assert.equal(authorizeUrl.searchParams.get('scope'), 'contact_data offline_access');
    assert.equal(new URL(authorizeUrl.searchParams.get('redirect_uri')!).pathname, '/frontend/constant-contact');
    await page.getByRole('heading', { name: 'Allow access to your Constant Contact account?' }).waitFor();
    await page.getByRole('link', { name: 'Authorize' }).click();

    // Back through /frontend/constant-contact?code=&state=, which connects and goes on to /config.
    await waitForPath(page, '/config/constant-contact');
    const callback = visited.map((u) => new URL(u)).find((u) => u.pathname === '/frontend/constant-contact');
    assert.ok(callback?.searchParams.get('code') && callback.searchParams.get('state'), `came back through the public page with a code and state: ${visited.join(', ')}`);
    await form.getByText('Connected', { exact: true }).waitFor();
    assert.equal((await connectionStatus()).connected, true);

    // A reload still shows it (read from the server).
    await page.reload();
    await form.getByText('Connected', { exact: true }).waitFor();

    await form.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await form.getByText('Not connected', { exact: true }).waitFor();
    assert.equal((await connectionStatus()).connected, false);
  } finally {
    await restoreSettings({ useConstantContact: before.useConstantContact });
  }
});
