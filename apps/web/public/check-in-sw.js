/*
 * The check-in page's service worker (docs/decisions/0011-event-day-check-in.md, "Offline: the
 * phone keeps the roster and a queue"). Registered by the check-in page only, with the scope
 * /check-in: the public pages have no service worker. It keeps every file of the check-in page,
 * so the page opens again without signal:
 * - install: the shell (index.html, as /check-in answers it) and PAGE_FILES, the page's chunks,
 *   styles and the QR reader, which the build lists from Vite's manifest and writes in below
 *   (vite.config.ts, src/features/check-in/lib/check-in-precache.ts). Install completes only once
 *   all are kept: a file that does not arrive fails it, and the browser tries again on a later visit;
 * - a navigation to /check-in: the network first (a deploy reaches the phone), else the shell kept
 *   at install, which names exactly the files kept with it;
 * - /assets/* (Vite's hashed files, never changed under a name): the kept copy first, else the
 *   network (another page's files: not kept);
 * - the page asks which files are missing (a 'missing-files' message, answered on its port; any
 *   missing is fetched again first): it says "Ready without signal" only when none is;
 * - nothing else: the API (/v1) is never cached here, the page keeps the roster in IndexedDB.
 */
// Written by the build: the page's files and the build's version. As here, the dev server's worker keeps the shell only.
const PAGE_FILES = [];
const VERSION = 'development';

const CACHE = `walkfund-check-in-${VERSION}`;
const SHELL = '/check-in';
const KEPT = [SHELL, '/check-in.webmanifest', '/favicon.svg', ...PAGE_FILES];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(KEPT))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('walkfund-check-in-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');
const isKeptFile = (url) => sameOrigin(url) && KEPT.includes(url.pathname) && url.pathname !== SHELL;

async function notKept(cache) {
  const missing = [];
  for (const url of KEPT) if (!(await cache.match(url))) missing.push(url);
  return missing;
}

/**
 * The kept files not in the cache (none once install completed), fetched again if they can be.
 * The dev server's worker lists none of the page's files: it is never ready.
 */
async function missingFiles() {
  if (VERSION === 'development') return ['(the page files, listed by the build only)'];
  const cache = await caches.open(CACHE);
  const missing = await notKept(cache);
  if (missing.length === 0) return missing;
  await Promise.all(missing.map((url) => cache.add(url).catch(() => undefined)));
  return notKept(cache);
}

self.addEventListener('message', (event) => {
  const port = event.ports && event.ports[0];
  if (!event.data || event.data.type !== 'missing-files' || !port) return;
  event.waitUntil(
    missingFiles()
      .catch(() => KEPT)
      .then((missing) => port.postMessage({ type: 'missing-files', missing })),
  );
});

async function networkFirst(request, keptUrl) {
  try {
    return await fetch(request);
  } catch (err) {
    const kept = await (await caches.open(CACHE)).match(keptUrl);
    if (kept) return kept;
    throw err;
  }
}

// Nothing is added to the cache here: what the page needs offline is the install's list alone, so
// a file missing from it fails every reload without signal, not only those of an unlucky visit.
async function cacheFirst(request) {
  const kept = await (await caches.open(CACHE)).match(request);
  return kept || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && sameOrigin(url) && (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))) {
    // The shell is not replaced by the answer: the kept one names the files kept with it.
    event.respondWith(networkFirst(request, SHELL));
  } else if (isAsset(url)) {
    event.respondWith(cacheFirst(request));
  } else if (isKeptFile(url)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
