import type { Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Closes a fake's server: answers still hanging (hangNext) are dropped first, then every connection. */
export function closeFakeServer(server: Server, hanging: Set<ServerResponse>): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/**
 * Runs a fake as its own process when its file is the one Node was started with (the e2e runner
 * does this): `start` gets the `--name value` arguments; the fake stops on SIGTERM or SIGINT.
 */
export async function runStandalone(
  moduleUrl: string,
  name: string,
  start: (arg: (name: string) => string | undefined) => Promise<{ url: string; close(): Promise<void> }>,
): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  const arg = (key: string) => {
    const i = process.argv.indexOf(`--${key}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const fake = await start(arg);
  console.log(`${name} listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
