import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// What the app router mounts, apart from index.ts (what other features use), so the main bundle loads
// only these lazy imports. Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const SupportingPage = lazyNamed(() => import('./routes/supporting-page.tsx'), 'SupportingPage');
const DonatePage = lazyNamed(() => import('./routes/donate-page.tsx'), 'DonatePage');
// Parts of the donate step loaded after it (the team's progress, the credited walker and message of docs/decisions/0008-fundraiser-credit.md),
// declared here, where the route chunks' preload list already names most of their files: the donate
// page's first load stays within its 150 KiB budget (docs/benchmark.md).
const TeamProgress = lazyNamed(() => import('./components/team-progress.tsx'), 'TeamProgress');
const GiftExtras = lazyNamed(() => import('./components/gift-extras.tsx'), 'GiftExtras');

/** The donate steps among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const donateRoutes: RouteObject[] = [
  { path: 'supporting', element: <SupportingPage /> },
  { path: 'donate', element: <DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} /> },
];
