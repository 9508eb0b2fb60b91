import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  EVENT_SETTINGS_PANEL_FIELDS, SETTINGS_FIELD_MESSAGES as M, TOASTS, type EventSettingsKey, type EventSettingsPanel, type EventSettingsPatch,
  type EventSettingsView,
} from '@walkfund/domain';
import { CONFIG_PANEL_LABELS, adminSettings, restoreSettings, signInAsAdmin } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { e2eTest } from '../support/browser.ts';
import { sideMenu, waitForPath } from '../support/session.ts';
import { uniqueTag, watchToast } from '../support/teams.ts';

/**
 * One journey per /config panel: change a field, Save, reload, and read the settings back as the
 * admin: the field changed and no field of another panel did. Each journey puts back, through the
 * API, what later specs rely on (prices, products, alerts, Constant Contact, test notifications):
 * the specs share one event. The Event Settings and Captain's Tools panels keep their new values:
 * the seeded defaults (goal $100, empty links) fail those panels' own rules, so they cannot be put back.
 */
interface PanelJourney {
  panel: EventSettingsPanel;
  /** Fills the panel's form (the form is named by the panel's title). */
  edit(form: Locator, page: Page, before: EventSettingsView): Promise<void>;
  /** What the reloaded form shows. */
  shows(form: Locator, before: EventSettingsView): Promise<void>;
  /** The saved settings, against those before. */
  saved(after: EventSettingsView, before: EventSettingsView): void;
  /** The fields to put back afterwards. */
  restore?(before: EventSettingsView): EventSettingsPatch;
}

