import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { FundraiserPageAnswer } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { UI_TIMEOUT_MS } from '../support/chromium.ts';
import {
  advanceClock, coachingEmailsTo, nudgeLinkOf, recordOfflineGiftFor, resetClock, subjectOf, unsubscribeLinkOf, waitForEmailWithSubject, waitForJobsDone,
} from '../support/coaching.ts';
import { env } from '../support/env.ts';
import {
  dollarsToCents, expectHeading, fillBilling, fillCard, fillContactAndContinue, fullNameOf, MOBILE, newVisitor, payAndReachThankYou, publicTeam,
  publicTest, uniqueTag, waitEnabled, waitForPath, CARDS,
} from '../support/public-flow.ts';
import { decodePosterQr, decodeQrPng } from '../support/qr-files.ts';
import { logMark, outboxEntries, waitForSignInLink } from '../support/server-log.ts';
import { addMemberByApi, adminApi, apiLogin, createCaptainTeam, newPerson, watchToast } from '../support/teams.ts';

/**
 * Walkers who ask (docs/features/coaching.md, ask-kit.md, sponsor-matches.md, miles-and-badges.md):
 * a captain's team with two members; the walker claims their page through the emailed link, keeps a
 * $100 goal and gets the welcome email; three days later (the product's test clock) the coaching
 * pass sends "get started"; the walker downloads their poster and QR code from My Page, and the
 * poster's QR link opens their page on a phone; during a 1:1 match an admin made for the team, a
 * visitor gives $25 through it; the walker's and the team's totals rise by $50, My Page says the
 * gift came from the poster, the 50% email and the "first gift" badge follow; the walker leaves
 * coaching through the email's unsubscribe link, and neither a new gift nor the pass a week later
 * sends them a coaching email; the captain's weekly digest names the member with no gift, and its
 * nudge link reaches that member.
 */

async function fundraiserAnswer(slug: string): Promise<FundraiserPageAnswer> {
  const answer = await api<FundraiserPageAnswer>('GET', `/v1/fundraisers/${encodeURIComponent(slug)}`);
  assert.equal(answer.status, 200, `GET /v1/fundraisers/${slug}`);
  return answer.body;
}

async function raisedCentsOf(slug: string): Promise<number> {
  const answer = await fundraiserAnswer(slug);
  assert.equal(answer.status, 'on', `the page ${slug} is public`);
  return answer.status === 'on' ? dollarsToCents(answer.fundraiser.raised) : NaN;
}

