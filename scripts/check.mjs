#!/usr/bin/env node
/**
 * `npm run check`: the types of every workspace, the lint, the citations and the import structure. The five tools are
 * single-threaded and independent, so they run side by side, as many at once as the machine has
 * cores (on two cores: about 50 s instead of 91 s, docs/decisions/0013-ci-time.md). Each tool's
 * output is printed whole when it ends; the check fails when any of them fails.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// Longest first (measured on two cores): eslint 32 s, the server's types 23 s, the web's 20 s.
const tasks = [
  ['eslint', [bin('eslint'), '.']],
  ['types: apps/server', [bin('tsc'), '-p', 'apps/server']],
  ['types: apps/web', [bin('tsc'), '-p', 'apps/web']],
  ['types: e2e', [bin('tsc'), '-p', 'e2e']],
  ['types: packages/domain', [bin('tsc'), '-p', 'packages/domain']],
  ['citations', [process.execPath, join(root, 'scripts/check-citations.mjs')]],
  ['imports', [process.execPath, join(root, 'scripts/check-imports.mjs')]],
];

function run([name, [command, ...args]]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...tasks];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) results.push(await run(task));
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
