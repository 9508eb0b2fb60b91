#!/usr/bin/env node
/**
 * Import structure, part of `npm run check` (docs/style.md, "Boundaries that lint keeps"):
 * - no new import cycle between the server's modules (apps/server/src/modules/<module>) or between
 *   the web app's features (apps/web/src/features/<feature>): an import from one module to another
 *   that closes a circle fails, naming the file. The cycles that were there when this check came
 *   are listed in scripts/import-cycles-baseline.json, to be removed, never added to: an entry that
 *   no longer closes a circle fails too, so the list only shrinks;
 * - no web feature imports app/ (the router, the layouts): paths come from src/config/paths.ts.
 * Tests and test-support files are left out: a test may reach anywhere.
 * `node scripts/check-imports.mjs --print` prints today's cyclic imports in the baseline's shape.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const baselineFile = join(root, 'scripts/import-cycles-baseline.json');

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${sep}test-support${sep}`) && !file.includes(`${sep}test${sep}`);
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;

/** Relative imports of every source file below `dir`: [{from, to}] as absolute paths. */
function importsBelow(dir) {
  return walk(dir)
    .filter(isSource)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({ from: file, to: resolve(dirname(file), m[1] ?? m[2] ?? m[3]) })));
}

/** Module -> module edges (with one file that makes each), for the folders directly under `dir`. */
function moduleGraph(dir) {
  const unit = (file) => {
    const rel = relative(dir, file);
    return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0];
  };
  const edges = new Map();
  for (const { from, to } of importsBelow(dir)) {
    const a = unit(from);
    const b = unit(to);
    if (!a || !b || a === b) continue;
    const key = `${a} -> ${b}`;
    if (!edges.has(key)) edges.set(key, { a, b, example: `${relative(root, from)} imports ${relative(root, to)}` });
  }
  return edges;
}

/** The edges inside a strongly connected component (Tarjan): each lies on some cycle. */
function cyclicEdges(edges) {
  const next = new Map();
  for (const { a, b } of edges.values()) {
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
  }
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.set(w, v);
      } while (w !== v);
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return [...edges.entries()].filter(([, { a, b }]) => component.get(a) === component.get(b)).map(([key, edge]) => ({ key, ...edge }));
}

const graphs = {
  server: moduleGraph(join(root, 'apps/server/src/modules')),
  web: moduleGraph(join(root, 'apps/web/src/features')),
};
const cyclic = Object.fromEntries(Object.entries(graphs).map(([name, edges]) => [name, cyclicEdges(edges)]));

if (process.argv.includes('--print')) {
  console.log(JSON.stringify(Object.fromEntries(Object.entries(cyclic).map(([name, list]) => [name, list.map((e) => e.key).sort()])), null, 2));
  process.exit(0);
}

const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
const problems = [];
for (const [name, list] of Object.entries(cyclic)) {
  const allowed = new Set(baseline[name] ?? []);
  for (const edge of list) {
    if (!allowed.has(edge.key)) problems.push(`${name}: a new import cycle through ${edge.key} (${edge.example}). A module offers services; shared writes go to a lower module, side effects subscribe to events.`);
  }
  const now = new Set(list.map((e) => e.key));
  for (const key of allowed) {
    if (!now.has(key)) problems.push(`${name}: ${key} no longer closes a cycle: remove it from scripts/import-cycles-baseline.json.`);
  }
}

const appDir = join(root, 'apps/web/src/app');
for (const { from, to } of importsBelow(join(root, 'apps/web/src/features'))) {
  if (to.startsWith(appDir + sep)) problems.push(`web: ${relative(root, from)} imports ${relative(root, to)}: a feature never imports app/ (paths are in src/config/paths.ts).`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import problem(s).`);
  process.exit(1);
}
const count = (name) => `${cyclic[name].length} known cyclic import(s) between ${name === 'server' ? 'modules' : 'features'}`;
console.log(`imports: no new cycle (${count('server')}, ${count('web')} left to remove); no feature imports app/`);
