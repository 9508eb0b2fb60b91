import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLoad } from './read-load.ts';

const LARGE = Buffer.alloc(1_000_000, 'x');

describe('readLoad (the benchmark’s read generator)', () => {
  let server: http.Server;
  let base = '';
  const served = new Map<string, number>();
  const headersSeen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      served.set(req.url!, (served.get(req.url!) ?? 0) + 1);
      headersSeen.push(req.headers);
      if (req.url === '/fixed') return res.end('hello');
      if (req.url === '/large') return res.end(LARGE);
      if (req.url === '/chunked') {
        // No Content-Length: node sends chunked encoding, one chunk per write.
        res.write('abc');
        res.write('defgh');
        return res.end();
      }
      res.statusCode = 404;
      res.end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // More answers than connections proves the connections are kept alive; how many more depends on
  // the machine (a busy CI machine gave 9 in 0.3 s), and speed is the benchmark's business.
  const run = (path: string) => readLoad(`${base}${path}`, { connections: 3, seconds: 0.5, headers: { 'accept-encoding': 'br' } });

  it('counts every answer the server sent, once, on kept-alive connections, with the headers given', async () => {
    const result = await run('/fixed');
    expect(result.requests).toBeGreaterThan(3);
    expect(result.requests).toBe(served.get('/fixed'));
    expect(result.bad).toBe(0);
    expect(result.bodyBytes).toBe(5);
    expect(result.rps).toBeGreaterThan(0);
    expect(headersSeen.at(-1)).toMatchObject({ 'accept-encoding': 'br', connection: 'keep-alive' });
  });

  it('frames answers longer than one read and chunked answers', async () => {
    const large = await run('/large');
    expect(large.requests).toBe(served.get('/large'));
    expect(large.bodyBytes).toBe(LARGE.length);
    const chunked = await run('/chunked');
    expect(chunked.requests).toBeGreaterThan(3);
    expect(chunked.requests).toBe(served.get('/chunked'));
    expect(chunked.bodyBytes).toBe(8);
  });

  it('counts answers outside 2xx as bad', async () => {
    const result = await run('/missing');
    expect(result.requests).toBeGreaterThan(0);
    expect(result.bad).toBe(result.requests);
  });
});
