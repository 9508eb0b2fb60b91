import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// The screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const RunPage = lazyNamed(() => import('./routes/run-page.tsx'), 'RunPage');

/** The 5k registration among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const runnerSignupRoutes: RouteObject[] = [{ path: 'run', element: <RunPage /> }];
