/** Shared by every browser helper; registers no test hooks, so any spec helper may import it. */

/** Debian Chromium, headless; never a downloaded browser (docs/stack.md). Playwright gives it a fresh profile. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Waits for UI assertions (locators auto-wait up to this). */
export const UI_TIMEOUT_MS = 10_000;
