import assert from 'node:assert/strict';
import type { WalkerAchievements } from '@walkfund/domain';
import { api } from '../support/api.ts';
import { axeScanner } from '../support/axe.ts';
import { MOBILE, publicTest, waitForPath } from '../support/public-flow.ts';
import { logMark, waitForSignInLink } from '../support/server-log.ts';
import { addMemberByApi, apiLogin, createCaptainTeam, newPerson } from '../support/teams.ts';

/**
 * Miles and badges (docs/features/miles-and-badges.md), on a phone: a walker opens their sign-in
 * link, logs three walks on My Page (miles and kilometres), earns the 10-mile badge, and their
 * public page and their team's page show the miles. Axe checks My Page's log, a refused walk, the
 * walker's page and the distance leaderboard at 375 px.
 */
publicTest(
  'a walker logs miles on My Page, earns the 10-mile badge, and sees the total on their public page',
  async ({ page }) => {
    const axe = axeScanner();
    const { captain, team } = await createCaptainTeam('Milo', 'Mile Makers');
    const captainSession = await apiLogin(captain);
    const member = newPerson('Rosa');
    const memberName = `${member.firstName} ${member.lastName}`;
    const personId = await addMemberByApi(team.id, member, captainSession.token);
    const invited = logMark();
    const invite = await api('POST', '/v1/fundraisers/invite', { persons: [personId] }, captainSession.token);
    assert.equal(invite.status, 200, `the captain invites: ${JSON.stringify(invite.body)}`);

    await page.goto(await waitForSignInLink(member.email, invited));
    await waitForPath(page, '/my-page');
    await page.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
    const miles = page.getByRole('region', { name: 'Your miles' });
    await miles.getByText('0 miles', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your badges' }).getByText('Log 10 miles more.').waitFor();

    const form = miles.getByRole('form', { name: 'Log a walk' });
    const distance = form.getByRole('textbox', { name: /^Distance/ });
    const walk = async (amount: string, unit: 'miles' | 'kilometres', note = '') => {
      // The form clears once the previous walk is saved.
      await page.waitForFunction((el) => (el as HTMLInputElement).value === '' || el.getAttribute('aria-invalid') === 'true', await distance.elementHandle());
      await distance.fill(amount);
      await form.getByRole('combobox', { name: 'Unit' }).selectOption({ label: unit });
      await form.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
      await form.getByRole('button', { name: 'Log walk' }).click();
    };
    // Too far for one entry: said on the form, nothing sent.
    await walk('150', 'miles');
    await form.getByText('One entry can be at most 100 miles (160.93 km).').waitFor();
    await axe.scan(page, 'My Page, a refused walk (375 px)');

    await walk('6.2', 'miles', 'Riverside trail');
    await miles.getByText('6.2 miles', { exact: true }).waitFor();
    await walk('5', 'kilometres');
    await miles.getByText('9.31 miles', { exact: true }).waitFor();
    await walk('1', 'miles');
    await miles.getByText('10.31 miles', { exact: true }).waitFor();
    const walks = miles.getByRole('table', { name: 'Your walks' });
    await walks.getByText('Riverside trail').waitFor();
    assert.equal(await walks.getByRole('row').count(), 4, 'three walks and the header');
    await page.getByRole('list', { name: 'Badges you earned' }).getByText('10 miles', { exact: true }).waitFor();
    await axe.scan(page, 'My Page with the distance log and badges (375 px)');

    const shareLink = await page.getByRole('textbox', { name: 'Your page link' }).inputValue();
    const slug = decodeURIComponent(new URL(shareLink).pathname.split('/').at(-1) ?? '');
    const answer = await api<WalkerAchievements>('GET', `/v1/badges/walkers/${encodeURIComponent(slug)}`);
    assert.equal(answer.body.miles, 10.31);
    assert.deepEqual(answer.body.badges.map((b) => b.key), ['tenMiles']);

    // The public page: the miles and the badge.
    await page.goto(`/frontend/fundraiser/${encodeURIComponent(slug)}`);
    await page.getByRole('heading', { level: 1, name: memberName }).waitFor();
    const region = page.getByRole('region', { name: `${memberName}'s badges and miles` });
    await region.getByText('10.31 miles', { exact: true }).waitFor();
    await region.getByRole('list', { name: 'Badges earned' }).getByText(/10 miles/).waitFor();
    await axe.scan(page, "the walker's public page with badges (375 px)");

    // The team's page and the distance leaderboard.
    await page.goto(`/team/${encodeURIComponent(team.slug)}`);
    await page.getByRole('heading', { level: 1, name: team.name }).waitFor();
    await page.getByText('walked by this team in', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'See the distance leaderboard' }).click();
    await waitForPath(page, '/frontend/distance');
    await page.getByRole('heading', { level: 1, name: 'Distance leaderboard' }).waitFor();
    await page.getByRole('list', { name: 'Teams' }).getByRole('link', { name: team.name }).waitFor();
    await axe.scan(page, 'the distance leaderboard (375 px)');
    axe.expectNone();
  },
  MOBILE,
);
