import { loadConfig } from '../config.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * `npm start`: the web app is built only when its sources changed since the last build (a hash
 * stamp in the build folder), then the server starts in this same process. On an existing data
 * folder and an unchanged checkout the first page is served in a couple of seconds.
 */
try {
  ensureWebBuild(loadConfig().WEB_DIST, { log: (line) => console.info(line) });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await import('../main.ts');
