import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { checkInPageFiles, workerWithPageFiles, type BuildManifest } from './src/features/check-in/lib/check-in-precache.ts';

const MANIFEST_FILE = '.vite/manifest.json';
const CHECK_IN_WORKER_FILE = 'check-in-sw.js';

/**
 * Writes the check-in page's files into its service worker (public/check-in-sw.js, copied to the
 * build), read from the build's manifest, so the worker keeps every one of them when it installs
 * (docs/decisions/0011-event-day-check-in.md). The version is a hash of the list and index.html:
 * a deploy that changes either gives the phone a new worker, which keeps the new files.
 */
function checkInWorkerFiles(): Plugin {
  return {
    name: 'walkfund:check-in-worker-files',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = (name: string) => {
        const output = bundle[name];
        if (output?.type !== 'asset') throw new Error(`The build has no ${name}: the check-in page's service worker could not list its files.`);
        return String(output.source);
      };
      const files = checkInPageFiles(JSON.parse(asset(MANIFEST_FILE)) as BuildManifest);
      const version = createHash('sha256').update(JSON.stringify(files)).update(asset('index.html')).digest('hex').slice(0, 16);
      const worker = path.join(options.dir!, CHECK_IN_WORKER_FILE);
      writeFileSync(worker, workerWithPageFiles(readFileSync(worker, 'utf8'), files, version));
    },
  };
}

/**
 * A feature's public entry (src/features/<feature>/index.ts, the only file another feature may import:
 * eslint.config.js) holds nothing but re-exports. Declared free of side effects, each import through it is
 * taken from the module that defines the name, so a page's chunk holds what the page uses and not every
 * module the entry lists (the public flow's entry names all its stores: without this the donate page's
 * first load grew from 146 to 225 KiB, over its 150 KiB budget, docs/benchmark.md).
 */
function featureEntriesWithoutSideEffects(): Plugin {
  const featureEntry = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
  return {
    name: 'walkfund:feature-entries-without-side-effects',
    apply: 'build',
    transform(code, id) {
      return featureEntry.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/** In development the API runs on :3000 (npm run dev -w apps/server); Vite proxies /v1 to it. */
export default defineConfig({
  plugins: [react(), checkInWorkerFiles(), featureEntriesWithoutSideEffects()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/health': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: the check-in page's service worker lists its files from it (above).
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router, which every page needs, in one vendor chunk: compressed
          // together, and cached across deploys that change only the app.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
          ],
          // A page's small shared pieces (a Mantine component, a helper) go into the chunks that use them
          // instead of a file each: the public pages loaded 40 files over HTTP/1.1's six connections.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
});
