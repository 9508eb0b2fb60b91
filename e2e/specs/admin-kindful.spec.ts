import assert from 'node:assert/strict';
import { KINDFUL_MESSAGES, type KindfulExportView, type Paged, type TransactionDetail } from '@walkfund/domain';
import { searchGridRow, signInAsAdmin } from '../support/admin.ts';
import { e2eTest } from '../support/browser.ts';
import { sideMenu, waitForPath } from '../support/session.ts';
import { adminApi, createCaptainTeam, recordOfflineDonation, watchToast } from '../support/teams.ts';

/** The queue's row of a donor, as the API answers it. */
async function kindfulRow(email: string): Promise<KindfulExportView> {
  const answer = await adminApi<Paged<KindfulExportView>>('GET', `/v1/kindful/?limit=25&page=1&sortBy=createdAt:desc&search=${encodeURIComponent(email)}`);
  assert.equal(answer.status, 200, 'GET /v1/kindful/');
  assert.equal(answer.body.results.length, 1, `one Kindful row for ${email}`);
  return answer.body.results[0]!;
}

e2eTest('an admin imports an offline donation into Kindful and checks its status', async ({ page }) => {
  // An offline donation: its export record is written with it (the runner's Kindful is a local fake).
  const { team } = await createCaptainTeam('Rowan', 'Kindful Comets');
  const transactionId = await recordOfflineDonation(team.id, 45);
  const detail = await adminApi<TransactionDetail>('GET', `/v1/transactions/${transactionId}`);
  const email = detail.body.contactEmail;

  // Kindful, the donor's row: offline, not imported, $45 in cents, the configured campaign and fund.
  await signInAsAdmin(page);
  await sideMenu(page).getByRole('link', { name: 'Kindful', exact: true }).click();
  await waitForPath(page, '/kindful');
  const row = await searchGridRow(page, 'Kindful Queue', email);
  await row.getByText('Offline', { exact: true }).waitFor();
  await row.getByText('4500', { exact: true }).waitFor();
  await row.getByText('E2E Walk Campaign', { exact: true }).waitFor();
  await row.getByText('E2E General Fund', { exact: true }).waitFor();
  await row.getByText('Not sent', { exact: true }).waitFor();
  assert.equal(await row.getByRole('button', { name: /^Status of record/ }).count(), 0, 'no Status before an import');

  // Import: the job queue sends it; Kindful's import id and status show in the row.
  const sent = watchToast(page, ['Kindful', KINDFUL_MESSAGES.importSent]);
  await row.getByRole('button', { name: /^Import record/ }).click();
  await sent;
  const imported = await kindfulRow(email);
  assert.equal(imported.imported, true);
  assert.ok(imported.jobId, 'Kindful answered an import id');
  assert.deepEqual(imported.importResponse, { id: imported.jobId, status: 'pending' });
  await row.getByText(`Job ${imported.jobId}`, { exact: true }).waitFor();
  await row.getByText('pending', { exact: true }).waitFor();
  assert.equal(await row.getByRole('button', { name: /^Import record/ }).count(), 0, 'no Import once imported');

  // Status: Kindful says the import is complete.
  const checked = watchToast(page, ['Kindful', KINDFUL_MESSAGES.statusUpdated('Complete')]);
  await row.getByRole('button', { name: /^Status of record/ }).click();
  await checked;
  await row.getByText('Complete', { exact: true }).waitFor();
  await row.getByText(`Job ${imported.jobId}`, { exact: true }).waitFor();
  assert.deepEqual((await kindfulRow(email)).importResponse, { id: imported.jobId, status: 'Complete' });

  // A reload shows the same.
  await page.reload();
  const again = await searchGridRow(page, 'Kindful Queue', email);
  await again.getByText('Complete', { exact: true }).waitFor();
});
