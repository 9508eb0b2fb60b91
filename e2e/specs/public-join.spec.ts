import assert from 'node:assert/strict';
import {
  chooseTeam, demoTeam, dollarsToCents, expectCount, expectHeading, fillContactAndContinue, newVisitor, publicTeam, publicTest,
  waitForPath, signWaiver, fullNameOf,
} from '../support/public-flow.ts';

const TEAM = 'Route 66 Rainbow Walkers';

publicTest('a visitor joins a team for free and the team counts one more member', async ({ page, apiCalls }) => {
  const team = await demoTeam(TEAM);
  const before = await publicTeam(team.slug);
  const visitor = newVisitor('Jamie');

  // Supporting a team, then the contact.
  await page.goto('/frontend/supporting');
  await expectHeading(page, 'Supporting');
  await expectCount(page.getByRole('button', { name: 'Next', exact: true }), 0, 'Next appears once a team is chosen');
  await chooseTeam(page, team);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await fillContactAndContinue(page, visitor);

  // Nothing to pay: the summary offers Join Team instead of checkout.
  await page.getByRole('region', { name: 'Donation' }).getByText('No donation.').waitFor();
  await page.getByText(`Join ${team.name} at no cost, or add a donation, a T-shirt or a runner.`).waitFor();
  await expectCount(page.getByRole('button', { name: 'Proceed to Checkout' }), 0, 'no checkout for a free join');
  // Joining brings the visitor to the walk: the team city's walk waiver (docs/features/event-day.md).
  await signWaiver(page, fullNameOf(visitor));
  await page.getByRole('button', { name: 'Join Team', exact: true }).click();

  // The thank-you page confirms the team joined and who joined.
  await waitForPath(page, '/frontend/thank-you');
  await expectHeading(page, 'Thank You!');
  await page.getByRole('region', { name: 'Supporting' }).getByText(team.name, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Contact' }).getByText(visitor.email, { exact: true }).waitFor();

  assert.ok(apiCalls.includes('POST /v1/persons/ 201') || apiCalls.includes('POST /v1/persons 201'), `the join was saved (${apiCalls.join(', ')})`);
  // (GET /v1/payment/config is read on every page for the test-mode banner: it charges nothing.)
  assert.ok(!apiCalls.some((call) => /^POST \/v1\/(payment|transactions)/.test(call)), 'a free join charges nothing');

  // One more member on the team; the money is unchanged.
  const after = await publicTeam(team.slug);
  assert.equal(after.participants, before.participants + 1, 'the team has one more participant');
  assert.equal(dollarsToCents(after.totalRaised), dollarsToCents(before.totalRaised));

  // The public team page shows the new count.
  await page.goto(`/team/${team.slug}`);
  await expectHeading(page, team.name);
  await page.getByText(`${after.participants} members`, { exact: true }).waitFor();

  // The cart was cleared: the flow starts over.
  await page.goto('/frontend/summary');
  await page.getByRole('region', { name: 'Supporting' }).getByText('Not chosen yet.').waitFor();
});
