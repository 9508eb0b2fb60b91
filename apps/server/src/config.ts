import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordField } from '@walkfund/domain';
import { DEFAULT_LIMITS, scaleLimits, type RequestLimits } from './modules/rate-limits/limits.ts';

/** The repository root, so defaults do not depend on the directory npm runs in. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  /** Connections per instance to DATABASE_URL (plus one for LISTEN/NOTIFY); see docs/deploy.md. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Named (prepared) statements on DATABASE_URL (db/prepared-statements.ts); false behind PgBouncer in transaction mode before 1.21. */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().positive().default(30),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().positive().default(30),
  RESET_TOKEN_MINUTES: z.coerce.number().int().positive().max(60).default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Walkfund <no-reply@walkfund.local>'),
  ADMIN_EMAIL: z.string().email().default('admin@walkfund.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Base URL of the Stripe API (tests point it at a local fake). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** docs/decisions/0120-production-safe-by-default.md: in production, the test-mode processor only when this is set on purpose. */
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * docs/features/payment-methods.md: the test-mode processor settles (or fails) a test bank
   * transfer this many seconds after the donor gives, through the job queue.
   */
  TEST_BANK_SETTLE_SECONDS: z.coerce.number().int().min(0).max(30 * 24 * 3600).default(60),
  /**
   * The file Apple gives for Apple Pay's domain check (Stripe's dashboard offers it), served at
   * /.well-known/apple-developer-merchantid-domain-association; unset: 404.
   */
  APPLE_PAY_DOMAIN_FILE: z.string().max(1000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Multiplies every request limit (modules/rate-limits/limits.ts). The browser journeys raise it:
   * they sign up and sign in from one address far more often than people do.
   */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /** The payment reconciler runs at start and then every this many seconds. */
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
  /** It asks the processor only about checkouts at least this old (the browser and the webhook go first). */
  RECONCILE_MIN_AGE_SECONDS: z.coerce.number().int().min(0).default(300),
  /** A checkout with no successful payment after this many hours is marked expired (still recorded if it later succeeds). */
  RECONCILE_EXPIRE_AFTER_HOURS: z.coerce.number().positive().default(24),
  /** Kindful (docs/spec/back-office.md "Kindful Queue"): production https://app.kindful.com, sandbox https://app-sandbox.kindful.com; tests point it at a local fake. */
  KINDFUL_API_URL: z.string().url().default('https://app.kindful.com'),
  /** The organization's API token (Settings > Custom Apps); unset: the queue fills but Import answers 409. */
  KINDFUL_API_TOKEN: z.string().max(500).optional(),
  /** The campaign and fund every export record names (docs/decisions/0108-amounts-in-cents.md: amounts in cents). */
  KINDFUL_CAMPAIGN: z.string().max(200).default(''),
  KINDFUL_FUND: z.string().max(200).default(''),
  /** How long one Kindful call may take before it counts as failed (its job retries). */
  KINDFUL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How long Import and Status wait for their job before answering (the job goes on after). */
  KINDFUL_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(8_000),
  /** Constant Contact v3 application (OAuth2 authorization code flow); both unset: the integration is off. */
  CONSTANT_CONTACT_CLIENT_ID: z.string().max(200).optional(),
  CONSTANT_CONTACT_CLIENT_SECRET: z.string().max(500).optional(),
  /** Constant Contact's authorization server (authorize, token, revoke); tests point it at a local fake. */
  CONSTANT_CONTACT_AUTH_URL: z.string().url().default('https://authz.constantcontact.com/oauth2/default/v1'),
  /** Constant Contact's v3 API (contacts). */
  CONSTANT_CONTACT_API_URL: z.string().url().default('https://api.cc.email/v3'),
  /** A Constant Contact call with no answer after this long fails (a sync job then retries). */
  CONSTANT_CONTACT_TIMEOUT_MS: z.coerce.number().int().positive().max(120_000).default(15_000),
  /**
   * Key of the OAuth tokens stored at rest (AES-256-GCM). Unset: derived from JWT_SECRET with HKDF,
   * so rotating JWT_SECRET then means connecting Constant Contact again.
   */
  CREDENTIALS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it answers 404 (modules/metrics). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(500).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'ADMIN_PASSWORD'> {
  ADMIN_PASSWORD: string;
  JWT_SECRET: string;
  PUBLIC_URL: string;
  stripeEnabled: boolean;
  /** Request limits (not from the environment; tests override them). */
  limits: RequestLimits;
}

/** The demo admin password the README publishes: never acceptable in production. */
export const DEMO_ADMIN_PASSWORD = 'Walkfund#2026';

/**
 * Parses the environment once at boot and fails fast, listing every bad key.
 * Without JWT_SECRET (development only) a random secret is kept in DATA_DIR so sessions survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  const problems = [...productionProblems(e, stripeKeys.every(Boolean))];
  if (Boolean(e.CONSTANT_CONTACT_CLIENT_ID) !== Boolean(e.CONSTANT_CONTACT_CLIENT_SECRET)) {
    problems.push('CONSTANT_CONTACT_*: set CONSTANT_CONTACT_CLIENT_ID and CONSTANT_CONTACT_CLIENT_SECRET together');
  }
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push('STRIPE_*: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together');
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const config: AppConfig = {
    ...e,
    ADMIN_PASSWORD: e.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
    JWT_SECRET: e.JWT_SECRET ?? localSecret(e.DATA_DIR),
    PUBLIC_URL: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    stripeEnabled: stripeKeys.every(Boolean),
    limits: scaleLimits(DEFAULT_LIMITS, e.RATE_LIMIT_SCALE),
    ...overrides,
  };
  return config;
}

/** The least a JWT secret must hold by estimateSecretBits: 'openssl rand -base64 48' gives about 260. */
export const JWT_SECRET_MIN_BITS = 128;

/**
 * A secret's strength as its length times the Shannon entropy of its own characters: a long
 * secret of few distinct or repeated characters ('x' x 40, 'password' x 4) scores low, a random
 * one scores close to its real bits. A heuristic: it cannot see a pattern such as "1234...".
 */
export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  return Math.floor(perChar * chars.length);
}

/**
 * docs/decisions/0120-production-safe-by-default.md: production refuses to start on the laptop
 * defaults: no JWT secret or one easy to guess (whoever guesses it can sign tokens of any admin),
 * an admin password that is the demo one, missing, or breaks the product's password rule
 * (docs/decisions/0104-password-rule.md), or no Stripe keys unless test payments are allowed on
 * purpose, since anyone could otherwise record free "card" donations that count toward team totals.
 */
function* productionProblems(e: Env, stripeEnabled: boolean): Generator<string> {
  if (e.NODE_ENV !== 'production') return;
  if (!e.JWT_SECRET) yield 'JWT_SECRET: required in production';
  else if (estimateSecretBits(e.JWT_SECRET) < JWT_SECRET_MIN_BITS) {
    yield `JWT_SECRET: too easy to guess (about ${estimateSecretBits(e.JWT_SECRET)} bits, ${JWT_SECRET_MIN_BITS} needed): use a random value such as the output of \`openssl rand -base64 48\``;
  }
  if (!e.ADMIN_PASSWORD) yield 'ADMIN_PASSWORD: required in production';
  else if (e.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) yield 'ADMIN_PASSWORD: the published demo password cannot be used in production';
  else {
    const rule = passwordField.safeParse(e.ADMIN_PASSWORD);
    if (!rule.success) yield `ADMIN_PASSWORD: ${rule.error.issues.map((i) => i.message).join(' ')} (the rule of every account's password)`;
  }
  if (!stripeEnabled && !e.ALLOW_TEST_PAYMENTS) {
    yield 'STRIPE_*: production needs Stripe keys (or ALLOW_TEST_PAYMENTS=true to take test-mode payments on purpose)';
  }
}

function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
