import net from 'node:net';

export interface ReadLoadResult {
  requests: number;
  /** Completed requests per second over the run. */
  rps: number;
  /** Answers that were not 2xx, and connections that failed. */
  bad: number;
  /** Body bytes received per answer, on average (compressed when the server compressed). */
  bodyBytes: number;
}

const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * GET one URL over `connections` kept-alive sockets, one request in flight on each, for
 * `seconds`. Answers are framed by Content-Length (or chunked encoding) and their bodies skipped
 * without being decoded.
 *
 * Why not autocannon for the reads: it appends every body chunk to a string (`req.body += data`),
 * decoding each answer as UTF-8. For a 17 KB brotli answer (`/v1/teams/list` at ten times a real
 * event) that decoding cost the generator about 90 µs per answer against the server's 56 µs, so
 * the run measured the generator, not the server (docs/decisions/0004-read-benchmark.md).
 */
export function readLoad(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }): Promise<ReadLoadResult> {
  const target = new URL(url);
  const head = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(options.headers)) head.push(`${name}: ${value}`);
  const request = Buffer.from(`${head.join('\r\n')}\r\n\r\n`);
  const deadline = performance.now() + options.seconds * 1000;
  let requests = 0;
  let bad = 0;
  let bodyBytes = 0;
  const started = performance.now();

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port || 80), noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      // The answer being read: its body bytes still to skip, or chunked framing.
      let remaining = -1;
      let chunked = false;
      const finish = () => {
        socket.destroy();
        resolve();
      };
      const next = () => {
        if (performance.now() >= deadline) return finish();
        socket.write(request);
      };
      const answered = (status: number, bytes: number) => {
        requests++;
        bodyBytes += bytes;
        if (status < 200 || status > 299) bad++;
        next();
      };
      let status = 0;
      let bytesOfBody = 0;
      socket.on('connect', next);
      socket.on('error', () => {
        bad++;
        finish();
      });
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        for (;;) {
          if (remaining < 0 && !chunked) {
            const end = pending.indexOf(CRLF2);
            if (end < 0) return;
            const header = pending.toString('latin1', 0, end);
            status = Number(header.slice(9, 12));
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(header);
            chunked = !length && /\r\ntransfer-encoding:\s*chunked/i.test(header);
            remaining = length ? Number(length[1]) : chunked ? -1 : 0;
            bytesOfBody = 0;
            pending = pending.subarray(end + 4);
          }
          if (chunked) {
            // A chunk: its size in hex, CRLF, the data, CRLF; the last chunk has size 0.
            const lineEnd = pending.indexOf('\r\n');
            if (lineEnd < 0) return;
            const size = parseInt(pending.toString('latin1', 0, lineEnd), 16);
            const total = lineEnd + 2 + size + 2;
            if (pending.length < total) return;
            pending = pending.subarray(total);
            bytesOfBody += size;
            if (size === 0) {
              chunked = false;
              remaining = -1;
              answered(status, bytesOfBody);
            }
            continue;
          }
          if (pending.length < remaining) {
            // Skip what has come of the body without keeping it.
            remaining -= pending.length;
            bytesOfBody += pending.length;
            pending = Buffer.alloc(0);
            return;
          }
          pending = pending.subarray(remaining);
          bytesOfBody += remaining;
          remaining = -1;
          answered(status, bytesOfBody);
          if (!pending.length) return;
        }
      });
    });

  return Promise.all(Array.from({ length: options.connections }, connection)).then(() => {
    const seconds = (performance.now() - started) / 1000;
    return { requests, rps: requests / seconds, bad, bodyBytes: requests ? bodyBytes / requests : 0 };
  });
}
