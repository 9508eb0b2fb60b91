import { describe, expect, it } from 'vitest';
import {
  EVENT_SETTINGS_PANEL_FIELDS, EVENT_SETTINGS_PANELS, SETTINGS_FIELD_MESSAGES as M, defaultEventSettings,
  eventBadgeSchema, eventSettingsInputSchema, eventSettingsPanelSchema, eventSettingsPatchSchema, eventSettingsPutSchema,
  eventSettingsSchema, newEventBadgeSchema, newProductSchema, pickPanelFields, productSchema,
} from './event-settings.schema.ts';
import { ADMIN_ONLY_SETTINGS_KEYS, toPublicEventSettings } from './event-settings.view.ts';
import { CONSTANT_CONTACT_LIST_KEYS } from './constants.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('defaultEventSettings', () => {
  const settings = defaultEventSettings(2026);

  it('takes the given event year', () => {
    expect(settings.appYear).toBe(2026);
    expect(settings.appTitle.length).toBeGreaterThanOrEqual(2);
    expect(settings.appState).toBe('Oklahoma');
  });

  it('has the spec defaults: runner 30, virtual 25, fundraising goal 100, star limit 200', () => {
    expect(settings.event5kSettings).toEqual({ runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 25 });
    expect(settings.eventFundraisingGoal).toBe(100);
    expect(settings.starOfTheTeamLimit).toBe(200);
  });

  it('opens public registration by default (docs/decisions/0101-public-flow-closed.md)', () => {
    expect(settings.publicRegistrationOpen).toBe(true);
  });

  it('turns the 5k and event shirts on, everything optional off or empty', () => {
    expect(settings.has5k).toBe(true);
    expect(settings.hasEventShirt).toBe(true);
    expect(settings.products).toEqual([]);
    expect(settings.eventBadges).toEqual([]);
    expect(settings.captainTools).toEqual([]);
    expect(settings.captainAlerts).toEqual([]);
    expect(settings.useConstantContact).toBe(false);
    expect(settings.testEmailNotifications).toBe(false);
    expect(settings.testEmails).toEqual([]);
    expect(settings.facebookFundraiser).toEqual({ active: false, image: '' });
    expect(settings.employerMatch).toEqual({ active: false, image: '' });
    expect(settings.teamEvent).toEqual({ active: false, image: '' });
    expect(settings.eliteBadgeSettings).toEqual({ image: '', fundraisingGoal: 0, participationGoal: 0 });
  });

  it('has every Constant Contact list key, empty', () => {
    expect(Object.keys(settings.constantContactLists).sort()).toEqual([...CONSTANT_CONTACT_LIST_KEYS].sort());
    expect(Object.values(settings.constantContactLists).every((v) => v === '')).toBe(true);
  });

  it('is itself valid', () => {
    expect(eventSettingsSchema.parse(settings)).toEqual(settings);
  });
});

describe('eventSettingsSchema', () => {
  const base = defaultEventSettings(2026);

  it('refuses a short event name, state or a year without 4 digits', () => {
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, appTitle: 'A' }))).toBe('Event name must be at least 2 characters.');
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, appState: 'O' }))).toBe('State must be at least 2 characters.');
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, appYear: 202 }))).toBe('Year must have 4 digits.');
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, appYear: 20260 }))).toBe('Year must have 4 digits.');
  });

  it('needs runner prices of at least 5', () => {
    const at = (runnerPrice: number, virtualRunnerPrice: number) =>
      eventSettingsSchema.safeParse({ ...base, event5kSettings: { runnerPrice, hasVirtual: true, virtualRunnerPrice } });
    expect(at(5, 5).success).toBe(true);
    expect(firstMessage(at(4, 25))).toBe('Runner price must be at least 5.');
    expect(firstMessage(at(30, 4.99))).toBe('Virtual runner price must be at least 5.');
  });

  it('fills defaults for a partial 5k block', () => {
    const parsed = eventSettingsSchema.parse({ appTitle: 'Walk', appState: 'OK', appYear: 2026, event5kSettings: {} });
    expect(parsed.event5kSettings).toEqual({ runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 25 });
  });

  it('refuses a bad test email and a captain link without text', () => {
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, testEmails: ['nope'] }))).toBe('Must be a valid email address.');
    expect(firstMessage(eventSettingsSchema.safeParse({ ...base, captainTools: [{ link: 'https://x.test', text: '' }] }))).toBe(
      'A captain link requires text.',
    );
  });

  it('accepts server-owned keys on PUT', () => {
    const parsed = eventSettingsPutSchema.parse({ ...valid, id: 1, createdAt: 'x', updatedAt: 'y' });
    expect(parsed.appYear).toBe(2026);
  });
});

