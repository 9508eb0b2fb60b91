/**
 * The files the check-in page's service worker keeps when it installs
 * (docs/decisions/0011-event-day-check-in.md, "Offline: the phone keeps the roster and a queue"),
 * read from Vite's build manifest by the build (vite.config.ts) and written into the worker
 * (public/check-in-sw.js). Kept in one list at install, never gathered from what the page happened
 * to load: a page reopened without signal needs every one of them (a CI run once reloaded it
 * without the back-office layout's chunk and showed the error page). Runs in Node at build time.
 */

/** One chunk or asset of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The app's entry, as the manifest names it: its dynamic imports are the other pages, not followed. */
export const APP_ENTRY = 'index.html';

/**
 * What the check-in page runs on, as the manifest names them (paths from apps/web): the entry, the
 * back-office layout it is shown in, the page, and the toasts' container, loaded with the first toast.
 */
export const CHECK_IN_PAGE_SOURCES = [
  APP_ENTRY,
  'src/app/layouts/back-office-layout.tsx',
  'src/features/check-in/routes/check-in-page.tsx',
  'src/app/notifications-container.ts',
] as const;

function chunkOf(manifest: BuildManifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}: the check-in page's service worker could not list its files.`);
  return chunk;
}

/** The keys of `roots` and every chunk they import statically. */
function withStaticImports(manifest: BuildManifest, roots: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (found.has(key)) continue;
    found.add(key);
    pending.push(...(chunkOf(manifest, key).imports ?? []));
  }
  return found;
}

/**
 * Every file the check-in page may load, as root-relative URLs (`/assets/...`), sorted: the chunks
 * of `sources` and their static imports, with their CSS and assets (the QR reader's .wasm), and
 * what those chunks load later (the QR reader's code), except the entry's own dynamic imports.
 * Throws when a source is missing from the manifest (a file renamed), so the build fails instead
 * of shipping a worker that keeps too little.
 */
export function checkInPageFiles(manifest: BuildManifest, sources: readonly string[] = CHECK_IN_PAGE_SOURCES): string[] {
  const entryChunks = withStaticImports(manifest, [APP_ENTRY]);
  const keys = withStaticImports(manifest, sources);
  for (let grown = true; grown; ) {
    grown = false;
    for (const key of [...keys]) {
      if (entryChunks.has(key)) continue;
      for (const key2 of withStaticImports(manifest, chunkOf(manifest, key).dynamicImports ?? [])) {
        if (!keys.has(key2)) {
          keys.add(key2);
          grown = true;
        }
      }
    }
  }
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = chunkOf(manifest, key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  }
  return [...files].sort();
}

/** The lines of public/check-in-sw.js the build replaces; as they are, the worker keeps only the shell (the dev server). */
export const WORKER_FILES_LINE = 'const PAGE_FILES = [];';
export const WORKER_VERSION_LINE = "const VERSION = 'development';";

/**
 * The worker's source with the page's files and the build's version written in. A new build with
 * other files gives the worker other bytes, so the browser installs it again and it keeps them.
 */
export function workerWithPageFiles(source: string, files: readonly string[], version: string): string {
  if (!source.includes(WORKER_FILES_LINE) || !source.includes(WORKER_VERSION_LINE)) {
    throw new Error(`check-in-sw.js must have the lines ${WORKER_FILES_LINE} and ${WORKER_VERSION_LINE}: the build writes the page's files there.`);
  }
  // Functions, not strings, as replacements: a `$` in them stays as it is.
  return source
    .replace(WORKER_FILES_LINE, () => `const PAGE_FILES = ${JSON.stringify(files)};`)
    .replace(WORKER_VERSION_LINE, () => `const VERSION = ${JSON.stringify(version)};`);
}
