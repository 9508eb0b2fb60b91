#!/usr/bin/env node
/**
 * The why lives in the repository (docs/style.md, item 16): no file cites a document outside it, and
 * every cited record or spec path exists. Part of `npm run check`. Landed migrations keep their
 * text (apps/server/drizzle is never edited); docs/decisions/README.md maps the old numbers.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && /\.(ts|tsx|js|mjs|md|css|json|ya?ml|html)$|^\.ci\/|^\.env\.example$/.test(file))
  .filter((file) => !file.startsWith('apps/server/drizzle/') && file !== 'package-lock.json' && existsSync(join(root, file)));

/** Citations of documents that live outside the repository. */
const outside = [
  /DECISIONS(\.md)?\b/,
  /\bpublic (spec|flows)( section)? \d/,
  /\bback[- ]office(\.md)?( section)? \d/,
  /\b(STYLE|STACK)\.md\b/,
  /\.\.\/shared\b/,
];
const exempt = new Set(['docs/decisions/README.md', 'scripts/check-citations.mjs']);
const problems = [];

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (!exempt.has(file)) {
      for (const pattern of outside) if (pattern.test(line)) problems.push(`${where}: cites a document outside the repository: ${line.trim()}`);
    }
    // A repository path to a record or the spec must name a file that exists.
    for (const match of line.matchAll(/\bdocs\/(?:decisions|spec)\/[A-Za-z0-9._-]+\.md/g)) {
      if (!match[0].includes('NNNN') && !existsSync(join(root, match[0]))) problems.push(`${where}: ${match[0]} does not exist`);
    }
    // Relative links of the Markdown documents.
    if (file.endsWith('.md')) {
      for (const match of line.matchAll(/\]\(([^)#\s]+\.md)(#[^)]*)?\)/g)) {
        const target = match[1];
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(normalize(join(root, dirname(file), target)))) problems.push(`${where}: link to ${target} does not resolve`);
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} citation problem(s).`);
  process.exit(1);
}
console.log(`citations: ${files.length} files, every cited document is in the repository`);
