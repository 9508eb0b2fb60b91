import assert from 'node:assert/strict';
import { after } from 'node:test';
import { TOASTS, UI_MESSAGES } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { e2eTest } from '../support/browser.ts';
import { DEMO } from '../support/demo.ts';
import { logMark, waitForResetLink } from '../support/server-log.ts';
import { signIn, waitForPath } from '../support/session.ts';

const NEW_PASSWORD = 'Brand-new#2026';
const captain = DEMO.captain;

/** Gives the demo captain the demo password back, through the same reset API, for the specs after this one. */
after(async () => {
  const mark = logMark();
  const requested = await api('POST', '/v1/auth/forgot-password', { email: captain.email });
  assert.equal(requested.status, 204);
  const token = new URL(await waitForResetLink(captain.email, mark)).searchParams.get('token');
  const reset = await api('POST', `/v1/auth/reset-password?token=${encodeURIComponent(token ?? '')}`, { password: captain.password });
  assert.equal(reset.status, 204);
});

e2eTest('forgot password -> emailed link -> new password -> sign in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();

  const forgot = page.getByRole('form', { name: 'Forgot Password' });
  await forgot.getByLabel('Email', { exact: true }).fill(captain.email);
  const mark = logMark();
  await forgot.getByRole('button', { name: 'Send Reset Email' }).click();

  // Back on the login form with the spec's message.
  await page.getByText(UI_MESSAGES.forgotSent).waitFor();
  await page.getByRole('form', { name: 'Sign In' }).waitFor();

  // The outbox printed the email to the server log.
  const link = await waitForResetLink(captain.email, mark);
  const url = new URL(link);
  assert.equal(url.pathname, '/frontend/reset-password');
  assert.ok(url.searchParams.get('token'), 'the link carries a token');

  await page.goto(link);
  const resetForm = page.getByRole('form', { name: 'Reset Password' });
  const setPassword = resetForm.getByRole('button', { name: 'Set Password' });
  // The rule is checked as the user types: a weak password keeps Set Password disabled.
  await resetForm.getByLabel('New Password', { exact: true }).fill('weakpassword');
  await resetForm.getByLabel('Confirm Password', { exact: true }).fill('weakpassword');
  await resetForm.getByText('Must contain an uppercase, lowercase, number and special character.').waitFor();
  assert.equal(await setPassword.isDisabled(), true);

  await resetForm.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await resetForm.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
  await setPassword.click();
  await waitForPath(page, '/login');
  await page.getByText(TOASTS.passwordChanged[1]).waitFor();

  // The old password no longer works; the new one does.
  const old = await api('POST', '/v1/auth/login', { email: captain.email, password: captain.password });
  assert.equal(old.status, 401);
  await signIn(page, { email: captain.email, password: NEW_PASSWORD }, '/');

  // The link worked once.
  const again = await api('POST', `/v1/auth/reset-password?token=${encodeURIComponent(url.searchParams.get('token')!)}`, {
    password: 'Another#2026x',
  });
  assert.equal(again.status, 401);
});

e2eTest('a reset page without a token goes to the login page', async ({ page }) => {
  await page.goto('/frontend/reset-password');
  await waitForPath(page, '/login');
});
