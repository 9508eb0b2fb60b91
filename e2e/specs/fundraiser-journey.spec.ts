import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { REFUND_MESSAGES, type FundraiserPageAnswer, type TeamDetail } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { factCell, signInAsAdmin } from '../support/admin.ts';
import { parseCsv } from '../support/parse-csv.ts';
import {
  CARDS, continueToCheckout, dollarsToCents, expectHeading, fillBilling, fillCard, fullNameOf, MOBILE, newVisitor, payAndReachThankYou, publicTeam, publicTest, waitForPath,
} from '../support/public-flow.ts';
import { logMark, waitForEmailContaining, waitForSignInLink } from '../support/server-log.ts';
import { signIn, sideMenu } from '../support/session.ts';
import {
  addMemberByApi, apiLogin, createCaptainTeam, expectText, inOwnBrowser, newPerson, openTeamTab, pngFile, skipWalkthrough, watchToast,
} from '../support/teams.ts';

/**
 * What personal fundraising is done when (docs/features/personal-pages.md): a captain invites a member; the member opens the emailed link, says
 * yes to the leaderboard, sets a goal, a story and a photo; a visitor on a phone gives $25 with a message through the member's
 * page; the member's and the team's pages show it, the member gets the gift email, the captain's
 * grid shows it; an admin finds it in the Donations report and its CSV, refunds $10, and both
 * totals drop by $10.
 */

async function fundraiserAnswer(slug: string): Promise<FundraiserPageAnswer> {
  const answer = await api<FundraiserPageAnswer>('GET', `/v1/fundraisers/${encodeURIComponent(slug)}`);
  assert.equal(answer.status, 200, `GET /v1/fundraisers/${slug}`);
  return answer.body;
}

async function raisedCentsOf(slug: string): Promise<number> {
  const answer = await fundraiserAnswer(slug);
  assert.equal(answer.status, 'on', `the page ${slug} is public`);
  return dollarsToCents(answer.fundraiser.raised);
}

/** The members grid row of a member on the captain's My Team page. */
async function captainMemberRow(page: Page, memberName: string) {
  await openTeamTab(page, 'Team Members');
  const grid = page.getByRole('table', { name: 'Team members' });
  const row = grid.getByRole('row').filter({ hasText: memberName });
  await row.waitFor();
  return row;
}