/** The defaults with the fields required by the Validation rules of docs/spec/back-office.md filled in. */
const valid = {
  ...defaultEventSettings(2026),
  eventFundraisingGoal: 500,
  termsAndConditionsUrl: 'https://example.org/terms',
  donationBadgeTipsUrl: 'https://example.org/fundraising-tips',
  participationBadgeTipsUrl: 'https://example.org/participation-tips',
  submitEventUrl: '/submit-event',
};

describe('the input rules (docs/spec/back-office.md §5)', () => {
  it('accepts the defaults once the required fields are set', () => {
    expect(eventSettingsInputSchema.safeParse(valid).success).toBe(true);
    expect(eventSettingsPutSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses the spec defaults on a PUT: the goal is under 200 and the required links are empty', () => {
    const result = eventSettingsPutSchema.safeParse(defaultEventSettings(2026));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining([M.fundraisingGoalMin, M.termsRequired, M.donationBadgeTipsUrl, M.participationBadgeTipsUrl, M.submitEventUrl]));
  });

  it('needs a fundraising goal of at least 200 and a Star of the Team limit of at least 0', () => {
    const at = (changes: object) => firstMessage(eventSettingsInputSchema.safeParse({ ...valid, ...changes }));
    expect(at({ eventFundraisingGoal: 199.99 })).toBe('Fundraising goal must be at least 200.');
    expect(at({ eventFundraisingGoal: 200 })).toBeUndefined();
    expect(at({ eventFundraisingGoal: '' })).toBe('Fundraising goal is required.');
    expect(at({ starOfTheTeamLimit: -1 })).toBe('Star of the Team limit must be at least 0.');
    expect(at({ starOfTheTeamLimit: undefined })).toBe('Star of the Team limit is required.');
    expect(at({ appYear: 999 })).toBe('Year must have 4 digits.');
  });

  it('needs the terms link and the three captain URLs, and a captain link with text', () => {
    const at = (changes: object) => firstMessage(eventSettingsInputSchema.safeParse({ ...valid, ...changes }));
    expect(at({ termsAndConditionsUrl: ' ' })).toBe('Terms link is required.');
    expect(at({ donationBadgeTipsUrl: '' })).toBe('Fundraising tips URL is required.');
    expect(at({ participationBadgeTipsUrl: '' })).toBe('Participation tips URL is required.');
    expect(at({ submitEventUrl: '' })).toBe('Submit event URL is required.');
    expect(at({ captainTools: [{ link: 'https://x.test', text: '' }] })).toBe('A captain link requires text.');
    expect(at({ publicEventSite: '' })).toBeUndefined();
  });

  it('refuses links that would run script, wherever a link is stored', () => {
    const at = (changes: object) => firstMessage(eventSettingsInputSchema.safeParse({ ...valid, ...changes }));
    expect(at({ termsAndConditionsUrl: 'javascript:alert(1)' })).toBe(M.webAddress);
    expect(at({ publicEventSite: 'data:text/html,<script>x</script>' })).toBe(M.webAddress);
    expect(at({ captainTools: [{ link: 'JavaScript:alert(1)', text: 'Tips' }] })).toBe(M.webAddress);
    expect(at({ facebookFundraiser: { active: true, image: '//evil.example/x.png' } })).toBe(M.webAddress);
    expect(at({ publicEventSite: 'https://walk.example.org/home' })).toBeUndefined();
    expect(at({ eventShirtSettings: { eventShirtImage: '/uploads/0123456789abcdef0123456789abcdef.webp' } })).toBeUndefined();
  });

  it('has runner prices of at least 5 with at most two decimals', () => {
    const at = (event5kSettings: object) => firstMessage(eventSettingsInputSchema.safeParse({ ...valid, event5kSettings }));
    expect(at({ runnerPrice: 4, hasVirtual: true, virtualRunnerPrice: 25 })).toBe('Runner price must be at least 5.');
    expect(at({ runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 4.99 })).toBe('Virtual runner price must be at least 5.');
    expect(at({ runnerPrice: 30.001, hasVirtual: true, virtualRunnerPrice: 25 })).toBe(M.cents);
    expect(at({ hasVirtual: true, virtualRunnerPrice: 25 })).toBe('Runner price is required.');
  });

  it('steps the elite fundraising goal by 100 from 100 (0: none), the participation goal by 1 from 0', () => {
    const at = (eliteBadgeSettings: object) =>
      firstMessage(eventSettingsInputSchema.safeParse({ ...valid, eliteBadgeSettings: { image: '', participationGoal: 0, fundraisingGoal: 0, ...eliteBadgeSettings } }));
    expect(at({ fundraisingGoal: 0 })).toBeUndefined();
    expect(at({ fundraisingGoal: 100 })).toBeUndefined();
    expect(at({ fundraisingGoal: 2500 })).toBeUndefined();
    expect(at({ fundraisingGoal: 50 })).toBe(M.eliteFundraisingGoal);
    expect(at({ fundraisingGoal: 150 })).toBe(M.eliteFundraisingGoal);
    expect(at({ participationGoal: 1.5 })).toBe(M.eliteParticipationGoal);
    expect(at({ participationGoal: -1 })).toBe(M.eliteParticipationGoal);
  });

  it('has badge goals of at least 5 in whole numbers, with an image', () => {
    const badge = { name: 'Ten Members', type: 'participant', goal: 10, image: '/uploads/badge.webp' };
    expect(newEventBadgeSchema.safeParse(badge).success).toBe(true);
    expect(firstMessage(newEventBadgeSchema.safeParse({ ...badge, goal: 4 }))).toBe('Badge goal must be at least 5.');
    expect(firstMessage(newEventBadgeSchema.safeParse({ ...badge, goal: 5.5 }))).toBe('Badge goal must be a whole number.');
    expect(firstMessage(newEventBadgeSchema.safeParse({ ...badge, image: '' }))).toBe('Badge image is required.');
    expect(firstMessage(newEventBadgeSchema.safeParse({ ...badge, type: '' }))).toBe(M.badgeType);
  });

  it('adds a product only with a name, a price of at least 5 and an image', () => {
    const product = { name: 'Event Shirt', price: 20, sizes: ['Small'], isGridded: false, image: '/uploads/shirt.webp' };
    expect(newProductSchema.safeParse(product).success).toBe(true);
    expect(firstMessage(newProductSchema.safeParse({ ...product, image: '' }))).toBe('Product image is required.');
    expect(firstMessage(newProductSchema.safeParse({ ...product, price: 4 }))).toBe('Price must be at least 5.');
    expect(firstMessage(newProductSchema.safeParse({ ...product, name: '' }))).toBe('Product name is required.');
    // A product already in the list may have no image (products made before images).
    expect(eventSettingsInputSchema.safeParse({ ...valid, products: [{ ...product, image: '' }] }).success).toBe(true);
  });
});

