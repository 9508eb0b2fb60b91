import assert from 'node:assert/strict';
import { BIB_TOASTS, type BibRoster, type BibSettingsView } from '@walkfund/domain';
import { signInAsAdmin } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { e2eTest } from '../support/browser.ts';
import { adminApi, watchToast } from '../support/teams.ts';

/**
 * Bibs, the admin's side (docs/decisions/0011-event-day-check-in.md): the Bibs panel
 * shows the demo ranges, saves a changed range with the mode "In advance", assigns bibs after a
 * confirmation, and the printable labels and roster of Tulsa show the numbers. Every screen
 * passes axe. The demo's ranges and mode are put back at the end (the check-in journeys use them).
 */
e2eTest('an admin sets a bib range, assigns bibs in advance, and prints the labels and the roster', async ({ page }) => {
  const before = await adminApi<BibSettingsView>('GET', '/v1/bibs');
  assert.equal(before.status, 200);
  try {
    await signInAsAdmin(page);
    await page.goto('/config/bibs');
    const form = page.getByRole('form', { name: 'Bibs', exact: true });
    const tulsaWalkLast = form.getByRole('spinbutton', { name: 'Tulsa Walk last bib', exact: true });
    await tulsaWalkLast.waitFor();
    assert.equal(await form.getByRole('spinbutton', { name: 'Oklahoma City 5k (in person) first bib', exact: true }).inputValue(), '1');
    assert.equal(await tulsaWalkLast.inputValue(), '4999');
    await expectNoAxeViolations(page, 'the Bibs panel');

    await form.getByRole('spinbutton', { name: 'Tulsa Walk first bib', exact: true }).fill('4100');
    await tulsaWalkLast.fill('4899');
    await form.getByRole('radio', { name: 'In advance', exact: true }).check();
    const saved = watchToast(page, BIB_TOASTS.saved);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await saved;

    await form.getByRole('button', { name: 'Assign bibs now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign bibs now', exact: true });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the Assign bibs now dialog');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const result = form.getByRole('alert').filter({ hasText: 'Bibs assigned' });
    await result.waitFor();
    assert.match((await result.textContent()) ?? '', /\d+ bibs? (was|were) given\./);

    // Every Tulsa walker now has a number of the new range, and the labels and roster show them.
    const roster = await adminApi<BibRoster>('GET', '/v1/bibs/roster?city=Tulsa');
    const walkers = roster.body.entries.filter((e) => e.kind === 'walk');
    assert.ok(walkers.length > 0, 'the demo has Tulsa walkers');
    const numbered = roster.body.entries.filter((e) => e.bib != null);
    for (const w of walkers) assert.ok(w.bib != null && ((w.bib >= 4100 && w.bib <= 4899) || (w.bib >= 4000 && w.bib <= 4999)), `${w.lastName} has a walk bib (${w.bib})`);
    assert.equal(new Set(numbered.map((e) => e.bib)).size, numbered.length, 'no number twice');
    const newRangeWalker = walkers.find((w) => w.bib! >= 4100)!;

    await form.getByRole('link', { name: 'Print Tulsa bib labels', exact: true }).click();
    await page.getByRole('heading', { name: 'Bib labels: Tulsa', exact: true }).waitFor();
    const label = page.getByRole('region', { name: `Bib ${newRangeWalker.bib}`, exact: true });
    await label.waitFor();
    assert.match((await label.textContent()) ?? '', new RegExp(`${newRangeWalker.firstName} ${newRangeWalker.lastName}`));
    assert.equal(await page.locator('.bib-label').count(), numbered.length);
    await expectNoAxeViolations(page, 'the bib labels');

    await page.goBack();
    await form.getByRole('link', { name: 'Print Tulsa roster', exact: true }).click();
    await page.getByRole('heading', { name: 'Roster: Tulsa', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `${newRangeWalker.lastName}, ${newRangeWalker.firstName}` });
    assert.match((await row.first().textContent()) ?? '', new RegExp(String(newRangeWalker.bib)));
    assert.equal(await page.getByRole('row').count(), roster.body.entries.length + 1);
    await expectNoAxeViolations(page, 'the clipboard roster');
  } finally {
    const restored = await adminApi('PUT', '/v1/bibs', { mode: before.body.mode, ranges: before.body.ranges.map(({ eventCity, kind, first, last }) => ({ eventCity, kind, first, last })) });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
  }
});
