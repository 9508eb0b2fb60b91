import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  BANK_MESSAGES, TEST_BANK_ACCOUNTS, TEST_BANK_ROUTING_NUMBER, type FundraiserPageAnswer, type MyPage, type PendingPaymentAdminView,
  type TestSettlementResponse,
} from '@walkfund/domain';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  asAdmin, billingSection, continueToCheckout, dollarsToCents, expectHeading, expectNoSidewaysScroll, field, fillBilling, fullNameOf, MOBILE, newVisitor, publicTeam, publicTest, recordedTransaction, submitButton, waitEnabled, waitForPath, type Visitor,
} from '../support/public-flow.ts';
import { logMark, waitForEmailContaining } from '../support/server-log.ts';
import { apiLogin, createCaptainTeam } from '../support/teams.ts';

/**
 * The ways people pay (docs/features/payment-methods.md), with the test-mode processor
 * (docs/decisions/0113-test-mode-processor.md), donors on a phone giving to a walker: one tap with
 * the test wallet; a bank transfer that is pending (shown, never counted) until the settlement
 * runs, then counted once with its receipt; and one the bank fails, counted never, the donor asked
 * to give again.
 */

async function fundraiserRaisedCents(slug: string): Promise<number> {
  const answer = await api<FundraiserPageAnswer>('GET', `/v1/fundraisers/${encodeURIComponent(slug)}`);
  assert.equal(answer.status, 200, `GET /v1/fundraisers/${slug}`);
  assert.equal(answer.body.status, 'on', `the page ${slug} is public`);
  return answer.body.status === 'on' ? dollarsToCents(answer.body.fundraiser.raised) : 0;
}

/** The admin's list of pending (or failed) bank transfers. */
async function adminPending(status: 'pending' | 'failed'): Promise<PendingPaymentAdminView[]> {
  const answer = await api<{ results: PendingPaymentAdminView[] }>('GET', `/v1/payment/pending?status=${status}&limit=500`, undefined, await asAdmin());
  assert.equal(answer.status, 200, `GET /v1/payment/pending?status=${status}`);
  return answer.body.results;
}