describe('PATCH and the panels', () => {
  it('takes any subset of top-level fields and fills none it was not sent', () => {
    expect(eventSettingsPatchSchema.parse({})).toEqual({});
    expect(eventSettingsPatchSchema.parse({ captainAlerts: [] })).toEqual({ captainAlerts: [] });
    expect(eventSettingsPatchSchema.parse({ has5k: false })).toEqual({ has5k: false });
  });

  it('applies the same rules as PUT and refuses unknown keys', () => {
    expect(firstMessage(eventSettingsPatchSchema.safeParse({ eventFundraisingGoal: 100 }))).toBe('Fundraising goal must be at least 200.');
    expect(firstMessage(eventSettingsPatchSchema.safeParse({ termsAndConditionsUrl: '' }))).toBe('Terms link is required.');
    expect(eventSettingsPatchSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(eventSettingsPatchSchema.safeParse({ id: 3 }).success).toBe(false);
  });

  it('gives every top-level field to exactly one panel', () => {
    const fields = EVENT_SETTINGS_PANELS.flatMap((panel) => [...EVENT_SETTINGS_PANEL_FIELDS[panel]]);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(eventSettingsSchema.shape).sort());
  });

  it("checks one panel's fields only, and picks them for its PATCH", () => {
    // The defaults fail Event Settings (goal 100, no terms link) but not Run Settings.
    const defaults = defaultEventSettings(2026);
    expect(eventSettingsPanelSchema('run-settings').safeParse(pickPanelFields('run-settings', defaults)).success).toBe(true);
    expect(eventSettingsPanelSchema('event-settings').safeParse(pickPanelFields('event-settings', defaults)).success).toBe(false);
    expect(Object.keys(pickPanelFields('debug-settings', defaults))).toEqual(['testEmailNotifications', 'testEmails']);
  });
});

