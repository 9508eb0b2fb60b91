import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * One test command for the monorepo: domain unit tests, web component tests, and the API tests
 * over real HTTP against PGlite, plus the same API tests against PostgreSQL when TEST_DATABASE_URL is set.
 *
 * The web and API test files share their worker's modules (isolate: false) instead of importing
 * React and Mantine, or the whole server, once per file: the web tests went from 456 s to about
 * 180 s and the API tests from 775 s to 424 s on two cores (docs/decisions/0013-ci-time.md). A file
 * that replaces a module with vi.mock needs a module graph of its own: such files are found here
 * and run in an isolated project beside the shared one ("<name>-isolated").
 */
interface ProjectTest {
  name: string;
  root: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  [option: string]: unknown;
}

/**
 * The test files under `root`/`folders` whose text calls vi.mock or vi.doMock, or says
 * `vitest-isolate` (a file that reads state the whole process shares, such as the bounded
 * statement names of apps/server/src/db/prepared-statements.ts), as paths from `root`.
 */
function filesNeedingIsolation(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(do)?[mM]ock\(|\bvitest-isolate\b/.test(readFileSync(path.join(root, folder, file), 'utf8')))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

/** The project with shared modules, and an isolated one for the files that need it, if any. */
function sharedModuleProjects(test: ProjectTest, folders: string[]) {
  const isolated = filesNeedingIsolation(test.root, folders);
  const shared = { test: { ...test, exclude: [...(test.exclude ?? []), ...isolated], isolate: false } };
  return isolated.length === 0 ? [shared] : [shared, { test: { ...test, name: `${test.name}-isolated`, include: isolated, isolate: true } }];
}

const webProjects = () =>
  sharedModuleProjects(
    {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
    },
    ['src'],
  );

const apiProjects = (name: string, db: 'pglite' | 'postgres') =>
  sharedModuleProjects(
    {
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
    ['src', 'test'],
  );

export default defineConfig({
  test: {
    // Two workers on two cores: Vitest's default in a run is one fewer than the cores, so one here,
    // and the web project then took 104 s for 20 files against 71 s with two (docs/decisions/0013-ci-time.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The e2e helpers' own unit tests (e2e/support/parse-csv.test.ts); the specs run with npm run test:e2e.
      { test: { name: 'e2e-support', root: './e2e', include: ['support/**/*.test.ts'], environment: 'node' } },
      ...webProjects(),
      ...apiProjects('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('api-postgres', 'postgres') : []),
    ],
  },
});