/** What the admin's "settle now" runs: the test settlement of every pending test bank transfer. */
async function settleNow(): Promise<TestSettlementResponse> {
  const answer = await api<TestSettlementResponse>('POST', '/v1/payment/test-settle', undefined, await asAdmin());
  assert.equal(answer.status, 200, `POST /v1/payment/test-settle: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A donor opens the walker's page, gives `dollars` through it and reaches the checkout. */
async function giveThroughWalkerPage(page: Page, slug: string, walkerName: string, donor: Visitor, dollars: number): Promise<void> {
  await page.goto(`/frontend/fundraiser/${encodeURIComponent(slug)}`);
  await page.getByRole('heading', { level: 1, name: walkerName }).waitFor();
  await page.getByRole('link', { name: 'Donate', exact: true }).click();
  await waitForPath(page, '/frontend/donate');
  await expectHeading(page, 'Donate');
  await page.getByRole('textbox', { name: 'Donation amount' }).fill(String(dollars));
  await continueToCheckout(page, donor);
  await expectHeading(page, 'Checkout');
}

/** Chooses the test bank transfer and types the account (Stripe's test routing number). */
async function payByBank(page: Page, accountNumber: string): Promise<void> {
  const billing = billingSection(page);
  await billing.getByText('Bank transfer', { exact: true }).click();
  await field(billing, 'Account number').fill(accountNumber);
  await field(billing, 'Routing number').fill(TEST_BANK_ROUTING_NUMBER);
}

/** Submit Payment for a bank transfer: the thank-you page says it is on its way, no transaction yet. */
async function submitAndSeePending(page: Page): Promise<void> {
  const submit = submitButton(page);
  await waitEnabled(submit);
  await submit.click();
  await waitForPath(page, '/frontend/thank-you', 20_000);
  await expectHeading(page, 'Thank You!');
  await page.getByRole('heading', { level: 2, name: /^Bank transfer of \$[\d,]+\.\d{2} started$/ }).waitFor();
  await page.getByRole('status').getByText(BANK_MESSAGES.pending, { exact: true }).waitFor();
  assert.equal(await page.getByText(/^Transaction ID: \d+$/).count(), 0, 'nothing is recorded while the transfer is pending');
}

publicTest(
  'donors on a phone give to a walker: one tap with the test wallet, a bank transfer pending then counted once, and one the bank fails (docs/features/payment-methods.md)',
  async ({ page }) => {
    // A walker with a public page: a new team's captain, who walks.
    const { captain, team } = await createCaptainTeam('Wren', 'Tap and Go Walkers');
    const { token } = await apiLogin(captain);
    const myPage = await api<MyPage>('GET', '/v1/my/page', undefined, token);
    assert.equal(myPage.status, 200, 'the captain has a page');
    if (!myPage.body.pageOn) assert.equal((await api('PATCH', '/v1/my/page', { pageOn: true }, token)).status, 200);
    const slug = myPage.body.slug;
    const walkerName = fullNameOf(captain);
    const walkerBefore = await fundraiserRaisedCents(slug);
    const teamBefore = dollarsToCents((await publicTeam(team.slug)).totalRaised);
    const counted = async () => ({
      walker: (await fundraiserRaisedCents(slug)) - walkerBefore,
      team: dollarsToCents((await publicTeam(team.slug)).totalRaised) - teamBefore,
    });

    // 1. $40 in one tap: the test wallet pays, no card typed; the receipt says how it was paid.
    const tapper = newVisitor('Ada');
    let since = logMark();
    await giveThroughWalkerPage(page, slug, walkerName, tapper, 40);
    await expectNoSidewaysScroll(page, 'the checkout at 375 px');
    await expectNoAxeViolations(page, 'the checkout at 375 px, card selected');
    const wallet = page.getByRole('region', { name: 'Express checkout' }).getByRole('button', { name: 'Donate with Apple Pay (test)', exact: true });
    await waitEnabled(wallet);
    await wallet.click();
    await waitForPath(page, '/frontend/thank-you', 20_000);
    await expectHeading(page, 'Thank You!');
    const idText = await page.getByText(/^Transaction ID: \d+$/).textContent();
    const walletTransactionId = Number(/(\d+)$/.exec(idText ?? '')?.[1]);
    assert.ok(walletTransactionId > 0, `a transaction id on the thank-you page (${idText})`);
    const walletGift = await recordedTransaction(walletTransactionId);
    assert.equal(walletGift.contactEmail, tapper.email);
    assert.deepEqual(await counted(), { walker: 4000, team: 4000 }, 'the $40 gift counts for the walker and the team');
    const walletReceipt = await waitForEmailContaining(tapper.email, since, 'Paid with: Apple Pay', 20_000);
    assert.match(walletReceipt, /\$40\.00/, 'the receipt states the gift');

    // 2. $100 by test bank account: pending, shown but not counted.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    const banker = newVisitor('Bram');
    since = logMark();
    await giveThroughWalkerPage(page, slug, walkerName, banker, 100);
    await fillBilling(page, fullNameOf(banker));
    await payByBank(page, TEST_BANK_ACCOUNTS.settles.accountNumber);
    await page.getByText('Cover the 0.8% bank fee (at most $5)').waitFor();
    await expectNoAxeViolations(page, 'the checkout at 375 px, bank transfer selected');
    await submitAndSeePending(page);
    assert.deepEqual(await counted(), { walker: 4000, team: 4000 }, 'the pending transfer counts nowhere');
    const listed = (await adminPending('pending')).filter((p) => p.donorEmail === banker.email);
    assert.equal(listed.length, 1, "the admin's pending list shows the transfer");
    assert.equal(listed[0]!.donationAmount, 100);
    assert.equal(listed[0]!.method, 'us_bank_account');
    assert.equal(listed[0]!.fundraiser?.id, myPage.body.personId, 'credited to the walker');

    // The settlement runs: the gift counts once, the receipt goes out, the pending list lets go of it.
    const settled = await settleNow();
    assert.ok(settled.recorded >= 1, `the settlement recorded the transfer (${JSON.stringify(settled)})`);
    assert.deepEqual(await counted(), { walker: 14_000, team: 14_000 }, 'the settled $100 counts once');
    const bankReceipt = await waitForEmailContaining(banker.email, since, 'Paid with: Bank transfer', 20_000);
    assert.match(bankReceipt, /\$100\.00/, 'the receipt states the gift');
    assert.equal((await adminPending('pending')).filter((p) => p.donorEmail === banker.email).length, 0, 'no longer pending');
    assert.equal((await settleNow()).recorded, 0, 'settling again records nothing');
    assert.deepEqual(await counted(), { walker: 14_000, team: 14_000 }, 'still counted once');

    // 3. A transfer the bank fails: nothing counts, the donor is asked to give again.
    await page.evaluate(() => window.localStorage.clear());
    const bounced = newVisitor('Cyd');
    since = logMark();
    await giveThroughWalkerPage(page, slug, walkerName, bounced, 60);
    await fillBilling(page, fullNameOf(bounced));
    await payByBank(page, TEST_BANK_ACCOUNTS.fails.accountNumber);
    await submitAndSeePending(page);
    const failedNow = await settleNow();
    assert.ok(failedNow.failed >= 1, `the settlement failed the transfer (${JSON.stringify(failedNow)})`);
    assert.deepEqual(await counted(), { walker: 14_000, team: 14_000 }, 'the failed transfer counts nothing');
    const failedEmail = await waitForEmailContaining(bounced.email, since, 'did not go through', 20_000);
    assert.match(failedEmail, /give again/i, 'the email offers to give again');
    assert.match(failedEmail, /https?:\/\/[^\s"'<>]*\/frontend\/donate/, 'with a link to the donate page');
    assert.ok(!failedEmail.includes('Paid with:'), 'it is no receipt');
    const failed = (await adminPending('failed')).filter((p) => p.donorEmail === bounced.email);
    assert.equal(failed.length, 1, 'the admin sees it failed');
    assert.equal(failed[0]!.failureMessage, TEST_BANK_ACCOUNTS.fails.outcome);
  },
  MOBILE,
);