describe('toPublicEventSettings', () => {
  it('drops the admin-only fields and keeps the rest', () => {
    const settings = { ...valid, testEmails: ['qa@example.org'], useConstantContact: true, id: 1, createdAt: 'x', updatedAt: 'y' };
    const shown = toPublicEventSettings(settings);
    for (const key of ADMIN_ONLY_SETTINGS_KEYS) expect(shown).not.toHaveProperty(key);
    expect(shown).toMatchObject({ appTitle: valid.appTitle, captainTools: [], eventBadges: [], id: 1 });
    expect(settings.testEmails).toEqual(['qa@example.org']);
  });
});

describe('productSchema', () => {
  const product = { name: 'Event Shirt', price: 20, sizes: ['sm', 'med'] };

  it('defaults active, isGridded and image', () => {
    expect(productSchema.parse(product)).toEqual({ ...product, active: true, isGridded: false, image: '' });
  });

  it('needs a price of at least 5 with at most two decimals', () => {
    expect(productSchema.safeParse({ ...product, price: 5 }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, price: 19.99 }).success).toBe(true);
    expect(firstMessage(productSchema.safeParse({ ...product, price: 4.99 }))).toBe('Price must be at least 5.');
    expect(productSchema.safeParse({ ...product, price: 5.001 }).success).toBe(false);
    expect(firstMessage(productSchema.safeParse({ ...product, price: undefined }))).toBe('Price is required.');
  });

  it('needs a name', () => {
    expect(firstMessage(productSchema.safeParse({ ...product, name: ' ' }))).toBe('Product name is required.');
  });
});

describe('eventBadgeSchema', () => {
  const badge = { name: 'Ten Members', type: 'participant', goal: 10, image: '/uploads/badge.png' };

  it('accepts participant and fundraising badges', () => {
    expect(eventBadgeSchema.parse(badge)).toEqual(badge);
    expect(eventBadgeSchema.safeParse({ ...badge, type: 'fundraising' }).success).toBe(true);
    expect(eventBadgeSchema.safeParse({ ...badge, type: 'other' }).success).toBe(false);
  });

  it('needs a goal of at least 5 and an image', () => {
    expect(firstMessage(eventBadgeSchema.safeParse({ ...badge, goal: 4 }))).toBe('Badge goal must be at least 5.');
    expect(firstMessage(eventBadgeSchema.safeParse({ ...badge, image: '' }))).toBe('Badge image is required.');
    expect(firstMessage(eventBadgeSchema.safeParse({ ...badge, name: '' }))).toBe('Badge name is required.');
  });
});
