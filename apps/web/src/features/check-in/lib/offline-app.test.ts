import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { CHECK_IN_WORKER_SCOPE, CHECK_IN_WORKER_URL, useOfflineApp } from './offline-app.ts';
import { QR_READER_WASM_URL, preloadQrReader } from './qr-reader.ts';

vi.mock('./qr-reader.ts', () => ({ QR_READER_WASM_URL: '/assets/zxing_reader-test.wasm', preloadQrReader: vi.fn() }));

/** A service worker container as the browser has one: `controller` is the worker serving this page, if any. */
function fakeWorkers(controller: object | null) {
  const target = new EventTarget();
  const active = { postMessage: vi.fn() };
  const container = {
    controller,
    active,
    register: vi.fn(() => Promise.resolve({ active })),
    // Never settles, as for a page whose first address is outside the worker's scope.
    ready: new Promise(() => undefined),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the check-in page as an offline app (docs/decisions/0011-event-day-check-in.md)', () => {
  it('registers its worker for /check-in only and links the manifest while shown', async () => {
    const workers = fakeWorkers({});
    const { unmount } = renderHook(() => useOfflineApp());
    expect(workers.register).toHaveBeenCalledWith(CHECK_IN_WORKER_URL, { scope: CHECK_IN_WORKER_SCOPE });
    expect(document.querySelector('link[rel="manifest"]')).not.toBeNull();
    unmount();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('asks to open the page once more when the worker does not serve it yet (reached inside the app), until it does', async () => {
    const workers = fakeWorkers(null);
    const { result } = renderHook(() => useOfflineApp());
    await waitFor(() => expect(result.current.openAgainToKeep).toBe(true));
    act(() => void workers.dispatchEvent(new Event('controllerchange')));
    expect(result.current.openAgainToKeep).toBe(false);
  });

  it("keeps the QR reader for a phone that never scanned: its .wasm sent to the worker, its code loaded", async () => {
    const workers = fakeWorkers({});
    renderHook(() => useOfflineApp());
    await waitFor(() => expect(workers.active.postMessage).toHaveBeenCalled());
    expect(workers.active.postMessage.mock.calls[0]![0]).toMatchObject({ type: 'cache-urls', urls: expect.arrayContaining([QR_READER_WASM_URL]) });
    expect(preloadQrReader).toHaveBeenCalled();
  });

  it('asks nothing of a page the worker already serves', async () => {
    fakeWorkers({});
    const { result } = renderHook(() => useOfflineApp());
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(result.current.openAgainToKeep).toBe(false);
  });
});