publicTest(
  'a captain invites a member, the member sets up their page, a visitor on a phone gives $25 through it, and a $10 refund lowers both totals',
  async ({ page }) => {
    const { captain, team } = await createCaptainTeam('Quinn', 'Washita Walkers');
    const captainSession = await apiLogin(captain);
    const member = newPerson('Robin');
    const memberName = `${member.firstName} ${member.lastName}`;
    await addMemberByApi(team.id, member, captainSession.token);

    // The captain invites the member from the members grid; the outbox prints the link.
    const invited = logMark();
    await inOwnBrowser(page.context(), 'captain invites', async (captainPage) => {
      await captainPage.goto('/login');
      await signIn(captainPage, captain, '/');
      await sideMenu(captainPage).getByRole('link', { name: 'My Team', exact: true }).click();
      await waitForPath(captainPage, '/my-team');
      await skipWalkthrough(captainPage);
      const row = await captainMemberRow(captainPage, memberName);
      await row.getByText('None', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Invite ${memberName} to fundraise` }).click();
      await captainPage.getByText('Invitation sent.', { exact: true }).waitFor();
      // The grid says so, with the date, and offers to invite again.
      await row.getByText(/^Invited [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
      await row.getByRole('button', { name: `Invite ${memberName} again` }).waitFor();
    });
    const link = await waitForSignInLink(member.email, invited);

    // The member opens the link: signed in, on My Page, with no password needed.
    let slug = '';
    await inOwnBrowser(page.context(), 'member sets up the page', async (memberPage) => {
      await memberPage.goto(link);
      await waitForPath(memberPage, '/my-page');
      await memberPage.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
      assert.ok(!memberPage.url().includes('token'), 'the token left the address bar');

      // Leaderboards are off until the walker says yes: My Page asks first, and the member says yes.
      const question = memberPage.getByRole('region', { name: 'Show you on the leaderboard?' });
      await question.getByRole('button', { name: 'Yes, show me' }).click();
      await question.waitFor({ state: 'detached' });
      assert.equal(await memberPage.getByRole('switch', { name: /^Show my name and amount on leaderboards/ }).isChecked(), true, 'the switch shows the yes');

      const content = memberPage.getByRole('form', { name: 'Goal and story' });
      await content.getByRole('textbox', { name: 'My goal' }).fill('200');
      const story = content.locator('.ProseMirror');
      await story.click();
      await story.pressSequentially('I walk for my cousin Ada.');
      await content.getByRole('button', { name: 'Save', exact: true }).click();
      await content.getByText('No changes to save.').waitFor();

      await memberPage.getByLabel('Upload My Photo', { exact: true }).setInputFiles(pngFile('robin.png', 480, 480, [40, 140, 90]));
      await memberPage.getByRole('img', { name: `Photo of ${memberName}` }).waitFor();

      const shareLink = await memberPage.getByRole('textbox', { name: 'Your page link' }).inputValue();
      slug = decodeURIComponent(new URL(shareLink).pathname.split('/').at(-1) ?? '');
    });
    assert.ok(slug, 'My Page shows the share link');
    const pageBefore = await fundraiserAnswer(slug);
    assert.equal(pageBefore.status, 'on');
    if (pageBefore.status !== 'on') return;
    assert.equal(pageBefore.fundraiser.goal, 200);
    assert.match(pageBefore.fundraiser.story, /I walk for my cousin Ada\./);
    assert.match(pageBefore.fundraiser.imageUrl ?? '', /^\/uploads\/[0-9a-f]{32}\.webp$/);
    const teamBefore = dollarsToCents((await publicTeam(team.slug)).totalRaised);

    // A visitor on a phone opens the member's page and gives $25 with a message.
    const visitor = newVisitor('Sky');
    const message = `Go ${member.firstName}! ${visitor.lastName}`;
    await page.goto(`/frontend/fundraiser/${encodeURIComponent(slug)}`);
    await page.getByRole('heading', { level: 1, name: memberName }).waitFor();
    await page.getByRole('img', { name: `${memberName}'s photo` }).waitFor();
    await page.getByRole('link', { name: 'Donate', exact: true }).click();
    await waitForPath(page, '/frontend/donate');
    await expectHeading(page, 'Donate');
    await page.getByText(`Your gift is credited to ${memberName} of ${team.name}.`).waitFor();
    await page.getByRole('textbox', { name: 'Donation amount' }).fill('25');
    await page.getByRole('textbox', { name: 'Message (optional, shown on the page)' }).fill(message);
    await continueToCheckout(page, visitor);
    const gift = logMark();
    await fillBilling(page, fullNameOf(visitor));
    await fillCard(page, CARDS.success);
    const transactionId = await payAndReachThankYou(page);

    // Both pages show the gift: the member's page with the message, the team's total.
    assert.equal((await raisedCentsOf(slug)) - dollarsToCents(pageBefore.fundraiser.raised), 2500, 'the member raised $25 more');
    const teamAfterGift = dollarsToCents((await publicTeam(team.slug)).totalRaised);
    assert.equal(teamAfterGift - teamBefore, 2500, 'the team raised $25 more');
    await page.goto(`/frontend/fundraiser/${encodeURIComponent(slug)}`);
    await page.getByText(`“${message}”`, { exact: true }).waitFor();
    await page.getByRole('progressbar', { name: `${memberName}'s fundraising progress` }).waitFor();
    await page.goto(`/team/${encodeURIComponent(team.slug)}`);
    await page.getByRole('link', { name: memberName }).waitFor();

    // The member gets the gift email with the donor's message.
    await waitForEmailContaining(member.email, gift, message);

    // The captain's members grid shows what the member raised.
    await inOwnBrowser(page.context(), 'captain sees the raised', async (captainPage) => {
      await captainPage.goto('/login');
      await signIn(captainPage, captain, '/');
      await captainPage.goto('/my-team');
      await skipWalkthrough(captainPage);
      const row = await captainMemberRow(captainPage, memberName);
      await row.getByText('$25.00', { exact: true }).waitFor();
      await row.getByRole('link', { name: `On: view ${memberName}'s page` }).waitFor();
    });

    // The admin: the Fundraiser column in the Donations report and its CSV, then a $10 refund.
    await inOwnBrowser(page.context(), 'admin report and refund', async (adminPage) => {
      await signInAsAdmin(adminPage);
      await adminPage.goto('/admin/reports/donations');
      await adminPage.getByRole('heading', { name: 'Donations Report' }).waitFor();
      const region = adminPage.getByRole('region', { name: 'Donations report' });
      await region.getByRole('textbox', { name: 'Donor Last Name Filter Input' }).fill(visitor.lastName);
      await adminPage.getByTestId('report-shown').filter({ hasText: /^Shown: 1$/ }).waitFor();
      await region.getByText(memberName, { exact: true }).waitFor();
      const [download] = await Promise.all([
        adminPage.waitForEvent('download'),
        adminPage.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const file = await download.path();
      const rows = parseCsv(await readFile(file, 'utf8'));
      const fundraiserColumn = rows[0]!.indexOf('Fundraiser');
      assert.ok(fundraiserColumn >= 0, `the CSV has a Fundraiser column: ${rows[0]!.join(', ')}`);
      assert.deepEqual(rows.slice(1).map((row) => row[fundraiserColumn]), [memberName], 'the CSV credits the member');

      await adminPage.goto(`/transactions/${transactionId}`);
      await expectText(factCell(adminPage.getByRole('table', { name: 'Transaction details' }), 'Credited to'), new RegExp(memberName), 'credited');
      await adminPage.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Refund' });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Donor asked to give $15.');
      await dialog.getByRole('button', { name: 'Review refund' }).click();
      const refunded = watchToast(adminPage, REFUND_MESSAGES.refunded);
      await dialog.getByRole('button', { name: 'Refund $10.00', exact: true }).click();
      await refunded;
    });
    assert.equal((await raisedCentsOf(slug)) - dollarsToCents(pageBefore.fundraiser.raised), 1500, "the member's total dropped by $10");
    assert.equal(dollarsToCents((await publicTeam(team.slug)).totalRaised) - teamBefore, 1500, "the team's total dropped by $10");
    const detail = await api<TeamDetail>('GET', `/v1/teams/${team.id}`, undefined, captainSession.token);
    const row = detail.body.members.find((m) => m.email === member.email);
    assert.equal(row?.fundraising?.raised, 15, "the captain's grid shows $15 after the refund");
  },
  MOBILE,
);
