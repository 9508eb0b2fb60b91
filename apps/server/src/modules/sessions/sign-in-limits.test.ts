import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@walkfund/domain';
import { buildApp } from '../../app.ts';
import { rateLimits } from '../../db/schema/index.ts';
import type { EmailMessage, Mailer } from '../../integrations/email.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCaptain, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { ACCOUNT_FAILURES, accountFailuresKey, addressFailuresKeyPrefix, signInDelaySeconds } from './sign-in-throttle.ts';

const WRONG = 'Wrong#Pass1';
let addressSeq = 0;
/** A documentation address (RFC 5737) no other test in the file uses. */
const freshAddress = () => {
  addressSeq += 1;
  return `203.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
};

function inject(app: FastifyInstance, url: string, payload: object, address: string) {
  return app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': address } });
}
const loginOn = (app: FastifyInstance, email: string, password: string, address = freshAddress()) =>
  inject(app, '/v1/auth/login', { email, password }, address);
const forgotOn = (app: FastifyInstance, email: string, address = freshAddress()) =>
  inject(app, '/v1/auth/forgot-password', { email }, address);

/** Moves an account's last failures (of every address) `seconds` into the past, as if the clients had waited. */
async function waitOutDelay(app: FastifyInstance, email: string, seconds: number) {
  await app.db
    .update(rateLimits)
    .set({ lastHitAt: sql`${rateLimits.lastHitAt} - make_interval(secs => ${seconds})` })
    .where(or(eq(rateLimits.key, accountFailuresKey(email)), sql`starts_with(${rateLimits.key}, ${addressFailuresKeyPrefix(email)})`));
}

describe('signInDelaySeconds', () => {
  it('lets the first five failures through, then doubles the wait up to a minute', () => {
    expect([0, 1, 4].map(signInDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 10, 11, 12, 50].map(signInDelaySeconds)).toEqual([1, 2, 4, 8, 32, 60, 60, 60]);
    expect(ACCOUNT_FAILURES.decayMs).toBe(24 * 60 * 60_000);
  });
});

describe('sign-in and reset limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: true });
  });
  afterAll(() => t.close());
  const login = (email: string, password: string, address?: string) => loginOn(t.app, email, password, address);

  /**
   * Retry-After states the wait left, in whole seconds, counted from the failure: the delay itself,
   * or a little less when the test's requests were slow (59 of 60 once, beside CI's browser tests).
   */
  const expectRemainingWait = (header: unknown, delaySeconds: number) => {
    const seconds = Number(header);
    expect(seconds).toBeLessThanOrEqual(delaySeconds);
    expect(seconds).toBeGreaterThanOrEqual(Math.max(1, delaySeconds - 5));
  };

  it('locks nobody out: an attacker failing each time its delay ends stays slowed while the owner signs in from elsewhere', async () => {
    const { user } = await createCaptain(t.app.db);
    const attacker = freshAddress();
    const owner = freshAddress();
    for (let i = 0; i < 15; i++) {
      // The attacker waits out each delay, so every failure counts.
      await waitOutDelay(t.app, user.email, ACCOUNT_FAILURES.maxDelaySeconds);
      expect((await login(user.email, WRONG, attacker)).statusCode).toBe(401);
      if (i + 1 >= ACCOUNT_FAILURES.free) {
        const slowed = await login(user.email, WRONG, attacker);
        expect(slowed.statusCode).toBe(429);
        expect(slowed.json()).toEqual({ code: 429, message: AUTH_MESSAGES.signInDelayed });
        expectRemainingWait(slowed.headers['retry-after'], signInDelaySeconds(i + 1));
      }
      // In the attacker's delay, the owner's right password works: from their usual address, and from a new one.
      expect((await login(user.email, TEST_PASSWORD, owner)).statusCode).toBe(200);
      expect((await login(user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    }
  });

  it('never checks a password inside the delay of the address guessing it, the right one included', async () => {
    const { user } = await createCaptain(t.app.db);
    const guesser = freshAddress();
    for (let i = 0; i < 8; i++) {
      await waitOutDelay(t.app, user.email, ACCOUNT_FAILURES.maxDelaySeconds);
      expect((await login(user.email, WRONG, guesser)).statusCode).toBe(401);
    }
    const failures = async () => (await t.app.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, accountFailuresKey(user.email))))[0]?.hits;
    expect(await failures()).toBe(8);
    // Right or wrong, the same 429 and nothing counted: the answer tells nothing about the password.
    for (const password of [TEST_PASSWORD, WRONG, TEST_PASSWORD]) {
      const res = await login(user.email, password, guesser);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 429, message: AUTH_MESSAGES.signInDelayed });
    }
    expect(await failures()).toBe(8);
  });

  it("while an account is under attack, a new address has its first try checked and then waits the account's delay; a known one only its own", async () => {
    const { user } = await createCaptain(t.app.db);
    const home = freshAddress();
    expect((await login(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    const attacker = freshAddress();
    for (let i = 0; i < 12; i++) {
      await waitOutDelay(t.app, user.email, ACCOUNT_FAILURES.maxDelaySeconds);
      await login(user.email, WRONG, attacker);
    }
    // A new address (the owner on a phone, or another guesser): one try, then the account's delay.
    const phone = freshAddress();
    expect((await login(user.email, WRONG, phone)).statusCode).toBe(401);
    const waiting = await login(user.email, TEST_PASSWORD, phone);
    expect(waiting.statusCode).toBe(429);
    expectRemainingWait(waiting.headers['retry-after'], signInDelaySeconds(13));
    // The address the owner signed in from before: its own typos only.
    expect((await login(user.email, WRONG, home)).statusCode).toBe(401);
    expect((await login(user.email, WRONG, home)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("forgot-password requests never count against the account's sign-in", async () => {
    const { user } = await createCaptain(t.app.db);
    for (let i = 0; i < 10; i++) await forgotOn(t.app, user.email);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("grows the delay after five failures, answers 429 without checking the password, and clears the address's on success", async () => {
    const { user } = await createCaptain(t.app.db);
    const address = freshAddress();
    for (let i = 0; i < ACCOUNT_FAILURES.free; i++) expect((await login(user.email, WRONG, address)).statusCode).toBe(401);
    const failures = async () =>
      (await t.app.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, accountFailuresKey(user.email))))[0]?.hits ?? 0;
    expect(await failures()).toBe(5);

    // Inside the delay even the right password waits, and the refused attempt is not counted.
    const early = await login(user.email, TEST_PASSWORD, address);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(await failures()).toBe(5);

    await waitOutDelay(t.app, user.email, 1);
    expect((await login(user.email, WRONG, address)).statusCode).toBe(401);
    expect(await failures()).toBe(6);
    expect((await login(user.email, TEST_PASSWORD, address)).headers['retry-after']).toBe('2');

    await waitOutDelay(t.app, user.email, 2);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    // The account's count stays (it decays): a success here says nothing of other addresses.
    expect(await failures()).toBe(6);
    for (let i = 0; i < ACCOUNT_FAILURES.free; i++) expect((await login(user.email, WRONG, address)).statusCode).toBe(401);
  });

  it('caps the delay at a minute', async () => {
    const email = uniqueEmail('capped');
    const address = freshAddress();
    await t.app.db.insert(rateLimits).values({
      key: accountFailuresKey(email), hits: 40, windowEndsAt: new Date(Date.now() + 60 * 60_000), lastHitAt: new Date(),
    });
    expect((await login(email, WRONG, address)).statusCode).toBe(401);
    expect((await login(email, WRONG, address)).headers['retry-after']).toBe('60');
  });

  it('lets only one of several parallel guesses from an address through an opening', async () => {
    const { user } = await createCaptain(t.app.db);
    const address = freshAddress();
    for (let i = 0; i < ACCOUNT_FAILURES.free; i++) await login(user.email, WRONG, address);
    await waitOutDelay(t.app, user.email, 1);
    const answers = await Promise.all([0, 1, 2, 3].map((i) => login(user.email, `Guess#${i}aaa`, address)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429]);
  });

  it('lets a new address burst no more than its free tries on an account under attack', async () => {
    const { user } = await createCaptain(t.app.db);
    for (let i = 0; i < 8; i++) await login(user.email, WRONG, freshAddress());
    const burst = freshAddress();
    const answers = await Promise.all([0, 1, 2, 3].map((i) => login(user.email, `Guess#${i}aaa`, burst)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([401, 429, 429, 429]);
  });

  it('decays: failures older than the window no longer delay', async () => {
    const { user } = await createCaptain(t.app.db);
    const address = freshAddress();
    for (let i = 0; i < 8; i++) await login(user.email, WRONG, address);
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    await t.app.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(or(eq(rateLimits.key, accountFailuresKey(user.email)), sql`starts_with(${rateLimits.key}, ${addressFailuresKeyPrefix(user.email)})`));
    expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });

  it('treats an unknown email like a known one', async () => {
    const ghost = uniqueEmail('ghost');
    const address = freshAddress();
    for (let i = 0; i < ACCOUNT_FAILURES.free; i++) expect((await login(ghost, WRONG, address)).statusCode).toBe(401);
    const delayed = await login(ghost, WRONG, address);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({ code: 429, message: AUTH_MESSAGES.signInDelayed });
  });

  it('ten failures from one office address do not lock out the others behind it', async () => {
    const office = freshAddress();
    for (let i = 0; i < 10; i++) expect((await login(uniqueEmail('typo'), WRONG, office)).statusCode).toBe(401);
    const colleague = await createCaptain(t.app.db);
    expect((await login(colleague.user.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { user } = await createCaptain(t.app.db);
    const address = freshAddress();
    for (let i = 0; i < ACCOUNT_FAILURES.free + 3; i++) expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
  });
});

/** Two server instances on one database, with small limits, as behind a load balancer. */
describe('limits shared by every instance', () => {
  const SMALL = {
    ...DEFAULT_LIMITS,
    loginFailuresPerIp: { limit: 3, windowMs: 15 * 60_000 },
    resetEmailsPerAddressAndAccount: { limit: 2, windowMs: 60 * 60_000 },
    resetEmailsPerAccount: { limit: 3, windowMs: 60 * 60_000 },
    resetEmailsPerIp: { limit: 3, windowMs: 60 * 60_000 },
  };
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: true, limits: SMALL });
    second = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  const instance = (i: number) => (i % 2 === 0 ? t.app : second);

  it("counts an account's failures across instances", async () => {
    const { user } = await createCaptain(t.app.db);
    // Failures from several addresses (each address stays under its small ceiling here)...
    for (let i = 0; i < ACCOUNT_FAILURES.free - 1; i++) expect((await loginOn(instance(i), user.email, WRONG)).statusCode).toBe(401);
    const address = freshAddress();
    expect((await loginOn(t.app, user.email, WRONG, address)).statusCode).toBe(401);
    // ...make the account's delay, which an address with a failure waits on every instance.
    expect((await loginOn(second, user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await loginOn(t.app, user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    // Another address is not slowed by them, on either instance.
    expect((await loginOn(second, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("stops an address at its ceiling of failed sign-ins on every instance, and only that address", async () => {
    const address = freshAddress();
    for (let i = 0; i < SMALL.loginFailuresPerIp.limit; i++) {
      expect((await loginOn(instance(i), uniqueEmail('spray'), WRONG, address)).statusCode).toBe(401);
    }
    const { user } = await createCaptain(t.app.db);
    for (const app of [t.app, second]) {
      const stopped = await loginOn(app, user.email, TEST_PASSWORD, address);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toEqual({ code: 429, message: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect((await loginOn(second, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset requests per address and account on every instance, apart from sign-in', async () => {
    const { user } = await createCaptain(t.app.db);
    const sent = () => t.mailer.messages.filter((m) => m.to.includes(user.email)).length;
    const address = freshAddress();
    expect((await forgotOn(t.app, user.email, address)).statusCode).toBe(204);
    expect((await forgotOn(second, user.email.toUpperCase(), address)).statusCode).toBe(204);
    const third = await forgotOn(t.app, user.email, address);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await vi.waitFor(() => expect(sent()).toBe(SMALL.resetEmailsPerAddressAndAccount.limit));
    expect((await loginOn(second, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("requests from other addresses never answer 429 to the owner's address; the inbox gets at most its cap from them", async () => {
    const { user } = await createCaptain(t.app.db);
    const sent = () => t.mailer.messages.filter((m) => m.to.includes(user.email)).length;
    // Someone asks for the owner's email from several addresses, each up to its own limit.
    for (let i = 0; i < 4; i++) {
      const other = freshAddress();
      for (let j = 0; j < SMALL.resetEmailsPerAddressAndAccount.limit; j++) expect((await forgotOn(instance(j), user.email, other)).statusCode).toBe(204);
    }
    await t.app.afterResponse.settle();
    await second.afterResponse.settle();
    // Past the cap the answer is the same, but nothing more reaches the inbox.
    expect(sent()).toBe(SMALL.resetEmailsPerAccount.limit);
    // The owner's address has its own budget, on a new network too: no 429 caused by the others.
    const owner = freshAddress();
    expect((await forgotOn(t.app, user.email, owner)).statusCode).toBe(204);
    expect((await forgotOn(second, user.email, owner)).statusCode).toBe(204);
    expect((await forgotOn(t.app, user.email, owner)).statusCode).toBe(429);
  });

  it('an address the owner signed in from keeps getting reset emails while others use up the inbox cap', async () => {
    const { user } = await createCaptain(t.app.db);
    const home = freshAddress();
    expect((await loginOn(t.app, user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < SMALL.resetEmailsPerAccount.limit + 2; i++) expect((await forgotOn(instance(i), user.email)).statusCode).toBe(204);
    await t.app.afterResponse.settle();
    await second.afterResponse.settle();
    const sent = () => t.mailer.messages.filter((m) => m.to.includes(user.email)).length;
    expect(sent()).toBe(SMALL.resetEmailsPerAccount.limit);
    expect((await forgotOn(second, user.email, home)).statusCode).toBe(204);
    await vi.waitFor(() => expect(sent()).toBe(SMALL.resetEmailsPerAccount.limit + 1));
  });

  it('answers an unknown email with the same limits as a known one', async () => {
    const { user } = await createCaptain(t.app.db);
    const ghost = uniqueEmail('ghost');
    const answers = async (email: string) => {
      const address = freshAddress();
      const codes = [];
      for (let i = 0; i <= SMALL.resetEmailsPerAddressAndAccount.limit; i++) codes.push((await forgotOn(instance(i), email, address)).statusCode);
      return codes;
    };
    expect(await answers(user.email)).toEqual([204, 204, 429]);
    // 404 names an unknown email, as the spec's screen needs (docs/decisions/0002-account-enumeration.md); the 429 comes at the same count.
    expect(await answers(ghost)).toEqual([404, 404, 429]);
  });

  it('limits reset requests per address, whatever the email', async () => {
    const address = freshAddress();
    const answers = [];
    for (let i = 0; i <= SMALL.resetEmailsPerIp.limit; i++) answers.push((await forgotOn(instance(i), uniqueEmail('who'), address)).statusCode);
    expect(answers).toEqual([404, 404, 404, 429]);
  });

  it('answers forgot-password before the email goes out, so its timing does not tell', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: EmailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await gate;
        held.push(message);
        return { id: held.length, status: 'outbox' };
      },
    };
    const third = await buildApp({ config: t.config, database: t.database, mailer: slowMailer });
    try {
      const { user } = await createCaptain(t.app.db);
      const answer = await forgotOn(third, user.email);
      expect(answer.statusCode).toBe(204);
      expect(held).toHaveLength(0);
      release();
      await vi.waitFor(() => expect(held.map((m) => m.to)).toEqual([[user.email]]));
    } finally {
      release();
      await third.close();
    }
  });
});
