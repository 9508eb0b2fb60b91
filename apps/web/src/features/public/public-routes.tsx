import type { RouteObject } from 'react-router';

/**
 * The public flow's screens, children of /frontend (public spec section 2). Owned by the
 * public-giving feature; the app router mounts them under the PublicFlowGate.
 */
export const publicFlowRoutes: RouteObject[] = [];

/** /team/{slug}: the public team page (the /team/:param route renders it for non-numeric params). */
export function PublicTeamPage(_props: { slug: string }) {
  return null;
}
