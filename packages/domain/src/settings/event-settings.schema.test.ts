import { describe, expect, it } from 'vitest';
import { defaultEventSettings, eventBadgeSchema, eventSettingsPutSchema, eventSettingsSchema, productSchema } from './event-settings.schema.ts';
import { CONSTANT_CONTACT_LIST_KEYS } from '../constants.ts';

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

  it('opens public registration by default (DECISIONS.md 1)', () => {
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
    const parsed = eventSettingsPutSchema.parse({ ...base, id: 1, createdAt: 'x', updatedAt: 'y' });
    expect(parsed.appYear).toBe(2026);
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
