import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../config.ts';

/** What the built web app is made of: a change in any of these needs a new build. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** The stamp a build leaves in its output: the sources' hash it was built from. */
export const BUILD_STAMP = '.build-stamp';

/** Files worth compressing: text, and WebAssembly (the QR reader's .wasm shrinks to about a third). Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico|wasm)$/i;
const COMPRESS_MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** SHA-256 over the web sources' paths and contents (about 100 ms): a checkout or edit changes it, a touch does not. */
export function webSourcesHash(root = REPO_ROOT): string {
  const hash = createHash('sha256');
  for (const source of WEB_SOURCES) {
    for (const file of listFiles(path.join(root, source))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Writes `file.br` and `file.gz` beside every text file of the build, so the server sends them as they are. */
export function precompressDist(dist: string): { files: number; bytes: number; gzipBytes: number } {
  let files = 0;
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of listFiles(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < COMPRESS_MIN_BYTES) continue;
    const gz = gzipSync(content, { level: 9 });
    const br = brotliCompressSync(content, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    files += 1;
    bytes += content.length;
    gzipBytes += gz.length;
  }
  return { files, bytes, gzipBytes };
}

/**
 * Builds the web app into `dist` with Vite (with its manifest, .vite/manifest.json, which the
 * benchmark reads to weigh each page's first load), precompresses it and stamps it with the sources' hash.
 */
export function buildWeb(dist: string, hash = webSourcesHash()): void {
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--manifest'], { cwd: path.join(REPO_ROOT, 'apps/web'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
  precompressDist(dist);
  writeFileSync(path.join(dist, BUILD_STAMP), `${hash}\n`);
}

/**
 * The built web app in `dist`, built only when its sources changed since the last build (or it
 * was never built): `npm start` on an unchanged checkout skips the 15-second build.
 * Answers whether it built.
 */
export function ensureWebBuild(dist: string, options: { force?: boolean; log?: (line: string) => void } = {}): boolean {
  const hash = webSourcesHash();
  const stampFile = path.join(dist, BUILD_STAMP);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (!options.force && stamp === hash && existsSync(path.join(dist, 'index.html'))) return false;
  options.log?.(stamp ? 'web sources changed: building the web app' : 'building the web app');
  buildWeb(dist, hash);
  return true;
}

/** `npm run build`: `node --import tsx apps/server/src/scripts/web-build.ts [--if-changed] [--out <dir>]`. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const dist = path.resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join(REPO_ROOT, 'apps/web/dist'));
  try {
    const built = ensureWebBuild(dist, { force: !args.includes('--if-changed'), log: (line) => console.info(line) });
    if (!built) console.info(`web app in ${dist} is up to date`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
