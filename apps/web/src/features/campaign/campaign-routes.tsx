import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// What the app router mounts, apart from index.ts (what other features use), so the main bundle loads
// only these lazy imports. Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const HomePage = lazyNamed(() => import('./routes/home-page.tsx'), 'HomePage');
const LazyPublicTeamPage = lazyNamed(() => import('./routes/public-team-page.tsx'), 'PublicTeamPage');

/** The campaign's screens among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const campaignRoutes: RouteObject[] = [
  // docs/decisions/0121-public-home.md: /frontend/ is the event's public home.
  { index: true, element: <HomePage /> },
];

/** /team/{slug}: the public team page (the /team/:param route renders it for non-numeric params). */
export function PublicTeamPage({ slug }: { slug: string }) {
  return <LazyPublicTeamPage slug={slug} />;
}
