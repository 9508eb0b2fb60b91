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

/**
 * Citations of documents that live outside the repository, case-insensitive: an issue tracker's
 * numbers (the word "issue" and a number, with or without "#"), the old decisions list ("DECISIONS" with or without its .md ending,
 * "decisions entry" and a number), the old specification's sections by number ("spec", "back
 * office", "public flow" or "public spec" and a number), the old STYLE.md and STACK.md, and ../shared.
 */
const outside = [
  /\bissue\s*#?\d+/i,
  /(?<![\w/.-])decisions\.md\b/i,
  /\bDECISIONS\b(?![/.-]\w)/,
  /\bdecisions,?\s+(?:entry\s+|item\s+)?#?\d/i,
  /\b(?:public[- ])?(?:spec|specification)(?:\.md)?,?(?: section)?\s+#?\d/i,
  /\bpublic[- ](?:spec|flows?)(?:\.md)?,?(?: section)?\s+#?\d/i,
  /\bback[- ]office(?:\.md)?,?(?: section)?\s+#?\d/i,
  /(?<![\w/.-])(?:style|stack)\.md\b/i,
  /\.\.\/shared\b/i,
];
/**
 * "section 5" names a part of a document by its number: allowed only when a path follows it
 * ("section 5 of docs/spec/back-office.md", "section 9 (docs/spec/public-flows.md)"); cite a
 * heading by its name otherwise. "Section 501(c)(3)" is a law, not a document part.
 */
const numberedSection = /\bsection\s+#?\d+(?![\d(])/gi;
const pathAfter = /^[\s,:;]*(?:of\s+|in\s+)?[\s([`"]*(?:\.\.\/)*[\w.-]+\/[\w./-]+/i;
const exempt = new Set(['docs/decisions/README.md', 'scripts/check-citations.mjs']);
const problems = [];

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (!exempt.has(file)) {
      for (const pattern of outside) if (pattern.test(line)) problems.push(`${where}: cites a document outside the repository: ${line.trim()}`);
      for (const match of line.matchAll(numberedSection)) {
        if (!pathAfter.test(line.slice(match.index + match[0].length))) problems.push(`${where}: names a section by its number without the document's path: ${line.trim()}`);
      }
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
