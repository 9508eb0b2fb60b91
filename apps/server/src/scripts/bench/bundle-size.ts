import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageWeight {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a browser downloads to show a page first: the entry chunk, the lazy route
 * module of the page (`routeModule`, a source path such as features/donate/routes/donate-page.tsx)
 * and every chunk they import statically, as Vite's manifest lists them. Gzipped as the server
 * sends them (the build's .gz twins when present).
 */
export function firstLoadJs(dist: string, routeModule: string): PageWeight {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with "npm run build" (it writes the manifest)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const route = Object.keys(manifest).find((key) => key.endsWith(routeModule));
  if (!entry || !route) throw new Error(`the manifest has no ${entry ? routeModule : 'entry'}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entry);
  visit(route);
  const files = [...new Set([...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file));
    bytes += content.length;
    const twin = path.join(dist, `${file}.gz`);
    gzipBytes += existsSync(twin) ? readFileSync(twin).length : gzipSync(content, { level: 9 }).length;
  }
  return { files, bytes, gzipBytes };
}
