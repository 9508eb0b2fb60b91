import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeFakeServer, runStandalone } from './fake-server.ts';

/**
 * A local stand-in for Kindful's imports API (docs/decisions/0117-external-services.md), on loopback, speaking the calls
 * the real service documents (see integrations/kindful/kindful-client.ts for the sources):
 *   POST /api/v1/imports       a JSON import; answers {id, status: "pending"}
 *   GET  /api/v1/imports/{id}  {id, status}: "Complete" by default (`setStatus` changes it)
 * Every call must carry `Authorization: Token token="<token>"` (else 401, like Kindful's refusal).
 * Failures on demand: `failNext(route, n)` answers 500 n times; `hangNext(route, n)` never answers.
 * Standalone (browser journeys): `node --import tsx apps/server/test/fakes/kindful-fake.ts --port 4556
 * [--token t]` prints `kindful-fake listening on <url>`.
 */

export const FAKE_KINDFUL_TOKEN = 'kindful-fake-token';

export type KindfulFakeRoute = 'import' | 'status';

export interface KindfulFakeRequest {
  route: KindfulFakeRoute | 'unknown';
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (imports), or null. */
  body: unknown;
  /** The status the fake answered (0 while hanging). */
  status: number;
}

export interface FakeKindful {
  url: string;
  token: string;
  /** Every request, in order. */
  requests: KindfulFakeRequest[];
  /** Imports accepted: id -> the request body. */
  imports: Map<string, unknown>;
  failNext(route: KindfulFakeRoute, times?: number): void;
  hangNext(route: KindfulFakeRoute, times?: number): void;
  /** What GET /imports/{id} answers for that import from now on. */
  setStatus(id: string, status: string): void;
  close(): Promise<void>;
}

export interface FakeKindfulOptions {
  token?: string;
  port?: number;
}

const IMPORT_PATH = '/api/v1/imports';
const STATUS_PATH = /^\/api\/v1\/imports\/([A-Za-z0-9_-]+)$/;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeKindful(options: FakeKindfulOptions = {}): Promise<FakeKindful> {
  const token = options.token ?? FAKE_KINDFUL_TOKEN;
  const requests: KindfulFakeRequest[] = [];
  const imports = new Map<string, unknown>();
  const statuses = new Map<string, string>();
  const fails = new Map<KindfulFakeRoute, number>();
  const hangs = new Map<KindfulFakeRoute, number>();
  const hanging = new Set<ServerResponse>();

  const take = (counts: Map<KindfulFakeRoute, number>, route: KindfulFakeRoute) => {
    const n = counts.get(route) ?? 0;
    if (n <= 0) return false;
    counts.set(route, n - 1);
    return true;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const statusMatch = STATUS_PATH.exec(path);
    const route: KindfulFakeRequest['route'] =
      req.method === 'POST' && path === IMPORT_PATH ? 'import' : req.method === 'GET' && statusMatch ? 'status' : 'unknown';
    const raw = await readBody(req);
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const record: KindfulFakeRequest = { route, method: req.method ?? '', path, headers: { ...req.headers }, body, status: 0 };
    requests.push(record);
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      send(res, status, payload);
    };

    if (route === 'unknown') return answer(404, { error: 'Page not found' });
    if (req.headers.authorization !== `Token token="${token}"`) return answer(401, { error: 'Unauthorized' });
    if (take(hangs, route)) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (take(fails, route)) return answer(500, { error: 'Internal Server Error' });

    if (route === 'import') {
      const b = body as Record<string, unknown> | null;
      if (!b || b.data_type !== 'json' || typeof b.data_format !== 'string' || !Array.isArray(b.data) || b.data.length === 0 || b.data.length > 100) {
        return answer(422, { error: 'Invalid import' });
      }
      const id = randomUUID();
      imports.set(id, body);
      return answer(200, { id, status: 'pending' });
    }
    const id = statusMatch![1]!;
    if (!imports.has(id) && !statuses.has(id)) return answer(404, { error: 'Page not found' });
    return answer(200, { id, status: statuses.get(id) ?? 'Complete' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'fake failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    imports,
    failNext: (route, times = 1) => void fails.set(route, (fails.get(route) ?? 0) + times),
    hangNext: (route, times = 1) => void hangs.set(route, (hangs.get(route) ?? 0) + times),
    setStatus: (id, status) => void statuses.set(id, status),
    close: () => closeFakeServer(server, hanging),
  };
}

// Standalone: the e2e runner starts this file as its own process.
await runStandalone(import.meta.url, 'kindful-fake', (arg) => startFakeKindful({ port: Number(arg('port') ?? 0), token: arg('token') }));
