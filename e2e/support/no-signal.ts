import type { BrowserContext, Route } from 'playwright-core';

/**
 * A phone without signal: Chromium's offline mode (navigator.onLine, the `offline` event) and every
 * API call failing as it fails without a network. The offline mode alone once let the sends the
 * check-in page makes on a reload reach the server (a CI run under load, stop 31: the three
 * check-ins were recorded before the network came back), so the calls are refused here as well.
 */
const refuseAsWithoutNetwork = (route: Route) => route.abort('internetdisconnected');

export async function loseSignal(context: BrowserContext) {
  await context.route('**/v1/**', refuseAsWithoutNetwork);
  await context.setOffline(true);
}

export async function regainSignal(context: BrowserContext) {
  await context.unroute('**/v1/**', refuseAsWithoutNetwork);
  await context.setOffline(false);
}
