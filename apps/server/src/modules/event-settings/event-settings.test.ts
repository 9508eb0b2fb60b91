import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_SETTINGS_KEYS, CONSTANT_CONTACT_LIST_KEYS, ORGANIZATION_MESSAGES, type EventSettingsView } from '@walkfund/domain';
import { sql } from 'drizzle-orm';
import { eventSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadEventSettings } from './event-settings.service.ts';
import { signedInAdmin, signedInCaptain, type Session } from '../../../test/factories.ts';

/** The fields docs/spec/back-office.md §5 requires, which the spec defaults leave empty or too low. */
const REQUIRED_FIELDS = {
  eventFundraisingGoal: 250_000,
  termsAndConditionsUrl: 'https://walk.example.org/terms',
  donationBadgeTipsUrl: 'https://walk.example.org/fundraising-tips',
  participationBadgeTipsUrl: 'https://walk.example.org/participation-tips',
  submitEventUrl: 'https://walk.example.org/submit-event',
};

describe('/v1/event-settings', () => {
  let t: TestApp;
  let admin: Session;
  let captain: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    captain = (await signedInCaptain(t.app)).session;
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/v1/event-settings/', headers });
  /** What an admin reads: every field. */
  const read = async () => (await get(admin.headers)).json() as EventSettingsView;
  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/v1/event-settings/', headers, payload: body as object });
  const patch = (body: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers, payload: body as object });

  describe('GET', () => {
    it('answers the spec defaults without authentication', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      const settings = res.json();
      expect(settings).toMatchObject({
        appYear: new Date().getFullYear(),
        eventFundraisingGoal: 100,
        starOfTheTeamLimit: 200,
        publicRegistrationOpen: true,
        has5k: true,
        event5kSettings: { runnerPrice: 30, hasVirtual: true, virtualRunnerPrice: 25 },
      });
      expect(settings.id).toEqual(expect.any(Number));
    });

    it('shows test emails and Constant Contact lists to admins only; anonymous callers and captains get what public screens need', async () => {
      const saved = await patch({
        testEmailNotifications: false,
        testEmails: ['qa@example.org'],
        useConstantContact: true,
        constantContactLists: { captainList: 'cl-1', donorList: 'cl-2' },
        captainAlerts: [{ headline: 'Walk day', text: 'Meet at the north gate.' }],
      });
      expect(saved.statusCode).toBe(200);

      for (const headers of [{}, captain.headers]) {
        const shown = (await get(headers)).json();
        for (const key of ADMIN_ONLY_SETTINGS_KEYS) expect(shown).not.toHaveProperty(key);
        expect(JSON.stringify(shown)).not.toMatch(/qa@example\.org|cl-1/);
        // What captains' screens read stays.
        expect(shown).toMatchObject({ captainAlerts: [{ headline: 'Walk day' }], eventBadges: [], captainTools: [], products: [] });
      }
      const full = await read();
      expect(full).toMatchObject({ testEmails: ['qa@example.org'], useConstantContact: true, testEmailNotifications: false });
      expect(full.constantContactLists).toMatchObject({ captainList: 'cl-1', donorList: 'cl-2', runnerList: '' });
      expect(Object.keys(full.constantContactLists).sort()).toEqual([...CONSTANT_CONTACT_LIST_KEYS].sort());
    });

    it('refuses a bad bearer token (401) rather than answering as anonymous', async () => {
      const res = await get({ authorization: 'Bearer not-a-token' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: 'Please authenticate' });
    });
  });

  describe('PUT (the whole object)', () => {
    it('lets an admin replace the whole object, ignoring id, createdAt and updatedAt', async () => {
      const current = await read();
      const res = await put({
        ...current,
        ...REQUIRED_FIELDS,
        id: 999,
        createdAt: '2000-01-01T00:00:00.000Z',
        appTitle: 'Tulsa Walk',
        publicRegistrationOpen: false,
        event5kSettings: { runnerPrice: 35, hasVirtual: false, virtualRunnerPrice: 20 },
        products: [{ name: 'Walk T-Shirt', price: 22.5, sizes: ['sm', 'med'], active: true, isGridded: false, image: '' }],
      });
      expect(res.statusCode).toBe(200);
      const saved = await read();
      expect(res.json()).toEqual(saved);
      expect(saved).toMatchObject({
        id: current.id,
        createdAt: current.createdAt,
        appTitle: 'Tulsa Walk',
        publicRegistrationOpen: false,
        event5kSettings: { runnerPrice: 35, hasVirtual: false, virtualRunnerPrice: 20 },
        ...REQUIRED_FIELDS,
      });
      expect(saved.products).toEqual([expect.objectContaining({ name: 'Walk T-Shirt', slug: 'walk-t-shirt', price: 22.5, sizes: ['sm', 'med'] })]);
    });

    it('applies every validation rule of the spec (back-office.md) to the whole object: the untouched defaults are refused', async () => {
      const before = await read();
      const res = await put({ ...before, eventFundraisingGoal: 100, termsAndConditionsUrl: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^eventFundraisingGoal: Fundraising goal must be at least 200\./);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          { field: 'eventFundraisingGoal', message: 'Fundraising goal must be at least 200.' },
          { field: 'termsAndConditionsUrl', message: 'Terms link is required.' },
        ]),
      );
      expect(await read()).toEqual(before);
    });

    it('bounds texts, lists and amounts', async () => {
      const before = await read();
      const longTitle = await put({ ...before, appTitle: 'x'.repeat(5000) });
      expect(longTitle.statusCode).toBe(400);
      expect(longTitle.json().message).toMatch(/^appTitle: /);
      const goal = await put({ ...before, eventFundraisingGoal: 1e300 });
      expect(goal.statusCode).toBe(400);
      expect(goal.json().message).toMatch(/^eventFundraisingGoal: /);
      const emails = await put({ ...before, testEmails: Array.from({ length: 101 }, (_, i) => `t${i}@example.com`) });
      expect(emails.statusCode).toBe(400);
      expect(await read()).toEqual(before);
    });

    it('answers 400 naming the field for invalid or unknown fields, changing nothing', async () => {
      const before = await read();
      const bad = await put({ ...before, event5kSettings: { ...before.event5kSettings, runnerPrice: 2 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, message: 'event5kSettings.runnerPrice: Runner price must be at least 5.' });
      const unknown = await put({ ...before, isAdmin: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe(400);
      expect(await read()).toEqual(before);
    });
  });

  describe('PATCH (one panel)', () => {
    beforeAll(async () => {
      const res = await patch(REQUIRED_FIELDS);
      expect(res.statusCode).toBe(200);
    });

    it("saves one panel's fields and keeps every other field as stored", async () => {
      const before = await read();
      const res = await patch({ has5k: false, event5kSettings: { runnerPrice: 40, hasVirtual: true, virtualRunnerPrice: 27.5 } });
      expect(res.statusCode).toBe(200);
      const after = await read();
      expect(res.json()).toEqual(after);
      expect(after).toEqual({
        ...before,
        has5k: false,
        event5kSettings: { runnerPrice: 40, hasVirtual: true, virtualRunnerPrice: 27.5 },
        updatedAt: expect.any(String),
      });

      const alerts = await patch({ captainAlerts: [{ headline: 'Packet pickup', text: 'Friday 4-7 pm' }] });
      expect(alerts.statusCode).toBe(200);
      expect(await read()).toEqual({ ...after, captainAlerts: [{ headline: 'Packet pickup', text: 'Friday 4-7 pm' }], updatedAt: expect.any(String) });
    });

    it('changes nothing for {}', async () => {
      const before = await read();
      const res = await patch({});
      expect(res.statusCode).toBe(200);
      expect(await read()).toEqual(before);
    });

    it('keeps the saves of two admins on different panels made at the same moment', async () => {
      const other = (await signedInAdmin(t.app)).session;
      for (let round = 1; round <= 5; round += 1) {
        const [a, b] = await Promise.all([
          patch({ captainAlerts: [{ headline: `Alert ${round}`, text: 'Both survive.' }] }),
          patch({ testEmailNotifications: false, testEmails: [`round${round}@example.org`] }, other.headers),
        ]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        const after = await read();
        expect(after.captainAlerts).toEqual([{ headline: `Alert ${round}`, text: 'Both survive.' }]);
        expect(after.testEmails).toEqual([`round${round}@example.org`]);
      }
    });

    it('keeps the ids and slugs of products saved through the settings, also through a rename', async () => {
      const first = await patch({
        products: [
          { name: 'Walk Shirt', price: 20, sizes: ['Small', 'Medium'], active: true, isGridded: false, image: '/uploads/0123456789abcdef0123456789abcdef.webp' },
          { name: 'Youth Shirt', price: 15, sizes: ['XSmall'], active: true, isGridded: true, image: '' },
        ],
      });
      expect(first.statusCode).toBe(200);
      const [walk, youth] = (first.json() as EventSettingsView).products;
      expect(walk).toMatchObject({ id: expect.any(Number), slug: 'walk-shirt' });
      expect(youth).toMatchObject({ id: expect.any(Number), slug: 'youth-shirt', isGridded: true });

      // The panel sends the list back with a rename, a deactivation and a new product named like an old one.
      const second = await patch({
        products: [
          { ...walk, name: 'Walk Shirt 2026', price: 22 },
          { ...youth, active: false },
          { name: 'Walk Shirt', price: 25, sizes: ['Large'], active: true, isGridded: false, image: '/uploads/fedcba9876543210fedcba9876543210.webp' },
        ],
      });
      expect(second.statusCode).toBe(200);
      const products = (await read()).products;
      expect(products).toEqual([
        expect.objectContaining({ id: walk!.id, slug: 'walk-shirt', name: 'Walk Shirt 2026', price: 22 }),
        expect.objectContaining({ id: youth!.id, slug: 'youth-shirt', active: false }),
        expect.objectContaining({ slug: 'walk-shirt-2', name: 'Walk Shirt', price: 25 }),
      ]);
      // Other panels' saves leave the products alone.
      await patch({ hasEventShirt: false });
      expect((await read()).products).toEqual(products);
    });

    it('answers 400 with the field and its message, changing nothing', async () => {
      const before = await read();
      const cases: [object, string][] = [
        [{ eventFundraisingGoal: 150 }, 'eventFundraisingGoal: Fundraising goal must be at least 200.'],
        [{ termsAndConditionsUrl: '' }, 'termsAndConditionsUrl: Terms link is required.'],
        [{ appYear: 99 }, 'appYear: Year must have 4 digits.'],
        [{ event5kSettings: { runnerPrice: 4, hasVirtual: true, virtualRunnerPrice: 25 } }, 'event5kSettings.runnerPrice: Runner price must be at least 5.'],
        [{ submitEventUrl: '' }, 'submitEventUrl: Submit event URL is required.'],
        [{ captainTools: [{ link: 'https://x.example.org', text: '' }] }, 'captainTools.0.text: A captain link requires text.'],
        [{ captainTools: [{ link: 'javascript:alert(1)', text: 'Tips' }] }, expect.stringMatching(/^captainTools\.0\.link: Use a web address/) as unknown as string],
        [{ products: [{ name: 'Cap', price: 4.5, sizes: [], image: '' }] }, 'products.0.price: Price must be at least 5.'],
        [{ eliteBadgeSettings: { image: '', fundraisingGoal: 150, participationGoal: 0 } }, expect.stringMatching(/^eliteBadgeSettings\.fundraisingGoal: Elite fundraising goal must be at least 100, in steps of 100/) as unknown as string],
        [{ eventBadges: [{ name: 'Ten', type: 'participant', goal: 4, image: '/uploads/b.webp' }] }, 'eventBadges.0.goal: Badge goal must be at least 5.'],
        [{ testEmails: ['not-an-email'] }, 'testEmails.0: Must be a valid email address.'],
      ];
      for (const [body, message] of cases) {
        const res = await patch(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message });
      }
      const unknown = await patch({ isAdmin: true });
      expect(unknown.statusCode).toBe(400);
      const serverOwned = await patch({ id: 5 });
      expect(serverOwned.statusCode).toBe(400);
      expect(await read()).toEqual(before);
    });

    it("saves the home's hero image with the organization and shows it to anonymous visitors; refuses a script address (docs/features/receipts-and-admin-home.md)", async () => {
      const organization = { ...(await read()).organization, heroImage: '/uploads/0123456789abcdef0123456789abcdef.webp' };
      const saved = await patch({ organization });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get()).json().organization.heroImage).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');

      const refused = await patch({ organization: { ...organization, heroImage: 'javascript:alert(1)' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, message: `organization.heroImage: ${ORGANIZATION_MESSAGES.heroImage}` });
      const tooLong = await patch({ organization: { ...organization, heroImage: `/${'x'.repeat(3000)}` } });
      expect(tooLong.statusCode).toBe(400);
      expect((await read()).organization.heroImage).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    });
  });

  describe('permissions', () => {
    it('refuses anonymous callers (401) and captains (403), changing nothing', async () => {
      const before = await read();
      for (const send of [put, patch]) {
        expect((await send({ ...before, appTitle: 'Hijacked' }, {})).statusCode).toBe(401);
        const res = await send({ appTitle: 'Hijacked' }, captain.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: 'Forbidden' });
      }
      expect((await read()).appTitle).toBe(before.appTitle);
    });

    it('decides authorization before validating the body: an invalid body is 401 or 403 and names no settings field', async () => {
      for (const send of [put, patch]) {
        for (const body of [{}, { eventFundraisingGoal: 5 }]) {
          const anonymous = await send(body, {});
          expect(anonymous.statusCode).toBe(401);
          expect(anonymous.json()).toEqual({ code: 401, message: 'Please authenticate' });
          const refused = await send(body, captain.headers);
          expect(refused.statusCode).toBe(403);
          expect(refused.body).not.toMatch(/appTitle|appYear|appState|eventFundraisingGoal|details/);
        }
      }
    });
  });

  describe('kept in memory (docs/features/speed-and-scale.md)', () => {
    const writeTitleAround = async (appTitle: string) => {
      await t.app.db.update(eventSettings).set({ data: sql`${eventSettings.data} || ${JSON.stringify({ appTitle })}::jsonb` });
    };

    it('serves the settings from memory until a save here or a write announced by another instance', async () => {
      const before = (await loadEventSettings(t.app.db)).appTitle;
      // A write made around the service (as by another instance) is not read again at once...
      await writeTitleAround('Written Elsewhere');
      expect((await loadEventSettings(t.app.db)).appTitle).toBe(before);
      // ...but as soon as the other instance's NOTIFY drops the public answers.
      t.app.publicCache.invalidate('content');
      expect((await loadEventSettings(t.app.db)).appTitle).toBe('Written Elsewhere');

      // A save through this instance is read back at once.
      expect((await patch({ appTitle: 'Saved Here' })).statusCode).toBe(200);
      expect((await loadEventSettings(t.app.db)).appTitle).toBe('Saved Here');
    });

    it('shares one frozen copy: no caller can change what the next one reads', async () => {
      const first = await loadEventSettings(t.app.db);
      const title = first.appTitle;
      expect(() => {
        first.appTitle = 'Changed By A Caller';
      }).toThrow(TypeError);
      expect(() => {
        first.products.length = 0;
      }).toThrow(TypeError);
      const second = await loadEventSettings(t.app.db);
      expect(second.appTitle).toBe(title);
      expect(second.products.length).toBeGreaterThan(0);
    });

    it('reads the row itself inside a transaction', async () => {
      await loadEventSettings(t.app.db);
      await writeTitleAround('Inside A Transaction');
      const seen = await t.app.db.transaction(async (tx) => (await loadEventSettings(tx)).appTitle);
      expect(seen).toBe('Inside A Transaction');
      t.app.publicCache.invalidate('content');
    });
  });
});
