import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import { eventSettings, integrationCredentials, jobs, oauthStates } from '../../db/schema/index.ts';
import { credentialCipher } from '../../integrations/constant-contact/credential-cipher.ts';
import { createTestApp, memoryMailer, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, signedInCaptain, authHeader, TEST_PASSWORD, uniqueEmail, uniqueSuffix } from '../../../test/factories.ts';
import { startFakeConstantContact, type FakeConstantContact } from '../../../test/fakes/constant-contact-fake.ts';
import { TEST_DIR } from '../../../test/paths.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { offlineTransaction, paidTransaction } from '../transactions/test-support/transaction-fixtures.ts';
import { forgetEventSettings, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { CONSTANT_CONTACT_SYNC_QUEUE } from './constant-contact-sync.ts';
import { CONSTANT_CONTACT_MESSAGES } from './constant-contact.service.ts';

const LISTS = {
  captainList: 'L-captain', runnerList: 'L-runner', generalList: 'L-general', donorList: 'L-donor', oklahomaCityList: 'L-okc', tulsaList: 'L-tulsa',
  overOneHundredsList: 'L-100', overFiveHundredsList: 'L-500', overFifteenHundredsList: 'L-1500', overTwentyFiveHundredsList: 'L-2500',
  overTenMembersList: 'L-10members',
};

function ccConfig(fake: FakeConstantContact): Partial<AppConfig> {
  return {
    CONSTANT_CONTACT_CLIENT_ID: fake.clientId,
    CONSTANT_CONTACT_CLIENT_SECRET: fake.clientSecret,
    CONSTANT_CONTACT_AUTH_URL: fake.authUrl,
    CONSTANT_CONTACT_API_URL: fake.apiUrl,
    CONSTANT_CONTACT_TIMEOUT_MS: 500,
  };
}

type App = TestApp['app'];

async function setSwitch(app: App, on: boolean) {
  await loadEventSettings(app.db);
  const patch = JSON.stringify({ useConstantContact: on, constantContactLists: LISTS });
  await app.db.update(eventSettings).set({ data: sql`${eventSettings.data} || ${patch}::jsonb` });
  forgetEventSettings(app.db);
}

/** The whole browser round trip without a browser: authorize-url, the fake's page, its Authorize link, connect. */
async function connect(app: App, authorization: string) {
  const { url } = (await app.inject({ method: 'GET', url: '/v1/constantcontact/authorize-url', headers: { authorization } })).json() as { url: string };
  const page = await (await fetch(url)).text();
  const link = new URL(/href="([^"]+)"/.exec(page)![1]!.replaceAll('&#38;', '&'));
  const code = link.searchParams.get('code')!;
  const state = link.searchParams.get('state')!;
  const res = await app.inject({ method: 'POST', url: `/v1/constantcontact/connect?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, headers: { authorization } });
  return { res, code, state, link };
}

async function jobsOf(app: App) {
  return app.db.select().from(jobs).where(eq(jobs.queue, CONSTANT_CONTACT_SYNC_QUEUE)).orderBy(jobs.id);
}

/** Makes queued retries ready now (their backoff is seconds long), then drains. */
async function drainWithRetriesNow(app: App) {
  await app.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.status, 'queued'));
  return app.jobs.drain();
}

describe('Constant Contact: not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so in the status, and every action answers 409 with a clear message', async () => {
    const admin = await signedInAdmin(t.app);
    const authorization = authHeader(admin.session.tokens.access.token);
    const status = await t.app.inject({ method: 'GET', url: '/v1/constantcontact/status', headers: authorization });
    expect(status.json()).toEqual({ configured: false, connected: false });
    for (const [method, url] of [['GET', '/v1/constantcontact/authorize-url'], ['POST', '/v1/constantcontact/connect?code=a&state=b'], ['DELETE', '/v1/constantcontact/disconnect']] as const) {
      const res = await t.app.inject({ method, url, headers: authorization });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: CONSTANT_CONTACT_MESSAGES.notConfigured });
    }
  });
});

describe('Constant Contact: connect, sync, disconnect against the fake', () => {
  let fake: FakeConstantContact;
  let t: TestApp;
  let authorization: string;
  let adminId: number;
  beforeAll(async () => {
    fake = await startFakeConstantContact();
    t = await createTestApp(ccConfig(fake));
    const admin = await signedInAdmin(t.app);
    authorization = admin.session.tokens.access.token;
    authorization = `Bearer ${authorization}`;
    adminId = admin.user.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    await t.app.db.delete(integrationCredentials);
    await t.app.db.delete(jobs).where(eq(jobs.queue, CONSTANT_CONTACT_SYNC_QUEUE));
    await setSwitch(t.app, true);
  });

  it('refuses anonymous callers (401) and captains (403) on every route', async () => {
    const captain = await signedInCaptain(t.app);
    const routes = [['GET', '/v1/constantcontact/status'], ['GET', '/v1/constantcontact/authorize-url'], ['POST', '/v1/constantcontact/connect?code=a&state=b'], ['DELETE', '/v1/constantcontact/disconnect']] as const;
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: authHeader(captain.session.tokens.access.token) })).statusCode, url).toBe(403);
    }
  });

  it('hands out the authorization address with the flow parameters and a state stored only as a hash, for ten minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/constantcontact/authorize-url', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    const url = new URL((res.json() as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.authUrl}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(fake.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('contact_data offline_access');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.PUBLIC_URL}/frontend/constant-contact`);
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(40);
    const rows = await t.app.db.select().from(oauthStates).where(eq(oauthStates.stateHash, createHash('sha256').update(state).digest('hex')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(adminId);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(JSON.stringify(await t.app.db.select().from(oauthStates))).not.toContain(state);
  });

  it('connects through the authorization page: the code is exchanged and the tokens stored encrypted, never answered', async () => {
    const { res } = await connect(t.app, authorization);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ configured: true, connected: true });
    expect(typeof body.connectedAt).toBe('string');
    expect(fake.calls.filter((c) => c.route === 'token').at(-1)).toEqual({ route: 'token', status: 200, grantType: 'authorization_code' });
    const [live] = fake.liveAccessTokens().slice(-1);
    const rows = await t.app.db.select().from(integrationCredentials);
    const stored = JSON.stringify(rows);
    for (const tok of fake.issuedTokens()) {
      expect(stored).not.toContain(tok);
      expect(res.body).not.toContain(tok);
    }
    const cipher = credentialCipher(t.config.JWT_SECRET);
    expect(cipher.open((rows[0]!.data as { accessToken: string }).accessToken)).toBe(live);
    const status = await t.app.inject({ method: 'GET', url: '/v1/constantcontact/status', headers: { authorization } });
    expect(status.json()).toMatchObject({ configured: true, connected: true });
    for (const tok of fake.issuedTokens()) expect(status.body).not.toContain(tok);
  });

  it('refuses a missing, unknown, reused or expired state with a clear 400', async () => {
    const { res, code, state } = await connect(t.app, authorization);
    expect(res.statusCode).toBe(200);
    const post = (query: string) => t.app.inject({ method: 'POST', url: `/v1/constantcontact/connect?${query}`, headers: { authorization } });

    const reused = await post(`code=${code}&state=${state}`);
    expect(reused.json()).toEqual({ code: 400, message: CONSTANT_CONTACT_MESSAGES.unknownState });
    expect((await post(`code=${code}&state=${randomBytes(32).toString('base64url')}`)).json()).toEqual({ code: 400, message: CONSTANT_CONTACT_MESSAGES.unknownState });
    expect((await post(`code=${code}`)).json()).toEqual({ code: 400, message: CONSTANT_CONTACT_MESSAGES.missingState });

    const { url } = (await t.app.inject({ method: 'GET', url: '/v1/constantcontact/authorize-url', headers: { authorization } })).json() as { url: string };
    const freshState = new URL(url).searchParams.get('state')!;
    await t.app.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await post(`code=${fake.issueCode(`${t.config.PUBLIC_URL}/frontend/constant-contact`)}&state=${freshState}`)).json()).toEqual({ code: 400, message: CONSTANT_CONTACT_MESSAGES.expiredState });
  });

  it('answers 400 when Constant Contact refuses the code, and stays as it was', async () => {
    const { url } = (await t.app.inject({ method: 'GET', url: '/v1/constantcontact/authorize-url', headers: { authorization } })).json() as { url: string };
    const state = new URL(url).searchParams.get('state')!;
    const res = await t.app.inject({ method: 'POST', url: `/v1/constantcontact/connect?code=not-a-code&state=${state}`, headers: { authorization } });
    expect(res.json()).toEqual({ code: 400, message: CONSTANT_CONTACT_MESSAGES.refused });
    expect(await t.app.db.select().from(integrationCredentials)).toHaveLength(0);
  });

  it('syncs a marketing opt-in donor after a recorded transaction, with the tier lists of their year total', async () => {
    await connect(t.app, authorization);
    const email = uniqueEmail('ccdonor');
    await paidTransaction(t, { donation: 600, email, eventCity: 'Tulsa' });
    expect(await jobsOf(t.app)).toHaveLength(1);
    await t.app.jobs.drain();
    const contact = fake.contacts.get(email);
    expect(contact).toMatchObject({ email, firstName: 'Dana', lastName: 'Donor' });
    expect(contact!.lists.sort()).toEqual(['L-100', 'L-500', 'L-donor', 'L-general', 'L-tulsa'].sort());
    const [job] = await jobsOf(t.app);
    expect(job).toMatchObject({ status: 'succeeded', payload: { transactionId: expect.any(Number) } });
    expect(JSON.stringify(job!.payload)).not.toContain(email);
  });

  it('enqueues nothing for a donor who did not opt in to marketing', async () => {
    await connect(t.app, authorization);
    const payload = buildCheckout({ donation: 50, email: uniqueEmail('ccoptout') });
    await paidTransaction(t, { ...payload, person: { ...payload.person, marketing: false } });
    expect(await jobsOf(t.app)).toHaveLength(0);
    await t.app.jobs.drain();
    expect(fake.contacts.has(payload.person.email)).toBe(false);
  });

  it('enqueues nothing while switched off or not connected, and a queued job then does nothing', async () => {
    await offlineTransaction(t, authorization, { donation: 20 });
    expect(await jobsOf(t.app)).toHaveLength(0);
    await connect(t.app, authorization);
    await setSwitch(t.app, false);
    await offlineTransaction(t, authorization, { donation: 20 });
    expect(await jobsOf(t.app)).toHaveLength(0);
    await setSwitch(t.app, true);
    const before = fake.contacts.size;
    await offlineTransaction(t, authorization, { donation: 20 });
    await setSwitch(t.app, false);
    await t.app.jobs.drain();
    const [job] = await jobsOf(t.app);
    expect(job).toMatchObject({ status: 'succeeded', result: { synced: false, reason: 'switched off' } });
    expect(fake.contacts.size).toBe(before);
  });

  it('syncs a new captain to the captain and city lists', async () => {
    await connect(t.app, authorization);
    const email = uniqueEmail('cccaptain');
    const res = await t.app.inject({
      method: 'POST', url: '/v1/teams/create-team', headers: { authorization },
      payload: {
        captain: { firstName: 'Casey', lastName: 'Captain', email, phone: '(405) 555-0199', password: { password: TEST_PASSWORD, confirm: TEST_PASSWORD } },
        team: { name: `CC Team ${uniqueSuffix()}`, eventCity: 'Tulsa', teamMessage: '<p>Join us</p>' },
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    expect(fake.contacts.get(email)?.lists.sort()).toEqual(['L-captain', 'L-general', 'L-tulsa'].sort());
  });

  it('refreshes an access token near its expiry first and stores the rotated refresh token', async () => {
    await connect(t.app, authorization);
    const cipher = credentialCipher(t.config.JWT_SECRET);
    const [row] = await t.app.db.select().from(integrationCredentials);
    const before = row!.data as { refreshToken: string; expiresAt: string };
    const oldRefresh = cipher.open(before.refreshToken);
    await t.app.db.update(integrationCredentials).set({ data: { ...(row!.data as object), expiresAt: new Date(Date.now() + 60_000).toISOString() } });
    const email = uniqueEmail('ccrefresh');
    await paidTransaction(t, { donation: 30, email });
    await t.app.jobs.drain();
    expect(fake.contacts.has(email)).toBe(true);
    expect(fake.usedRefreshTokens).toContain(oldRefresh);
    const [after] = await t.app.db.select().from(integrationCredentials);
    const newRefresh = cipher.open((after!.data as { refreshToken: string }).refreshToken);
    expect(newRefresh).not.toBe(oldRefresh);
    expect(fake.issuedTokens()).toContain(newRefresh);
    expect(new Date((after!.data as { expiresAt: string }).expiresAt).getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('refreshes once when Constant Contact says the access token no longer works', async () => {
    await connect(t.app, authorization);
    fake.expireAccessTokens();
    const email = uniqueEmail('cc401');
    await paidTransaction(t, { donation: 30, email });
    await t.app.jobs.drain();
    expect(fake.contacts.has(email)).toBe(true);
    expect(fake.calls.filter((c) => c.grantType === 'refresh_token').at(-1)?.status).toBe(200);
  });

  it('retries after a 500 and keeps the checkout recorded', async () => {
    await connect(t.app, authorization);
    fake.failNext('sign_up_form', 1);
    const email = uniqueEmail('cc500');
    const transaction = await paidTransaction(t, { donation: 30, email });
    expect(transaction.id).toBeGreaterThan(0);
    await t.app.jobs.drain();
    const [failedOnce] = await jobsOf(t.app);
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failedOnce!.lastError).toContain('status 500');
    expect(fake.contacts.has(email)).toBe(false);
    await drainWithRetriesNow(t.app);
    const [done] = await jobsOf(t.app);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(fake.contacts.has(email)).toBe(true);
  });

  it('gives up on a provider that does not answer within the timeout, and retries later', async () => {
    await connect(t.app, authorization);
    fake.hangNext('sign_up_form', 1);
    const email = uniqueEmail('cchang');
    await paidTransaction(t, { donation: 30, email });
    await t.app.jobs.drain();
    const [timedOut] = await jobsOf(t.app);
    expect(timedOut).toMatchObject({ status: 'queued', attempts: 1 });
    expect(timedOut!.lastError).toContain('no answer within 500 ms');
    await drainWithRetriesNow(t.app);
    expect(fake.contacts.has(email)).toBe(true);
  });

  it('disconnects: revokes both tokens at Constant Contact and forgets them', async () => {
    await connect(t.app, authorization);
    const issued = fake.issuedTokens().slice(-2);
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/constantcontact/disconnect', headers: { authorization } });
    expect(res.statusCode).toBe(204);
    expect(fake.revokedTokens).toEqual(expect.arrayContaining(issued));
    expect(await t.app.db.select().from(integrationCredentials)).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/v1/constantcontact/status', headers: { authorization } })).json()).toEqual({ configured: true, connected: false });
  });

  it('forgets the tokens even when the revoke fails', async () => {
    await connect(t.app, authorization);
    fake.failNext('revoke', 2);
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/constantcontact/disconnect', headers: { authorization } });
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(integrationCredentials)).toHaveLength(0);
  });
});

describe('Constant Contact: no token, code, state or secret in the log', () => {
  it('logs failures by status only', async () => {
    const fake = await startFakeConstantContact();
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: TEST_DIR, JWT_SECRET: randomBytes(32).toString('hex') }, ccConfig(fake));
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const app = await buildApp({ config, database, mailer: memoryMailer(), logStream: stream });
    await app.ready();
    try {
      const admin = await signedInAdmin(app);
      const authorization = `Bearer ${admin.session.tokens.access.token}`;
      await setSwitch(app, true);
      const { code, state } = await connect(app, authorization);
      fake.failNext('sign_up_form', 1);
      const t = { app, database, mailer: memoryMailer(), config, close: async () => undefined };
      await paidTransaction(t, { donation: 30, email: uniqueEmail('cclog') });
      await app.jobs.drain();
      fake.expireAccessTokens();
      await drainWithRetriesNow(app);
      fake.failNext('revoke', 2);
      await app.inject({ method: 'DELETE', url: '/v1/constantcontact/disconnect', headers: { authorization } });
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of [...fake.issuedTokens(), code, state, fake.clientSecret]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
      await fake.close();
    }
  });
});
