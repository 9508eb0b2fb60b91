import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs with \`npm test -w e2e\` (run-e2e.ts starts the server).`);
  return value;
}

/** Where the runner started the server, and where specs write what they leave behind. */
export const env = {
  get baseUrl() {
    return required('E2E_BASE_URL');
  },
  get serverLog() {
    return required('E2E_SERVER_LOG');
  },
  artifactsDir: process.env.E2E_ARTIFACTS_DIR || path.join(E2E_DIR, 'artifacts'),
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};
