import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQuery } from '../features/checkout/index.ts';
import { eventSettingsQuery } from '../features/settings/api/get-event-settings.ts';

/** The longest the page stays hidden waiting for them: a slow API must not keep it blank. */
export const FIRST_DATA_WAIT_MS = 3000;

/**
 * Every page's header shows the event's title and, in test mode, the test-mode banner: both come
 * from the API. The page is shown once they are in (index.html preloads them while the scripts
 * download; main.tsx renders meanwhile, hidden), so the header appears complete instead of growing
 * a banner that pushes the page down after it is shown (a layout shift). A failure or a slow answer
 * only shows the page as before, the header fetching them itself.
 *
 * Without signal (the browser offline, or the first failure: tried once here, not retried) the page
 * is shown at once: the check-in page reopened in a park draws from what the phone keeps
 * (docs/decisions/0011-event-day-check-in.md) instead of staying blank while nothing can come.
 */
export async function loadFirstData(client: QueryClient, waitMs = FIRST_DATA_WAIT_MS): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const loaded = Promise.all([client.fetchQuery({ ...eventSettingsQuery, retry: false }), client.fetchQuery({ ...paymentConfigQuery, retry: false })]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([loaded, waited]).catch(() => undefined);
  clearTimeout(timer);
}
