import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (the web app's features, the server's modules). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Deepest folder nesting inside a feature or module that the zone rules below cover. */
const MAX_DEPTH = 5;

/**
 * The import zones of docs/style.md item 15, with eslint's own no-restricted-imports: it sees the import
 * as written (every import here is relative), so each zone is one block per folder depth, where
 * `../` repeated depth+1 times is the features (or modules) folder itself. A later block replaces
 * an earlier block's options for the same rule, so each block repeats its app's `base` patterns.
 */
function zoneBlocks({ root, names, base, ignores = [], forbidden }) {
  return names.flatMap((name) =>
    Array.from({ length: MAX_DEPTH }, (_, depth) => ({
      files: [`${root}/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns: [...base, ...forbidden(name, `^(\\.\\./){${depth + 1}}`)] }] },
    })),
  );
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SERVER_BASE = [{ group: ['@walkfund/web*', '**/apps/web/**'], message: 'The server never imports the web app (docs/style.md, layout).' }];
const WEB_BASE = [{ group: ['@walkfund/server*', '**/apps/server/**'], message: 'The web app never imports the server (docs/style.md, layout).' }];

/** A server module reaches another module's repository only through that module's service. */
const repositoryOfAnotherModule = (module, toModules) => [
  {
    regex: `${toModules}(?!${escapeRegExp(module)}/)[^/.][^/]*/(.+/)?[^/]+\\.repo(\\.ts)?$`,
    message: "Another module's repository: call its service (or move a generic query to src/lib/).",
  },
];

/** The files that write money, and the modules that subscribe to what they publish. */
const PAYMENT_WRITERS = ['transaction.writer.ts', 'refund.service.ts', 'transaction-admin.service.ts'].map((file) => `apps/server/src/modules/transactions/${file}`);
const PAYMENT_SUBSCRIBERS = ['receipts', 'kindful', 'constant-contact', 'fundraisers', 'event-day', 'waivers', 'monthly-gifts'];

/**
 * The lowest server modules (docs/architecture.md, "The ledger and membership"): the ledger imports no
 * other module, membership only the ledger; both take db/, lib/ and the domain. Every module that
 * writes money or members calls them, so one of them importing a feature module would close a cycle.
 */
const LOWER_MODULES = { ledger: [], membership: ['ledger'] };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '.data-test/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports flow one way: domain <- server, web, e2e (docs/style.md).
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@walkfund/server*', '@walkfund/web*', '**/apps/**'] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_BASE }] },
  },
  // A server module reaches another module's repository only through that module's service
  // (routes -> service -> repo, docs/style.md item 4); its own repo is its own. Tests arrange their data
  // through any repo.
  ...zoneBlocks({
    root: 'apps/server/src/modules',
    names: foldersOf('./apps/server/src/modules/'),
    base: SERVER_BASE,
    ignores: ['**/*.test.ts', '**/test-support/**'],
    forbidden: repositoryOfAnotherModule,
  }),
  // The ledger and membership import no feature module (LOWER_MODULES). This block replaces their zone
  // block, so it repeats its patterns.
  ...Object.entries(LOWER_MODULES).map(([module, allowed]) => ({
    files: [`apps/server/src/modules/${module}/*.ts`],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_BASE,
            ...repositoryOfAnotherModule(module, '^(\\.\\./){1}'),
            {
              regex: `^\\.\\./(?!(${[module, ...allowed].join('|')})/)[^/.][^/]*/`,
              message: `modules/${module} sits below the feature modules: it imports ${allowed.length ? `only ${allowed.join(', ')}, ` : 'no other module, only '}db/, lib/ and the domain.`,
            },
          ],
        },
      ],
    },
  })),
  // A service never re-exports a repository's function: what other modules may call is a service
  // function of its own, so a repo can change without changing them (docs/architecture.md, layout).
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration[exportKind='value'][source.value=/\\.repo(\\.ts)?$/], ExportAllDeclaration[source.value=/\\.repo(\\.ts)?$/]",
          message: 'A service re-exports no repository function: write a service function that says what it does (types may be re-exported with `export type`).',
        },
      ],
    },
  },
  // Money's writers publish events (apps/server/src/events/payment-events.ts) and import no module that
  // acts on a payment: those subscribe in their own module (apps/server/src/payment-subscribers.ts).
  // This block replaces the zone block of these files, so it repeats its patterns.
  {
    files: PAYMENT_WRITERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_BASE,
            ...repositoryOfAnotherModule('transactions', '^(\\.\\./){1}'),
            {
              regex: `^\\.\\./(${PAYMENT_SUBSCRIBERS.join('|')})/`,
              message: 'A side effect of a payment subscribes to its event (events/payment-events.ts) in its own module; the writer does not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_BASE }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Shared code imports no feature: lib/ and components/ sit below the features (shared -> features -> app).
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_BASE, { regex: '(^|/)features(/|$)', message: 'Shared code (lib/, components/) imports no feature: move what both need here instead.' }] },
      ],
    },
  },
  // A feature imports another feature only through its public entry, features/<name>/index.ts;
  // app/ (the router, layouts) may import any feature.
  ...zoneBlocks({
    root: 'apps/web/src/features',
    names: foldersOf('./apps/web/src/features/'),
    base: WEB_BASE,
    forbidden: (feature, toFeatures) => [
      {
        regex: `${toFeatures}(?!${escapeRegExp(feature)}/)[^/.]+/(?!index\\.ts$).+`,
        message: "Another feature's internals: import its public entry, features/<name>/index.ts (add what you need to it).",
      },
      {
        regex: `${toFeatures}\\.\\./features/(?!${escapeRegExp(feature)}/)[^/]+/(?!index\\.ts$).+`,
        message: "Another feature's internals: import its public entry, features/<name>/index.ts (add what you need to it).",
      },
    ],
  }),
);
