import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The web tests share two cores with the API tests in one run: give async queries room.
configure({ asyncUtilTimeout: 5000 });
import { sessionStore } from '../features/session/session-store.ts';

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks (docs/stack.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? (ResizeObserverStub as unknown as typeof ResizeObserver);
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => undefined);

afterEach(() => {
  cleanup();
  sessionStore.getState().clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  // The check-in page's IndexedDB (roster, queue) starts empty in each test.
  globalThis.indexedDB = new IDBFactory();
});
