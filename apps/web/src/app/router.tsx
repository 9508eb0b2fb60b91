import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { isTeamIdParam } from '@walkfund/domain';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { LoginPage } from '../features/auth/routes/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page.tsx';
import { PublicTeamPage, publicFlowRoutes } from '../features/public/public-routes.tsx';
import { GuestOnly, PublicFlowGate, RequireAuth } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { CONFIG_CHILDREN, REPORT_NAMES } from './paths.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { Deactivated, ErrorPage, EventOver, NotFound } from './routes/status-pages.tsx';

/** A named export of a lazily loaded module, as a component (its chunk loads on first render). */
function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The back office is split off the public bundle: visitors giving money never download it.
const BackOfficeLayout = lazyNamed(() => import('./layouts/back-office-layout.tsx'), 'BackOfficeLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/routes/dashboard-page.tsx'), 'DashboardPage');
const TeamsPage = lazyNamed(() => import('../features/teams/routes/teams-page.tsx'), 'TeamsPage');
const ReconciliationPage = lazyNamed(() => import('../features/reconciliation/routes/reconciliation-page.tsx'), 'ReconciliationPage');
const TeamPage = lazyNamed(() => import('../features/team-page/routes/team-page.tsx'), 'TeamPage');
const MyProfilePage = lazyNamed(() => import('../features/profile/routes/profile-page.tsx'), 'MyProfilePage');
const UserProfilePage = lazyNamed(() => import('../features/profile/routes/profile-page.tsx'), 'UserProfilePage');
const ChangePasswordPage = lazyNamed(() => import('../features/profile/routes/change-password-page.tsx'), 'ChangePasswordPage');
const UserPasswordPage = lazyNamed(() => import('../features/profile/routes/change-password-page.tsx'), 'UserPasswordPage');
const TeamEmailPage = lazyNamed(() => import('../features/team-email/routes/team-email-page.tsx'), 'TeamEmailPage');
const TeamReactivatePage = lazyNamed(() => import('../features/reactivation/routes/team-reactivate-page.tsx'), 'TeamReactivatePage');
const BackendTeamReactivatePage = lazyNamed(
  () => import('../features/reactivation/routes/team-reactivate-page.tsx'),
  'BackendTeamReactivatePage',
);

function BackOffice({ admin = false, children }: { admin?: boolean; children?: ReactNode }) {
  return (
    <RequireAuth admin={admin}>
      <Suspense fallback={<FullPageLoader height="100vh" />}>
        <BackOfficeLayout>{children}</BackOfficeLayout>
      </Suspense>
    </RequireAuth>
  );
}

/**
 * A declared screen whose issue is not built yet: it keeps its guard (from its parent route)
 * and shows the 404 page until its screen lands.
 */
const notBuilt = { element: <NotFound /> } satisfies RouteObject;

/** /team/{param}: digits are a team id (admin team page), anything else a slug (public team page). */
function TeamParamRoute() {
  const { param = '' } = useParams();
  if (isTeamIdParam(param)) {
    return (
      <BackOffice admin>
        <TeamPage teamId={Number(param)} />
      </BackOffice>
    );
  }
  return (
    <PublicLayout>
      <PublicTeamPage slug={param} />
    </PublicLayout>
  );
}

/** The public flow's index when its owner declares none. */
const publicFlowIndex: RouteObject[] = publicFlowRoutes.some((route) => route.index) ? [] : [{ index: true, element: <ErrorPage /> }];

/** The route table of both specs, declared once (paths in ./paths.ts). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      // Back office: sign-in required.
      {
        element: <BackOffice />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            path: '/',
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'my-team', element: <TeamPage /> },
              {
                path: 'my-profile',
                children: [
                  { index: true, element: <MyProfilePage /> }, // edit-profile
                  { path: 'change-password', element: <ChangePasswordPage /> },
                ],
              },
              { path: 'email-team/:teamId', element: <TeamEmailPage /> },
              { path: 'change-password', element: <ChangePasswordPage /> },
              { path: 'team-reactivate', element: <TeamReactivatePage /> },
            ],
          },
          // Admin only (requiresAdmin); DECISIONS.md 5 adds the back-office reactivation.
          {
            element: (
              <RequireAuth admin>
                <Outlet />
              </RequireAuth>
            ),
            errorElement: <RouteErrorBoundary />,
            children: [
              {
                path: 'user/:id',
                children: [
                  { index: true, element: <UserProfilePage /> }, // edit profile
                  { path: 'user-password', element: <UserPasswordPage /> },
                ],
              },
              {
                path: 'config',
                children: [
                  { index: true, ...notBuilt }, // event-settings is the default
                  ...CONFIG_CHILDREN.map((child) => ({ path: child, ...notBuilt })),
                ],
              },
              { path: 'kindful', ...notBuilt },
              { path: 'admin/reports', children: REPORT_NAMES.map((name) => ({ path: name, ...notBuilt })) },
              { path: 'teams', element: <TeamsPage /> },
              { path: 'teams/new', ...notBuilt },
              { path: 'users', ...notBuilt },
              { path: 'users/new', ...notBuilt },
              { path: 'participants', ...notBuilt },
              { path: 'participants/donors', ...notBuilt },
              { path: 'participants/products', ...notBuilt },
              { path: 'participants/runners', ...notBuilt },
              { path: 'participants/:id', ...notBuilt },
              { path: 'transactions', ...notBuilt },
              { path: 'transactions/:id', ...notBuilt },
              { path: 'create-team', ...notBuilt },
              { path: 'invoice/:id', ...notBuilt },
              { path: 'backend-team-reactivate/:teamId/:captainId', element: <BackendTeamReactivatePage /> },
              { path: 'reconciliation', element: <ReconciliationPage /> },
            ],
          },
        ],
      },
      { path: 'team/:param', element: <TeamParamRoute />, errorElement: <RouteErrorBoundary /> },
      // Public pages.
      {
        element: <PublicLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            path: 'login',
            element: (
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            ),
          },
          {
            path: 'frontend',
            children: [
              // Reachable while public registration is closed: people still reset passwords.
              { path: 'reset-password', element: <ResetPasswordPage /> },
              {
                element: (
                  <PublicFlowGate>
                    <Outlet />
                  </PublicFlowGate>
                ),
                children: [...publicFlowIndex, ...publicFlowRoutes],
              },
            ],
          },
          { path: '404', element: <NotFound /> },
          { path: 'deactivated', element: <Deactivated /> },
          { path: 'newyear', element: <EventOver /> },
          { path: 'error-page', element: <ErrorPage /> },
          { path: '*', element: <ErrorPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
