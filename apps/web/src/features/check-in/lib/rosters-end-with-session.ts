import { sessionStore } from '../../session/index.ts';

/**
 * A session that ends without the Sign Out button (expired, a refused refresh, another tab signing
 * out) takes the phone's kept rosters with it (docs/decisions/0011-event-day-check-in.md, "Offline
 * check-in"): on a shared phone the next person must not find the previous volunteer's names. The
 * queue stays, since nobody could be asked about it. Started by main.tsx, so it holds on every page,
 * a public one included; the check-in storage code loads only when a session ends.
 */
export function deleteRostersWhenSessionEnds(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (previous.session && !state.session) {
      void import('./offline-store.ts').then((store) => store.deleteRosters()).catch(() => undefined);
    }
  });
}
