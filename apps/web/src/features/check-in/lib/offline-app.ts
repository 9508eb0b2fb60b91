import { useEffect, useState } from 'react';
import { QR_READER_WASM_URL, preloadQrReader } from './qr-reader.ts';

/**
 * The check-in page as an installable app that opens without signal
 * (docs/decisions/0011-event-day-check-in.md): its web app manifest is linked only while the page
 * is shown, and its service worker (public/check-in-sw.js) is registered from here with the scope
 * /check-in, so the public pages never get one. Once the worker runs, the page sends it the list of
 * files it has loaded (its chunks, styles) to keep, with the QR reader's .wasm, and loads the
 * reader's code: a phone that never scanned before losing signal can still scan.
 */
export const CHECK_IN_MANIFEST_URL = '/check-in.webmanifest';
export const CHECK_IN_WORKER_URL = '/check-in-sw.js';
export const CHECK_IN_WORKER_SCOPE = '/check-in';

function loadedAssetUrls(): string[] {
  const entries = typeof performance !== 'undefined' && performance.getEntriesByType ? performance.getEntriesByType('resource') : [];
  const fromElements = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]')].map(
    (el) => ('src' in el && el.src ? el.src : (el as HTMLLinkElement).href),
  );
  return [...new Set([...entries.map((e) => e.name), ...fromElements])].filter((url) => new URL(url, location.href).pathname.startsWith('/assets/'));
}

/** The registration's worker once it is active (installed and activated). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return Promise.resolve(registration.active);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.reject(new Error('no service worker'));
  return new Promise((resolve) => {
    pending.addEventListener('statechange', () => {
      if (pending.state === 'activated') resolve(pending);
    });
  });
}

/**
 * Registers the worker and links the manifest while the page is shown. Answers whether the page
 * still has to be opened once more to work without signal: a worker only serves the pages loaded
 * after it, and one reached inside the app (sign-in, then /check-in) was loaded at another address
 * (a client's creation URL decides, not the address the app moved to), so it is not served yet.
 */
export function useOfflineApp(): { openAgainToKeep: boolean } {
  const [openAgainToKeep, setOpenAgainToKeep] = useState(false);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = CHECK_IN_MANIFEST_URL;
    document.head.appendChild(link);
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    const served = () => setOpenAgainToKeep(false);
    if (worker && window.isSecureContext) {
      // Not `worker.ready`: it waits for a worker of the page's first address, which never comes
      // for a page reached from the sign-in.
      worker
        .register(CHECK_IN_WORKER_URL, { scope: CHECK_IN_WORKER_SCOPE })
        .then(activeWorker)
        .then((active) => {
          active.postMessage({ type: 'cache-urls', urls: [...loadedAssetUrls(), QR_READER_WASM_URL] });
          // Through the worker once it serves the page (cache first for /assets/*): kept for later.
          preloadQrReader();
          if (!worker.controller) setOpenAgainToKeep(true);
        })
        .catch(() => undefined);
      worker.addEventListener('controllerchange', served);
    }
    return () => {
      link.remove();
      worker?.removeEventListener('controllerchange', served);
    };
  }, []);
  return { openAgainToKeep };
}
