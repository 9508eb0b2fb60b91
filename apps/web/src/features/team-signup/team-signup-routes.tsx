import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// What the app router mounts, apart from index.ts (what other features use), so the main bundle loads
// only these lazy imports. Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const JoinPage = lazyNamed(() => import('./routes/join-page.tsx'), 'JoinPage');
const AddTeamMemberPage = lazyNamed(() => import('./routes/add-team-member-page.tsx'), 'AddTeamMemberPage');
const CreateTeamPage = lazyNamed(() => import('./routes/create-team-page.tsx'), 'CreateTeamPage');

/** Joining, adding members to and creating a team, among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const teamSignupRoutes: RouteObject[] = [
  { path: 'join', element: <JoinPage /> },
  { path: 'add-team-member', element: <AddTeamMemberPage /> },
  { path: 'create-a-team', element: <CreateTeamPage /> },
];
