import assert from 'node:assert/strict';
import { api } from '../support/api.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  CARDS, chooseTeam, continueToCheckout, demoTeam, expectHeading, expectNoSidewaysScroll, fillBilling, fillCard, fullNameOf, MOBILE, newVisitor, payAndReachThankYou, publicTest, uniqueTag,
} from '../support/public-flow.ts';
import { logMark, waitForEmailContaining } from '../support/server-log.ts';

const TEAM = 'Puzzle Piece Pacers';

interface CampaignTeamAnswer {
  donors: { name: string; tribute?: string | null }[];
}

/*
 * docs/features/tributes.md: on a phone, a donor gives in memory of someone and asks us to tell a
 * relative; the thank-you page says so, the relative's e-card is in the outbox, and the team's
 * supporters list names the tribute.
 */
publicTest(
  'on a 375 px phone a donor gives $25 in memory of Grandpa Joe, telling a relative by e-card',
  async ({ page }) => {
    const team = await demoTeam(TEAM);
    const visitor = newVisitor('Tess');
    const relative = `relative-${uniqueTag()}@example.com`;
    const honoree = `Grandpa Joe ${uniqueTag()}`;
    const mark = logMark();

    await page.goto('/frontend/donate');
    await expectHeading(page, 'Donate');
    await chooseTeam(page, team);
    await page.getByRole('group', { name: 'Choose an amount' }).getByRole('button', { name: '$25', exact: true }).click();

    await page.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }).check();
    const tribute = page.getByRole('group', { name: 'In honour or in memory' });
    await tribute.getByRole('radio', { name: 'In memory of' }).check();
    await tribute.getByRole('textbox', { name: /^Their name/ }).fill(honoree);
    assert.equal(await tribute.getByRole('checkbox', { name: 'Show the tribute on the supporters list' }).isChecked(), true, 'shown on the list by default');
    await tribute.getByRole('checkbox', { name: 'Tell someone about this gift by email' }).check();
    const notify = page.getByRole('group', { name: 'Who should we tell?' });
    await notify.getByRole('textbox', { name: /^Name of the person to tell/ }).fill('Rosa Relative');
    await notify.getByRole('textbox', { name: /^Their email/ }).fill(relative);
    await notify.getByRole('textbox', { name: 'A short message (optional)' }).fill('He walked this route every spring.');
    assert.equal(await page.evaluate(() => window.innerWidth), 375, 'the page lays out at the phone width');
    await expectNoSidewaysScroll(page, 'donate with the tribute open');
    await expectNoAxeViolations(page, 'donate, tribute and e-card options open, 375 px');
    // The monthly option open too (docs/features/monthly-gifts.md), then back to one gift: this journey gives once.
    const often = page.getByRole('radiogroup', { name: 'How often?' });
    await often.getByRole('radio', { name: /^Monthly/ }).check();
    await expectNoSidewaysScroll(page, 'donate with the monthly and tribute options open');
    await expectNoAxeViolations(page, 'donate, monthly, tribute and e-card options open, 375 px');
    await often.getByRole('radio', { name: 'One time' }).check();

    await continueToCheckout(page, visitor);
    await fillBilling(page, fullNameOf(visitor));
    await fillCard(page, CARDS.success);
    await payAndReachThankYou(page);

    const card = page.getByRole('region', { name: 'Tribute' });
    await card.getByText(`In memory of ${honoree}`, { exact: true }).waitFor();
    await card.getByText(/We are sending Rosa Relative an email card/).waitFor();
    await expectNoAxeViolations(page, 'thank-you with a tribute, 375 px');

    const ecard = await waitForEmailContaining(relative, mark, `in memory of ${honoree}`, 30_000);
    assert.ok(ecard.includes('Dear Rosa Relative,'), 'the card greets the relative');
    assert.ok(ecard.includes('He walked this route every spring.'), "the card carries the donor's message");
    assert.ok(!ecard.includes('$25'), 'the amount stays off the card unless the donor chose it');

    const wall = await api<CampaignTeamAnswer>('GET', `/v1/campaign/teams/${encodeURIComponent(team.slug)}`);
    assert.ok(wall.body.donors.some((d) => d.tribute === `In memory of ${honoree}`), "the team's supporters list names the tribute");
  },
  MOBILE,
);