function textbox(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Save with the seeded values: the panel's rules refuse them, with their messages and the error toast. */
async function expectRefused(page: Page, form: Locator, messages: string[]): Promise<void> {
  const failed = watchToast(page, TOASTS.settingsFailed);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await failed;
  for (const message of messages) await form.getByText(message, { exact: true }).waitFor();
}

const tag = uniqueTag();

const JOURNEYS: PanelJourney[] = [
  {
    panel: 'event-settings',
    async edit(form, page, before) {
      if (before.eventFundraisingGoal < 200 || before.termsAndConditionsUrl === '') {
        await expectRefused(page, form, [
          ...(before.eventFundraisingGoal < 200 ? [M.fundraisingGoalMin] : []),
          ...(before.termsAndConditionsUrl === '' ? [M.termsRequired] : []),
        ]);
      }
      await textbox(form, 'Fundraising Goal').fill(String(goalAfter(before)));
      await textbox(form, 'Terms Link').fill('https://example.org/walk-terms');
    },
    async shows(form, before) {
      assert.equal(await textbox(form, 'Fundraising Goal').inputValue(), goalAfter(before).toLocaleString('en-US'));
      assert.equal(await textbox(form, 'Terms Link').inputValue(), 'https://example.org/walk-terms');
    },
    saved(after, before) {
      assert.equal(after.eventFundraisingGoal, goalAfter(before));
      assert.equal(after.termsAndConditionsUrl, 'https://example.org/walk-terms');
      assert.equal(after.appTitle, before.appTitle, 'the event name stays');
      assert.equal(after.appYear, before.appYear, 'the event year stays');
    },
  },
  {
    panel: 'run-settings',
    async edit(form, _page, before) {
      await textbox(form, 'Runner Price').fill(String(before.event5kSettings.runnerPrice + 5));
    },
    async shows(form, before) {
      assert.equal(await textbox(form, 'Runner Price').inputValue(), String(before.event5kSettings.runnerPrice + 5));
    },
    saved(after, before) {
      assert.deepEqual(after.event5kSettings, { ...before.event5kSettings, runnerPrice: before.event5kSettings.runnerPrice + 5 });
      assert.equal(after.has5k, before.has5k);
    },
    restore: (before) => ({ event5kSettings: before.event5kSettings }),
  },
  {
    panel: 'badges',
    async edit(form) {
      await textbox(form, 'Elite Participation Goal').fill('30');
    },
    async shows(form) {
      assert.equal(await textbox(form, 'Elite Participation Goal').inputValue(), '30');
    },
    saved(after, before) {
      assert.deepEqual(after.eliteBadgeSettings, { ...before.eliteBadgeSettings, participationGoal: 30 });
      assert.deepEqual(after.eventBadges, before.eventBadges);
    },
    restore: (before) => ({ eliteBadgeSettings: before.eliteBadgeSettings }),
  },
  {
    panel: 'product',
    async edit(form) {
      const youth = form.getByRole('switch', { name: 'Youth Walk T-Shirt active', exact: true });
      assert.equal(await youth.isChecked(), true, 'the demo Youth Walk T-Shirt is on sale');
      await youth.uncheck();
    },
    async shows(form) {
      assert.equal(await form.getByRole('switch', { name: 'Youth Walk T-Shirt active', exact: true }).isChecked(), false);
      assert.equal(await form.getByRole('switch', { name: 'Walk T-Shirt active', exact: true }).isChecked(), true);
    },
    saved(after, before) {
      // The same products (ids and slugs kept), only the youth shirt off sale.
      assert.deepEqual(after.products, before.products.map((p) => (p.name === 'Youth Walk T-Shirt' ? { ...p, active: false } : p)));
      assert.equal(after.hasEventShirt, before.hasEventShirt);
    },
    restore: (before) => ({ products: before.products }),
  },
  {
    panel: 'captains-tools',
    async edit(form, page, before) {
      if (before.donationBadgeTipsUrl === '') await expectRefused(page, form, [M.donationBadgeTipsUrl]);
      await textbox(form, 'Fundraising Tips URL').fill('https://example.org/fundraising-tips');
      await textbox(form, 'Participation Tips URL').fill('https://example.org/participation-tips');
      await textbox(form, 'Submit Event URL').fill('https://example.org/submit-event');
    },
    async shows(form) {
      assert.equal(await textbox(form, 'Fundraising Tips URL').inputValue(), 'https://example.org/fundraising-tips');
    },
    saved(after, before) {
      assert.equal(after.donationBadgeTipsUrl, 'https://example.org/fundraising-tips');
      assert.equal(after.participationBadgeTipsUrl, 'https://example.org/participation-tips');
      assert.equal(after.submitEventUrl, 'https://example.org/submit-event');
      assert.deepEqual(after.captainTools, before.captainTools);
    },
  },
  {
    panel: 'captain-alerts',
    async edit(form) {
      await textbox(form, 'Headline').fill(`Packet pickup ${tag}`);
      await textbox(form, 'Text').fill('Packet pickup moves to Saturday morning.');
      await form.getByRole('button', { name: 'Add Alert' }).click();
      await form.getByRole('article').filter({ hasText: `Packet pickup ${tag}` }).waitFor();
    },
    async shows(form) {
      await form.getByRole('article').filter({ hasText: `Packet pickup ${tag}` }).getByText('Packet pickup moves to Saturday morning.').waitFor();
    },
    saved(after, before) {
      assert.deepEqual(after.captainAlerts, [...before.captainAlerts, { headline: `Packet pickup ${tag}`, text: 'Packet pickup moves to Saturday morning.' }]);
    },
    restore: (before) => ({ captainAlerts: before.captainAlerts }),
  },
  {
    panel: 'constant-contact',
    async edit(form) {
      await form.getByRole('switch', { name: 'Enable Constant Contact' }).check();
      await textbox(form, 'Captain List').fill(`captains-${tag}`);
    },
    async shows(form) {
      assert.equal(await form.getByRole('switch', { name: 'Enable Constant Contact' }).isChecked(), true);
      assert.equal(await textbox(form, 'Captain List').inputValue(), `captains-${tag}`);
    },
    saved(after, before) {
      assert.equal(after.useConstantContact, true);
      assert.deepEqual(after.constantContactLists, { ...before.constantContactLists, captainList: `captains-${tag}` });
    },
    restore: (before) => ({ useConstantContact: before.useConstantContact, constantContactLists: before.constantContactLists }),
  },
  {
    panel: 'debug-settings',
    async edit(form) {
      await form.getByRole('switch', { name: 'Test Notifications' }).check();
      await textbox(form, 'Test Email').fill(`qa.${tag}@example.com`);
      await form.getByRole('button', { name: 'Add Email' }).click();
      await form.getByRole('list', { name: 'Test emails' }).getByText(`qa.${tag}@example.com`, { exact: true }).waitFor();
    },
    async shows(form) {
      assert.equal(await form.getByRole('switch', { name: 'Test Notifications' }).isChecked(), true);
      await form.getByRole('list', { name: 'Test emails' }).getByText(`qa.${tag}@example.com`, { exact: true }).waitFor();
    },
    saved(after, before) {
      assert.equal(after.testEmailNotifications, true);
      assert.deepEqual(after.testEmails, [...before.testEmails, `qa.${tag}@example.com`]);
    },
    // Every email would go to the test address: later specs read the outbox for their own.
    restore: (before) => ({ testEmailNotifications: before.testEmailNotifications, testEmails: before.testEmails }),
  },
];

/** The new event fundraising goal: at least $200 and not the one stored. */
function goalAfter(before: EventSettingsView): number {
  return before.eventFundraisingGoal === 250 ? 300 : 250;
}

/** Every settings field that belongs to no panel but `panel`, with its panel's name. */
function otherPanelsFields(panel: EventSettingsPanel): [EventSettingsKey, EventSettingsPanel][] {
  return Object.entries(EVENT_SETTINGS_PANEL_FIELDS)
    .filter(([other]) => other !== panel)
    .flatMap(([other, fields]) => fields.map((field) => [field, other as EventSettingsPanel] as [EventSettingsKey, EventSettingsPanel]));
}

for (const journey of JOURNEYS) {
  const { menuLabel, title } = CONFIG_PANEL_LABELS[journey.panel];
  e2eTest(`an admin saves the ${menuLabel} config panel and the other panels stay as they were`, async ({ page }) => {
    const before = await adminSettings();
    try {
      await signInAsAdmin(page);
      await sideMenu(page).getByRole('link', { name: 'Event Config', exact: true }).click();
      await waitForPath(page, '/config');
      await page.getByRole('navigation', { name: 'Event configuration' }).getByRole('link', { name: menuLabel, exact: true }).click();
      await waitForPath(page, `/config/${journey.panel}`);
      const form = page.getByRole('form', { name: title, exact: true });
      await form.waitFor();

      await journey.edit(form, page, before);
      const saved = watchToast(page, TOASTS.settingsSaved);
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await saved;

      // A reload reads the saved settings again.
      await page.reload();
      await page.getByRole('form', { name: title, exact: true }).waitFor();
      await journey.shows(page.getByRole('form', { name: title, exact: true }), before);

      const after = await adminSettings();
      journey.saved(after, before);
      for (const [field, other] of otherPanelsFields(journey.panel)) {
        assert.deepEqual(after[field], before[field], `${field} (the ${CONFIG_PANEL_LABELS[other].menuLabel} panel) is unchanged`);
      }
      if (journey.panel === 'debug-settings') {
        const publicView = await api<Record<string, unknown>>('GET', '/v1/event-settings/');
        assert.equal('testEmails' in publicView.body, false, 'the public settings never show the test emails');
      }
    } finally {
      if (journey.restore) await restoreSettings(journey.restore(before));
    }
  });
}
