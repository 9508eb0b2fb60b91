import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web test files that replace a module with vi.mock: they need a module graph of their own, so
 * they run isolated; every other web file shares its worker's modules (isolate: false), which took
 * the web project from 456 s to about 180 s on two cores (docs/decisions/0013-ci-time.md).
 */
const WEB_ROOT = './apps/web';
const webFilesMockingModules = readdirSync(path.join(WEB_ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(WEB_ROOT, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  test: {
    name,
    root: WEB_ROOT,
    ...files,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    isolate,
  },
});

/**
 * One test command for the monorepo: domain unit tests, web component tests, and the API tests
 * over real HTTP against PGlite, plus the same API tests against PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { WALKFUND_TEST_DB: db },
    globalSetup: [`./test/global-setup-${db}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Three files at once per database on two cores: an API test waits on its database much of
    // the time (14 files on both databases: 106 s with one per database, 83 s with two, 67 s
    // with three, 64 s with four; docs/decisions/0013-ci-time.md).
    maxWorkers: 3,
    // Vitest runs projects with their own maxWorkers in a separate group: the API projects after domain and web.
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    // Two workers on two cores: Vitest's default in a run is one fewer than the cores, so one here,
    // and the web project then took 104 s for 20 files against 71 s with two (docs/decisions/0013-ci-time.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The e2e helpers' own unit tests (e2e/support/parse-csv.test.ts); the specs run with npm run test:e2e.
      { test: { name: 'e2e-support', root: './e2e', include: ['support/**/*.test.ts'], environment: 'node' } },
      webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: webFilesMockingModules }, false),
      webProject('web-isolated', { include: webFilesMockingModules }, true),
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
