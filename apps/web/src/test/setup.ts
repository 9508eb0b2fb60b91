import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The web tests share two cores with the API tests in one run: give async queries room.
configure({ asyncUtilTimeout: 5000 });
import { sessionStore } from '../features/session/session-store.ts';
import { clearNotifications, dropPendingToasts } from '../lib/notify.ts';

// The web test files share one module graph in each worker (isolate: false in vitest.config.ts, for
// speed): every store starts each test from its initial state, as in a fresh page, and no toast is
// left from another test. Stores are found by file name, so a new one needs no line here.
interface ResettableStore {
  getInitialState(): unknown;
  setState(state: unknown, replace: true): void;
}
const isResettableStore = (value: unknown): value is ResettableStore =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
  typeof (value as Partial<ResettableStore>).getInitialState === 'function' &&
  typeof (value as Partial<ResettableStore>).setState === 'function';
const stores = Object.values(import.meta.glob<Record<string, unknown>>(['../**/*-store.ts', '../lib/use-document-title.ts'], { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(isResettableStore);

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

// At the start of each test rather than the end: a request of the test before may still settle
// after it ended, and toast (a toast shows 500 ms after it is asked for) or set a store then.
beforeEach(() => {
  dropPendingToasts();
  clearNotifications();
  for (const store of stores) store.setState(store.getInitialState(), true);
});

afterEach(async () => {
  cleanup();
  // What an unmount put off to the next task (the thank-you page forgets its receipt so) happens
  // now, within this test, not in the next one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  sessionStore.getState().clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // The check-in page's IndexedDB (roster, queue) starts empty in each test.
  globalThis.indexedDB = new IDBFactory();
});
