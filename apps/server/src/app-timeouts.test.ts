import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_TIMEOUTS } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { memoryMailer, openTestDatabase } from '../test/test-app.ts';
import { TEST_DIR } from '../test/paths.ts';

interface Outcome {
  /** What the server sent before closing. */
  received: string;
  /** Milliseconds from the first byte sent to the close. */
  closedAfterMs: number;
}

/** Opens a raw connection, sends `chunks`, and waits (at most `waitMs`) for the server to close it. */
function holdConnection(port: number, chunks: string[], waitMs: number): Promise<Outcome | 'still open'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const started = Date.now();
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, waitMs);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (data) => (received += data.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

const halfBody = [
  'POST /v1/persons/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
  '{"firstName":"Jo",',
];

/** Without timeouts (Fastify's defaults) each of these connections stays open for a minute or more. */
describe('server timeouts', () => {
  it('has defaults that hold a slow client for seconds, not forever', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, idleMs: 60_000 });
  });

  describe('with short, test-configured timeouts', () => {
    let app: FastifyInstance;
    let database: Database;
    let port: number;
    beforeAll(async () => {
      database = await openTestDatabase();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: TEST_DIR, JWT_SECRET: randomBytes(32).toString('hex') });
      app = await buildApp({ config, database, mailer: memoryMailer(), timeouts: { headersMs: 400, requestMs: 800, keepAliveMs: 300, idleMs: 1500 } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
      await app.inject({ method: 'GET', url: '/health' }); // the first database answer is slow on PGlite
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('answers 408 and disconnects a client that sends headers and half a body', async () => {
      const outcome = await holdConnection(port, halfBody, 6000);
      expect(outcome).not.toBe('still open');
      const { received, closedAfterMs } = outcome as Outcome;
      expect(received).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, message: 'The request took too long to arrive.' });
      expect(closedAfterMs).toBeLessThan(4000);
    });

    it('disconnects a client that never finishes its headers', async () => {
      const outcome = await holdConnection(port, ['GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n'], 6000);
      expect(outcome).not.toBe('still open');
      expect((outcome as Outcome).closedAfterMs).toBeLessThan(4000);
    });

    it('closes an idle kept-alive connection after its answer', async () => {
      const outcome = await holdConnection(port, ['GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], 6000);
      expect(outcome).not.toBe('still open');
      const { received, closedAfterMs } = outcome as Outcome;
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(closedAfterMs).toBeLessThan(4000);
    });
  });
});
