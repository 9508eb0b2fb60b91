/*
 * The check-in page's service worker (docs/decisions/0011-event-day-check-in.md, "Offline: the
 * phone keeps the roster and a queue"). Registered by the check-in page only, with the scope
 * /check-in: the public pages have no service worker. It keeps the app shell and the files the
 * check-in page loaded, so the page opens again without signal:
 * - a navigation to /check-in: the network first (a deploy reaches the phone), the kept copy when
 *   there is no answer;
 * - /assets/* (Vite's hashed files, never changed under a name): the kept copy first, else the
 *   network, kept;
 * - the page sends the list of files it loaded (a 'cache-urls' message), kept at once;
 * - nothing else: the API (/v1) is never cached here, the page keeps the roster in IndexedDB.
 */
const CACHE = 'walkfund-check-in-v1';
const SHELL = '/check-in';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/check-in.webmanifest', '/favicon.svg']))
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

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((u) => typeof u === 'string')
    .map((u) => new URL(u, self.location.origin))
    .filter(isAsset)
    .map((u) => u.href);
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of urls) {
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (err) {
    const kept = (await cache.match(SHELL)) || (await cache.match(request));
    if (kept) return kept;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && sameOrigin(url) && (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))) {
    event.respondWith(networkFirstShell(request));
  } else if (isAsset(url)) {
    event.respondWith(cacheFirst(request));
  }
});
