import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, loadConfig } from './config.ts';
import { DEFAULT_LIMITS } from './modules/rate-limits/limits.ts';

/** As `openssl rand -base64 48` prints one. */
const SECRET = 'q3JvY1nX8pT0e+Lw7ZbKd2Hs9RaUfGm4Vc6Ej1Oi5Nt/yAk';
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_a', STRIPE_PUBLISHABLE_KEY: 'pk_live_a', STRIPE_WEBHOOK_SECRET: 'whsec_a' };
const DATA_DIR = '/tmp/walkfund-config-test';

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

function production(env: Record<string, string>) {
  return () => loadConfig({ NODE_ENV: 'production', DATA_DIR, ...env });
}

describe('loadConfig in production (docs/decisions/0120-production-safe-by-default.md)', () => {
  it('starts with a JWT secret, a chosen admin password and Stripe keys', () => {
    const config = production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Chosen#Pass9', ...STRIPE })();
    expect(config.stripeEnabled).toBe(true);
    expect(config.ADMIN_PASSWORD).toBe('Chosen#Pass9');
  });

  it('refuses to start without an admin password, naming the key', () => {
    expect(production({ JWT_SECRET: SECRET, ...STRIPE })).toThrow(/ADMIN_PASSWORD: required in production/);
  });

  it('refuses the published demo admin password', () => {
    expect(production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD, ...STRIPE })).toThrow(/ADMIN_PASSWORD: the published demo password/);
  });

  it("refuses an admin password that breaks the product's password rule, saying why", () => {
    for (const weak of ['password', 'Password1', 'password#1', 'PASSWORD#1', 'Ab#1']) {
      expect(production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: weak, ...STRIPE }), weak).toThrow(/ADMIN_PASSWORD: .*(uppercase, lowercase, number and special|at least 8)/);
    }
    expect(production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Strong#Pass9', ...STRIPE })().ADMIN_PASSWORD).toBe('Strong#Pass9');
  });

  it('refuses a JWT secret that is easy to guess, however long', () => {
    for (const weak of ['x'.repeat(40), 'ab'.repeat(20), 'passwordpasswordpasswordpassword', '12345678901234567890123456789012']) {
      expect(production({ JWT_SECRET: weak, ADMIN_PASSWORD: 'Chosen#Pass9', ...STRIPE }), weak).toThrow(/JWT_SECRET: too easy to guess/);
    }
    // 32 hex characters (128 random bits) score about 110: the estimate asks for a longer secret.
    expect(production({ JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015', ADMIN_PASSWORD: 'Chosen#Pass9', ...STRIPE })).toThrow(/JWT_SECRET: too easy/);
    // What the usual generators print passes: openssl rand -hex 32 / -base64 48.
    for (const random of [randomHex(32), SECRET]) {
      expect(production({ JWT_SECRET: random, ADMIN_PASSWORD: 'Chosen#Pass9', ...STRIPE })().JWT_SECRET).toBe(random);
    }
  });

  it('refuses to take test-mode "card" payments unless ALLOW_TEST_PAYMENTS is set on purpose', () => {
    expect(production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Chosen#Pass9' })).toThrow(/ALLOW_TEST_PAYMENTS=true/);
    const config = production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'Chosen#Pass9', ALLOW_TEST_PAYMENTS: 'true' })();
    expect(config.stripeEnabled).toBe(false);
    expect(config.ALLOW_TEST_PAYMENTS).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(production({})).toThrow(/JWT_SECRET[\s\S]*ADMIN_PASSWORD[\s\S]*STRIPE_/);
  });
});

describe('loadConfig in development', () => {
  it('needs no configuration: demo admin password, test-mode payments, default limits', () => {
    const config = loadConfig({ DATA_DIR });
    expect(config.ADMIN_PASSWORD).toBe(DEMO_ADMIN_PASSWORD);
    expect(config.stripeEnabled).toBe(false);
    expect(config.limits).toEqual(DEFAULT_LIMITS);
  });

  it('multiplies every request limit by RATE_LIMIT_SCALE, keeping the windows', () => {
    const config = loadConfig({ DATA_DIR, RATE_LIMIT_SCALE: '100' });
    expect(config.limits.signUpsPerIp).toEqual({ limit: DEFAULT_LIMITS.signUpsPerIp.limit * 100, windowMs: DEFAULT_LIMITS.signUpsPerIp.windowMs });
    expect(Object.keys(config.limits)).toEqual(Object.keys(DEFAULT_LIMITS));
  });
});
