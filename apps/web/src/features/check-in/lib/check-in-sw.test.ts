import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { workerWithPageFiles } from './check-in-precache.ts';

/** public/check-in-sw.js as the dev server serves it. */
const devWorkerSource = () => readFileSync(path.resolve(fileURLToPath(import.meta.url), '../../../../../public/check-in-sw.js'), 'utf8');
/** The worker as the build writes it, with these page files. */
const workerSource = (files: string[]) => workerWithPageFiles(devWorkerSource(), files, 'test1');

const ORIGIN = 'https://walk.example';
const PAGE_FILES = ['/assets/index-1.js', '/assets/back-office-layout-1.js', '/assets/check-in-page-1.js', '/assets/web-1.css'];
const SHELL_FILES = ['/check-in', '/check-in.webmanifest', '/favicon.svg'];

type Network = (path: string) => Response | null;
const serving = (except: string[] = []): Network => (path) => (except.includes(path) ? new Response('', { status: 404 }) : new Response(`body of ${path}`));

interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void;
  done: Promise<unknown>;
}
const waitable = <T extends object>(fields: T): T & WaitableEvent => {
  const event = { ...fields, done: Promise.resolve() as Promise<unknown> } as T & WaitableEvent;
  event.waitUntil = (promise) => void (event.done = promise);
  return event;
};

/**
 * Runs the worker in a scope of fakes: the Cache API as a map per cache name, `fetch` answering
 * from `network()` (null: no signal), its event listeners called by hand.
 */
function runWorker(files: string[], source = workerSource(files)) {
  let network: Network = serving();
  const pathOf = (request: string | Request) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
  const fetch = vi.fn(async (request: string | Request) => {
    const answer = network(pathOf(request));
    if (!answer) throw new TypeError('Failed to fetch');
    return answer;
  });
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (store: Map<string, Response>) => ({
    match: async (request: string | Request) => store.get(pathOf(request))?.clone(),
    put: async (request: string | Request, response: Response) => void store.set(pathOf(request), response),
    add: async (request: string) => {
      const response = await fetch(request);
      if (!response.ok) throw new TypeError(`${request}: ${response.status}`);
      store.set(pathOf(request), response);
    },
    // As the browser's: all or nothing.
    addAll: async (requests: string[]) => {
      const responses = await Promise.all(requests.map((request) => fetch(request)));
      const failed = responses.findIndex((response) => !response.ok);
      if (failed >= 0) throw new TypeError(`${requests[failed]}: ${responses[failed]!.status}`);
      requests.forEach((request, index) => store.set(pathOf(request), responses[index]!));
    },
  });
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL('/check-in-sw.js', ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch);
  const dispatch = <T extends object>(type: string, fields: T) => {
    const event = waitable(fields);
    listeners.get(type)!(event);
    return event;
  };
  return {
    self,
    fetch,
    kept: () => [...(stores.get('walkfund-check-in-test1')?.keys() ?? [])].sort(),
    setNetwork: (next: Network) => void (network = next),
    install: () => dispatch('install', {}).done,
    async missingFiles(): Promise<string[]> {
      const port = { postMessage: vi.fn() };
      await dispatch('message', { data: { type: 'missing-files' }, ports: [port] }).done;
      return port.postMessage.mock.calls[0]![0].missing;
    },
    /** The worker's answer to a navigation to `path`, or to a script's request for it. */
    async navigate(path: string, mode: RequestMode = 'navigate'): Promise<string> {
      let answer: Promise<Response> | undefined;
      dispatch('fetch', { request: { method: 'GET', mode, url: `${ORIGIN}${path}` }, respondWith: (r: Promise<Response>) => void (answer = r) });
      return (await answer!).text();
    },
    get(path: string): Promise<string> {
      return this.navigate(path, 'cors');
    },
  };
}

describe("the check-in page's service worker (docs/decisions/0011-event-day-check-in.md)", () => {
  it('keeps the shell and every file of the page when it installs, and only then takes over', async () => {
    const worker = runWorker(PAGE_FILES);
    await worker.install();
    expect(worker.kept()).toEqual([...SHELL_FILES, ...PAGE_FILES].sort());
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    expect(await worker.missingFiles()).toEqual([]);
  });

  it('fails its install when one file does not arrive, keeping none (the browser tries again on a later visit)', async () => {
    const worker = runWorker(PAGE_FILES);
    worker.setNetwork(serving(['/assets/back-office-layout-1.js']));
    await expect(worker.install()).rejects.toThrow(/back-office-layout/);
    expect(worker.kept()).toEqual([]);
    expect(worker.self.skipWaiting).not.toHaveBeenCalled();
  });

  it('tells the page which files it lacks, after trying to fetch them again', async () => {
    const worker = runWorker(PAGE_FILES);
    worker.setNetwork(() => null);
    expect(await worker.missingFiles()).toEqual([...SHELL_FILES, ...PAGE_FILES]);
    worker.setNetwork(serving(['/assets/web-1.css']));
    expect(await worker.missingFiles()).toEqual(['/assets/web-1.css']);
    worker.setNetwork(serving());
    expect(await worker.missingFiles()).toEqual([]);
  });

  it("is never ready from the dev server, which lists none of the page's files", async () => {
    const worker = runWorker([], devWorkerSource());
    expect(await worker.missingFiles()).not.toEqual([]);
  });

  it("keeps nothing it was not told to at install (another page's file fetched through it)", async () => {
    const worker = runWorker(PAGE_FILES);
    await worker.install();
    expect(await worker.get('/assets/dashboard-page-1.js')).toBe('body of /assets/dashboard-page-1.js');
    expect(worker.kept()).not.toContain('/assets/dashboard-page-1.js');
    worker.setNetwork(() => null);
    expect(await worker.get('/assets/check-in-page-1.js')).toBe('body of /assets/check-in-page-1.js');
  });

  it('opens /check-in without signal from the shell kept at install, which an answer online does not replace', async () => {
    const worker = runWorker(PAGE_FILES);
    await worker.install();
    worker.setNetwork(() => new Response('a newer build'));
    expect(await worker.navigate('/check-in')).toBe('a newer build');
    worker.setNetwork(() => null);
    expect(await worker.navigate('/check-in?city=Tulsa')).toBe('body of /check-in');
  });
});