/** Config > Coaching's "Run now": the daily pass and this week's captain digests, as the admin runs them. */
async function runCoachingNow(adminPage: Page): Promise<void> {
  await adminPage.goto('/config/coaching');
  const runNow = adminPage.getByRole('button', { name: 'Run now', exact: true });
  await waitEnabled(runNow);
  const done = watchToast(adminPage, ['Success', 'coaching email']);
  await runNow.click();
  await done;
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`;

publicTest(
  "a walker claims their page, is coached, asks with their poster, a matched gift comes through it, they unsubscribe, and the captain's digest nudges the member with no gift",
  async ({ page: phone }) => {
    const browser = phone.context().browser();
    assert.ok(browser, 'the test runs in a browser');
    const contexts: BrowserContext[] = [];
    /** Another person's own browser (desktop), kept for the whole journey and screenshotted if it fails. */
    const ownBrowser = async () => {
      const context = await browser.newContext({ baseURL: env.baseUrl, viewport: { width: 1280, height: 900 } });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(30_000);
      contexts.push(context);
      return context.newPage();
    };
    let matchId: number | undefined;
    let failed = false;
    try {
      // A captain's team with two members, both invited to fundraise.
      const { captain, team } = await createCaptainTeam('Casey', 'Askers');
      const captainSession = await apiLogin(captain);
      const walker = newPerson('Avery');
      const quiet = newPerson('Blake');
      const walkerId = await addMemberByApi(team.id, walker, captainSession.token);
      const quietId = await addMemberByApi(team.id, quiet, captainSession.token);
      const invited = logMark();
      const invite = await api('POST', '/v1/fundraisers/invite', { persons: [walkerId, quietId] }, captainSession.token);
      assert.equal(invite.status, 200, `the captain invites both members: ${JSON.stringify(invite.body)}`);

      // The quiet member claims their page too (the link's own call), and does nothing more.
      const quietLink = await waitForSignInLink(quiet.email, invited);
      const quietClaim = await api('POST', '/v1/auth/sign-in-link', { token: new URLSearchParams(new URL(quietLink).hash.slice(1)).get('token') });
      assert.equal(quietClaim.status, 200, `the quiet member signs in with their link: ${JSON.stringify(quietClaim.body)}`);

      // The walker opens the emailed link: signed in on My Page, with a $100 goal.
      const walkerPage = await ownBrowser();
      await walkerPage.goto(await waitForSignInLink(walker.email, invited));
      await waitForPath(walkerPage, '/my-page');
      await walkerPage.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
      // A new page's goal is already $100 (FUNDRAISER_DEFAULT_GOAL_DOLLARS): the walker keeps it and adds a line of story.
      const content = walkerPage.getByRole('form', { name: 'Goal and story' });
      const goal = content.getByRole('textbox', { name: 'My goal' });
      await goal.fill('100');
      const story = content.locator('.ProseMirror');
      await story.click();
      await story.pressSequentially('I walk for my brother Sam.');
      await content.getByRole('button', { name: 'Save', exact: true }).click();
      await content.getByText('No changes to save.').waitFor();
      const shareLink = await walkerPage.getByRole('textbox', { name: 'Your page link' }).inputValue();
      const slug = decodeURIComponent(new URL(shareLink).pathname.split('/').at(-1) ?? '');
      assert.ok(slug, 'My Page shows the share link');
      const pageBefore = await fundraiserAnswer(slug);
      assert.equal(pageBefore.status === 'on' ? pageBefore.fundraiser.goal : null, 100, 'the goal is $100 on the public page');

      // The welcome email, with its unsubscribe link and one-click headers (RFC 8058).
      const welcome = await waitForEmailWithSubject(walker.email, invited, `Welcome, ${walker.firstName}: your page is ready`);
      assert.match(welcome.msg, new RegExp(`/frontend/fundraiser/${slug}`), 'the welcome links to the page');
      assert.match(welcome.headers?.['List-Unsubscribe'] ?? '', /^<https?:\/\/[^>]+\/v1\/email-preferences\/one-click\?token=[^>]+>$/, 'List-Unsubscribe');
      assert.equal(welcome.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');

      // Three days pass with no gift: the admin runs the coaching pass and "get started" arrives.
      const adminPage = await ownBrowser();
      await signInAsAdmin(adminPage);
      const beforeDay3 = logMark();
      await advanceClock(3);
      await runCoachingNow(adminPage);
      const getStarted = await waitForEmailWithSubject(walker.email, beforeDay3, `${walker.firstName}, a few easy ways to get your first gift`);
      await waitForEmailWithSubject(quiet.email, beforeDay3, `${quiet.firstName}, a few easy ways to get your first gift`);

      // The walker downloads their poster (a PDF whose QR code opens the page with ?src=poster) and the QR code (PNG, ?src=qr).
      const pageUrl = new URL(`/frontend/fundraiser/${encodeURIComponent(slug)}`, env.baseUrl).toString();
      const [posterDownload] = await Promise.all([walkerPage.waitForEvent('download'), walkerPage.getByRole('button', { name: 'Download Poster (PDF)' }).click()]);
      assert.equal(posterDownload.suggestedFilename(), `poster-${slug}.pdf`);
      const poster = await readFile(await posterDownload.path());
      assert.equal(poster.subarray(0, 5).toString('latin1'), '%PDF-', 'the poster is a PDF');
      const posterUrls = await decodePosterQr(poster);
      assert.deepEqual(posterUrls, [`${pageUrl}?src=poster`], "the poster's QR code opens the page from the poster");
      const [qrDownload] = await Promise.all([walkerPage.waitForEvent('download'), walkerPage.getByRole('button', { name: 'Download QR Code (PNG)' }).click()]);
      assert.equal(qrDownload.suggestedFilename(), `qr-${slug}.png`);
      assert.deepEqual(await decodeQrPng(await readFile(await qrDownload.path())), [`${pageUrl}?src=qr`], 'the QR code PNG opens the page');

      // An admin creates a 1:1 match for the walker's team (the narrowest match wins over the demo's event-wide one).
      const sponsor = `Sooner Bank ${uniqueTag()}`;
      await adminPage.goto('/matches/new');
      const matchForm = adminPage.getByRole('form', { name: 'Sponsor match' });
      await matchForm.getByRole('textbox', { name: 'Sponsor name' }).fill(sponsor);
      await matchForm.getByRole('textbox', { name: 'Cap (dollars)' }).fill('1000');
      await matchForm.getByText('One team', { exact: true }).click();
      const teamSelect = matchForm.getByRole('combobox', { name: 'Team', exact: true });
      await teamSelect.click();
      await teamSelect.fill(team.name);
      await adminPage.getByRole('option', { name: team.name, exact: true }).click();
      await matchForm.getByRole('button', { name: 'Create match' }).click();
      await waitForPath(adminPage, '/matches');
      await adminPage.getByRole('row').filter({ hasText: sponsor }).filter({ hasText: team.name }).waitFor();
      const matches = await adminApi<{ id: number; sponsorName: string; status: string; ratio: number }[]>('GET', '/v1/matches');
      const match = matches.body.find((m) => m.sponsorName === sponsor);
      assert.ok(match, 'the match is listed');
      matchId = match.id;
      assert.equal(match.status, 'running');
      assert.equal(match.ratio, 1);

      // A visitor on a phone opens the poster's link, sees the match, and gives $25.
      const teamBefore = dollarsToCents((await publicTeam(team.slug)).totalRaised);
      const raisedBefore = await raisedCentsOf(slug);
      await phone.goto(posterUrls[0]!);
      await phone.getByRole('heading', { level: 1, name: nameOf(walker) }).waitFor();
      await phone.getByRole('region', { name: `Sponsor match by ${sponsor}` }).getByText(new RegExp(`^Gifts are doubled by ${sponsor} until .+: \\$1,000 of \\$1,000 left$`)).waitFor();
      await phone.getByRole('link', { name: 'Donate', exact: true }).click();
      await waitForPath(phone, '/frontend/donate');
      await expectHeading(phone, 'Donate');
      await phone.getByText(`Your gift is credited to ${nameOf(walker)} of ${team.name}.`).waitFor();
      await phone.getByRole('textbox', { name: 'Donation amount' }).fill('25');
      const next = phone.getByRole('button', { name: 'Next', exact: true });
      await waitEnabled(next);
      await next.click();
      const visitor = newVisitor('Sky');
      await fillContactAndContinue(phone, visitor);
      await phone.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await waitForPath(phone, '/frontend/checkout');
      await phone.getByText(`${sponsor} adds $25.00 to your gift`, { exact: false }).waitFor();
      const gift = logMark();
      await fillBilling(phone, fullNameOf(visitor));
      await fillCard(phone, CARDS.success);
      await payAndReachThankYou(phone);
      await phone.getByText(/\$25\.00 more for the cause, the sponsor's gift\./).waitFor();

      // The walker's and the team's public totals rise by the gift and its match.
      assert.equal((await raisedCentsOf(slug)) - raisedBefore, 5000, "the walker's total rose by $50");
      assert.equal(dollarsToCents((await publicTeam(team.slug)).totalRaised) - teamBefore, 5000, "the team's total rose by $50");
      const matchAfter = await adminApi<{ matched: number }>('GET', `/v1/matches/${matchId}`);
      assert.equal(matchAfter.body.matched, 25, 'the match gave $25');

      // The 50% email follows (the smaller milestones are skipped), naming the badges.
      const halfway = await waitForEmailWithSubject(walker.email, gift, `Halfway to your goal, ${walker.firstName}!`);
      assert.match(halfway.msg, /Badges you have earned: .*First gift/, 'the 50% email names the first-gift badge');
      assert.deepEqual(
        coachingEmailsTo(walker.email, gift).map(subjectOf).filter((s) => /first gift is in|quarter of the way/.test(s)),
        [],
        'only the biggest progress message goes',
      );

      // My Page: the gift came from the poster; the first-gift badge is earned. The public page shows it too.
      await walkerPage.reload();
      await walkerPage.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
      const sources = walkerPage.getByRole('table', { name: 'Gifts by source' });
      const posterRow = sources.getByRole('row').filter({ hasText: 'Poster' });
      await posterRow.waitFor();
      assert.deepEqual((await posterRow.getByRole('cell').allTextContents()).map((t) => t.trim()), ['Poster', '1', '$25.00'], 'one $25 gift from the poster');
      const earned = walkerPage.getByRole('list', { name: 'Badges you earned' });
      await earned.getByText('First gift', { exact: true }).waitFor();
      await earned.getByText('Halfway there', { exact: true }).waitFor();
      await phone.goto(`/frontend/fundraiser/${encodeURIComponent(slug)}`);
      await phone.getByRole('region', { name: `${nameOf(walker)}'s badges and miles` }).getByRole('list', { name: 'Badges earned' }).getByText(/First gift/).waitFor();

      // The walker follows the visible unsubscribe link of the "get started" email and leaves coaching.
      const preferencesLink = unsubscribeLinkOf(getStarted);
      assert.match(preferencesLink, /\/frontend\/email-preferences#token=/, 'the link leads to the preferences page');
      await walkerPage.goto(preferencesLink);
      await expectHeading(walkerPage, 'Email preferences');
      const preferences = walkerPage.getByRole('form', { name: 'Email preferences' });
      const coaching = preferences.getByRole('checkbox', { name: /^Coaching/ });
      await coaching.waitFor();
      assert.equal(await coaching.isChecked(), true, 'coaching is on until now');
      await coaching.uncheck();
      await preferences.getByRole('button', { name: 'Save my preferences' }).click();
      await preferences.getByText('Your email preferences are saved.').waitFor();
      const token = new URLSearchParams(new URL(preferencesLink).hash.slice(1)).get('token');
      const lookup = await api<{ coaching: boolean }>('POST', '/v1/email-preferences/lookup', { token });
      assert.equal(lookup.body.coaching, false, 'the walker left coaching');

      // No coaching email follows: not for a new gift that reaches the goal, not from the pass a week on;
      // the quiet member's second "get started" goes in the same pass. The captain's digest names the quiet member.
      const afterUnsubscribe = logMark();
      await recordOfflineGiftFor(team.id, walkerId, 50);
      await advanceClock(7);
      await runCoachingNow(adminPage);
      await waitForEmailWithSubject(quiet.email, afterUnsubscribe, `${quiet.firstName}, a few easy ways to get your first gift`);
      const digest = await waitForEmailWithSubject(captain.email, afterUnsubscribe, `Your team's week: ${team.name}`);
      await waitForJobsDone();
      assert.deepEqual(coachingEmailsTo(walker.email, afterUnsubscribe).map(subjectOf), [], 'no coaching email reaches the walker after unsubscribing');
      assert.ok((await raisedCentsOf(slug)) >= 10_000, 'the new gift took the walker past their goal (a 100% email was due)');

      assert.match(digest.msg, new RegExp(`Members with no gift yet:\\n- ${nameOf(quiet)}: send a nudge `), 'the digest names the member with no gift');
      assert.ok(!digest.msg.includes(nameOf(walker)), 'the walker, who has gifts, needs no nudge');

      // The captain opens the digest's nudge link and presses the button: the quiet member gets the nudge.
      const nudgeLink = nudgeLinkOf(digest, nameOf(quiet));
      const beforeNudge = logMark();
      const captainPage = await ownBrowser();
      await captainPage.goto(nudgeLink);
      await expectHeading(captainPage, 'Send a nudge');
      await captainPage.getByRole('button', { name: 'Send the nudge' }).click();
      await captainPage.getByRole('status').getByText(`Nudge sent to ${quiet.firstName}.`).waitFor();
      const nudge = await waitForEmailWithSubject(quiet.email, beforeNudge, `${nameOf(captain)} is cheering you on`);
      assert.match(nudge.msg, /\/my-page/, 'the nudge links to My Page');
      assert.deepEqual(outboxEntries(walker.email, beforeNudge).map(subjectOf), [], 'the nudge reaches only the quiet member');
    } catch (error) {
      failed = true;
      mkdirSync(env.artifactsDir, { recursive: true });
      for (const [index, context] of contexts.entries()) {
        for (const open of context.pages()) {
          await open.screenshot({ path: path.join(env.artifactsDir, `walkers-who-ask-${index + 1}.png`), fullPage: true }).catch(() => undefined);
        }
      }
      throw error;
    } finally {
      // The product stays as the next spec on this server expects it: real time, the match ended.
      // A failing clean-up fails the test, unless the journey failed first (its error is the one to read).
      try {
        await resetClock();
        if (matchId !== undefined) await adminApi('POST', `/v1/matches/${matchId}/end`);
      } catch (error) {
        if (!failed) throw error;
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    }
  },
  MOBILE,
);
