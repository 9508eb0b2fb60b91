import { useEffect, useState } from 'react';
import { preloadQrReader } from './qr-reader.ts';

/**
 * The check-in page as an installable app that opens without signal
 * (docs/decisions/0011-event-day-check-in.md): its web app manifest is linked only while the page
 * is shown, and its service worker (public/check-in-sw.js) is registered from here with the scope
 * /check-in, so the public pages never get one. The worker keeps every file of the page when it
 * installs (the build lists them, lib/check-in-precache.ts); the page asks it which are missing and
 * says it is ready without signal only when none is.
 */
export const CHECK_IN_MANIFEST_URL = '/check-in.webmanifest';
export const CHECK_IN_WORKER_URL = '/check-in-sw.js';
export const CHECK_IN_WORKER_SCOPE = '/check-in';

export const OFFLINE_APP_MESSAGES = {
  ready: 'Ready without signal',
  openOnceMore: 'Open once more with signal',
  preparing: 'Getting ready to work without signal…',
} as const;

/**
 * - `unsupported`: no service worker here (an old browser, a page not served over https): nothing to say;
 * - `checking`: the worker has not answered yet;
 * - `preparing`: the worker is still keeping the page's files (installing): asking to open the page
 *   again now would lose a race, since a page that reloads while the worker activates may be left
 *   unserved by it (its claim skips a page still loading), and would ask once more;
 * - `not-ready`: opened again without signal, the page could not be shown;
 * - `ready`: the worker serves this page and keeps every file of it.
 */
export type OfflineAppState = 'unsupported' | 'checking' | 'preparing' | 'not-ready' | 'ready';

/** How long the page waits for the worker's answer: a worker of an older build never answers. */
const ANSWER_WAIT_MS = 5000;

/** The files `worker` lacks of those it keeps for the page, or null when it does not answer. */
export function askMissingFiles(worker: ServiceWorker, waitMs = ANSWER_WAIT_MS): Promise<string[] | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, waitMs);
    channel.port1.onmessage = (event: MessageEvent<{ missing?: unknown }>) => {
      clearTimeout(timer);
      channel.port1.close();
      const missing = event.data?.missing;
      resolve(Array.isArray(missing) ? missing.filter((url): url is string => typeof url === 'string') : null);
    };
    worker.postMessage({ type: 'missing-files' }, [channel.port2]);
  });
}

/** The registration's worker once it is active (installed and activated); never settles when its install fails. */
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

const isSupported = () => typeof navigator !== 'undefined' && navigator.serviceWorker !== undefined && window.isSecureContext;

/**
 * Registers the worker and links the manifest while the page is shown, and answers whether the
 * page is ready to open without signal. Ready needs both: the worker keeps every file, and it
 * serves this page. A page reached inside the app (sign-in, then /check-in) is not served by it (a
 * client's creation URL decides, not the address the app moved to), so its lazy parts (the QR
 * reader's .wasm) would not come from the worker: it has to be opened once more.
 */
export function useOfflineApp(): { state: OfflineAppState } {
  const [state, setState] = useState<OfflineAppState>(() => (isSupported() ? 'checking' : 'unsupported'));
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = CHECK_IN_MANIFEST_URL;
    document.head.appendChild(link);
    if (!isSupported()) return () => link.remove();
    const container = navigator.serviceWorker;
    let stopped = false;
    let registration: ServiceWorkerRegistration | undefined;
    // Only the latest check's answer counts: an install or a new controller starts another.
    let checks = 0;
    const check = async () => {
      const turn = (checks += 1);
      if (registration?.installing || registration?.waiting) {
        // Checked again once that worker is activated or redundant (checkOnceSettled).
        setState('preparing');
        return;
      }
      const active = registration?.active;
      const missing = active && container.controller ? await askMissingFiles(active) : null;
      if (!stopped && turn === checks) setState(missing !== null && missing.length === 0 ? 'ready' : 'not-ready');
    };
    const checkOnceSettled = (worker: ServiceWorker | null | undefined) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'activated' || worker.state === 'redundant') void check();
      });
    // Not `container.ready`: it waits for a worker of the page's first address, which never comes
    // for a page reached from the sign-in.
    container
      .register(CHECK_IN_WORKER_URL, { scope: CHECK_IN_WORKER_SCOPE })
      .then((registered) => {
        if (stopped) return;
        registration = registered;
        checkOnceSettled(registered.installing ?? registered.waiting);
        registered.addEventListener('updatefound', () => checkOnceSettled(registered.installing));
        void check();
        // The reader's code loaded ahead of the first scan, through the worker once it serves the page.
        void activeWorker(registered)
          .then(() => !stopped && preloadQrReader())
          .catch(() => undefined);
      })
      .catch(() => !stopped && setState('not-ready'));
    const onControllerChange = () => void check();
    container.addEventListener('controllerchange', onControllerChange);
    return () => {
      stopped = true;
      link.remove();
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  return { state };
}
