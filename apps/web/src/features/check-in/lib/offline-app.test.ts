import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { CHECK_IN_WORKER_SCOPE, CHECK_IN_WORKER_URL, askMissingFiles, useOfflineApp } from './offline-app.ts';
import { preloadQrReader } from './qr-reader.ts';

vi.mock('./qr-reader.ts', () => ({ preloadQrReader: vi.fn() }));

/** A service worker that answers the page's 'missing-files' question with `missing` (null: never answers, as an older worker). */
function fakeWorker(missing: string[] | null, state: ServiceWorkerState = 'activated') {
  const target = new EventTarget();
  return Object.assign(target, {
    state,
    postMessage: vi.fn((message: { type: string }, transfer: MessagePort[]) => {
      if (message.type === 'missing-files' && missing !== null) transfer[0]!.postMessage({ type: 'missing-files', missing });
    }),
    /** Moves the worker on, as the browser does once it installed or activated it. */
    become(next: ServiceWorkerState) {
      this.state = next;
      target.dispatchEvent(new Event('statechange'));
    },
  });
}
type FakeWorker = ReturnType<typeof fakeWorker>;

/**
 * A service worker container as the browser has one: `controller` is the worker serving this page,
 * if any; the registration has an `active` worker, or one still `installing`.
 */
function fakeWorkers({ controller, active, installing = null }: { controller: boolean; active: FakeWorker | null; installing?: FakeWorker | null }) {
  const target = new EventTarget();
  const registration = Object.assign(new EventTarget(), { active, installing, waiting: null });
  const container = {
    controller: controller ? (active ?? {}) : null,
    register: vi.fn(() => Promise.resolve(registration)),
    // Never settles, as for a page whose first address is outside the worker's scope.
    ready: new Promise(() => undefined),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the check-in page as an offline app (docs/decisions/0011-event-day-check-in.md)', () => {
  it('registers its worker for /check-in only and links the manifest while shown', async () => {
    const { container } = fakeWorkers({ controller: true, active: fakeWorker([]) });
    const { result, unmount } = renderHook(() => useOfflineApp());
    expect(container.register).toHaveBeenCalledWith(CHECK_IN_WORKER_URL, { scope: CHECK_IN_WORKER_SCOPE });
    expect(document.querySelector('link[rel="manifest"]')).not.toBeNull();
    await waitFor(() => expect(result.current.state).toBe('ready'));
    unmount();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('is ready without signal only when the worker serving the page keeps every file', async () => {
    fakeWorkers({ controller: true, active: fakeWorker([]) });
    const { result } = renderHook(() => useOfflineApp());
    expect(result.current.state).toBe('checking');
    await waitFor(() => expect(result.current.state).toBe('ready'));
  });

  it('is not ready while the worker lacks a file', async () => {
    const active = fakeWorker(['/assets/back-office-layout-1.js']);
    fakeWorkers({ controller: true, active });
    const { result } = renderHook(() => useOfflineApp());
    await waitFor(() => expect(result.current.state).toBe('not-ready'));
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'missing-files' }, [expect.any(MessagePort)]);
  });

  it('asks to open the page once more when the worker does not serve it yet (reached inside the app), until it does', async () => {
    const active = fakeWorker([]);
    const { container } = fakeWorkers({ controller: false, active });
    const { result } = renderHook(() => useOfflineApp());
    await waitFor(() => expect(result.current.state).toBe('not-ready'));
    expect(active.postMessage).not.toHaveBeenCalled();
    container.controller = active;
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    await waitFor(() => expect(result.current.state).toBe('ready'));
  });

  it('is preparing while the first worker installs (its files still arriving), and ready once it activated and serves the page', async () => {
    const installing = fakeWorker([], 'installing');
    const { container, registration } = fakeWorkers({ controller: false, active: null, installing });
    const { result } = renderHook(() => useOfflineApp());
    // Not "open once more" yet: a reload while the worker activates may be left unserved by it.
    await waitFor(() => expect(result.current.state).toBe('preparing'));
    expect(preloadQrReader).not.toHaveBeenCalled();
    act(() => {
      Object.assign(registration, { active: installing, installing: null });
      container.controller = installing;
      installing.become('activated');
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    // The QR reader's code, loaded through the worker once it is active: a phone that never scanned still scans.
    expect(preloadQrReader).toHaveBeenCalled();
  });

  it('asks to open the page once more only after the worker reached inside the app finished installing', async () => {
    const installing = fakeWorker([], 'installing');
    const { registration } = fakeWorkers({ controller: false, active: null, installing });
    const { result } = renderHook(() => useOfflineApp());
    await waitFor(() => expect(result.current.state).toBe('preparing'));
    act(() => {
      // Activated, but this page (reached from the sign-in) is not one it serves.
      Object.assign(registration, { active: installing, installing: null });
      installing.become('activated');
    });
    await waitFor(() => expect(result.current.state).toBe('not-ready'));
  });

  it('is not ready when the install failed (a file did not arrive)', async () => {
    const installing = fakeWorker([], 'installing');
    const { registration } = fakeWorkers({ controller: false, active: null, installing });
    const { result } = renderHook(() => useOfflineApp());
    act(() => {
      Object.assign(registration, { installing: null });
      installing.become('redundant');
    });
    await waitFor(() => expect(result.current.state).toBe('not-ready'));
  });

  it('says nothing where there is no service worker', () => {
    const { result } = renderHook(() => useOfflineApp());
    expect(result.current.state).toBe('unsupported');
  });

  it('takes a worker that does not answer (an older build) as lacking files', async () => {
    expect(await askMissingFiles(fakeWorker(null) as unknown as ServiceWorker, 20)).toBeNull();
    expect(await askMissingFiles(fakeWorker(['/check-in']) as unknown as ServiceWorker, 1000)).toEqual(['/check-in']);
  });
});
