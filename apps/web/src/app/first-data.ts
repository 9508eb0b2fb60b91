import type { QueryClient } from '@tanstack/react-query';
import { paymentConfigQuery } from '../features/public/api/get-payment-config.ts';
import { eventSettingsQuery } from '../features/settings/api/get-event-settings.ts';

/** The longest the page stays hidden waiting for them: a slow API must not keep it blank. */
const FIRST_DATA_WAIT_MS = 3000;

/**
 * Every page's header shows the event's title and, in test mode, the test-mode banner: both come
 * from the API. The page is shown once they are in (index.html preloads them while the scripts
 * download; main.tsx renders meanwhile, hidden), so the header appears complete instead of growing
 * a banner that pushes the page down after it is shown (a layout shift, issue 23's Lighthouse
 * targets). A failure or a slow answer only shows the page as before, the header fetching them itself.
 */
export async function loadFirstData(client: QueryClient): Promise<void> {
  const loaded = Promise.allSettled([client.prefetchQuery(eventSettingsQuery), client.prefetchQuery(paymentConfigQuery)]);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}
