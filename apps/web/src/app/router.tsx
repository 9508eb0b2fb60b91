import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { isTeamIdParam } from '@walkfund/domain';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';
import { PublicTeamPage, constantContactRoute, publicFlowRoutes } from './routes/public-flow-routes.ts';
import { ClearNotificationsOnNavigate } from './clear-notifications-on-navigate.tsx';
import { DocumentTitle } from './document-title.tsx';
import { GuestOnly, PublicFlowGate, RequireAuth } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { CONFIG_CHILDREN, REPORT_LABELS, REPORT_NAMES } from '../config/paths.ts';
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx';
import { Deactivated, ErrorPage, EventOver, NotFound } from './routes/status-pages.tsx';

// Sign-in and password reset load on their own: a visitor giving money never downloads the auth forms.
const LoginPage = lazyNamed(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/routes/reset-password-page.tsx'), 'ResetPasswordPage');
// The fundraiser's sign-in screens (docs/features/personal-pages.md) load on their own too.
const SignInLinkPage = lazyNamed(() => import('../features/fundraiser-sign-in/routes/sign-in-link-page.tsx'), 'SignInLinkPage');
const WaiverSignPage = lazyNamed(() => import('../features/waivers/routes/waiver-sign-page.tsx'), 'WaiverSignPage');
const EmailPreferencesPage = lazyNamed(() => import('../features/email-preferences/routes/email-preferences-page.tsx'), 'EmailPreferencesPage');
const NudgeLinkPage = lazyNamed(() => import('../features/coaching/routes/nudge-link-page.tsx'), 'NudgeLinkPage');
// A walker's page, under /frontend beside the public flow's screens (its own feature, docs/features/personal-pages.md).
const FundraiserPage = lazyNamed(() => import('../features/fundraiser-page/index.ts'), 'FundraiserPage');
// The distance leaderboard (docs/features/miles-and-badges.md), its own chunk.
const DistanceLeaderboardPage = lazyNamed(() => import('../features/distance/index.ts'), 'DistanceLeaderboardPage');
const StartFundraisingPage = lazyNamed(() => import('../features/fundraiser-sign-in/routes/start-fundraising-page.tsx'), 'StartFundraisingPage');
// The donor's own page (docs/features/my-giving.md): its own chunk, like the walker's sign-in.
const MyGivingPage = lazyNamed(() => import('../features/my-giving/routes/my-giving-page.tsx'), 'MyGivingPage');

// The back office is split off the public bundle: visitors giving money never download it. Its
// screens suspend inside the back-office layout's Suspense boundary while their chunk loads.
const BackOfficeLayout = lazyNamed(() => import('./layouts/back-office-layout.tsx'), 'BackOfficeLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/routes/dashboard-page.tsx'), 'DashboardPage');
const MyPage = lazyNamed(() => import('../features/my-page/routes/my-page.tsx'), 'MyPage');
const CheckInPage = lazyNamed(() => import('../features/check-in/routes/check-in-page.tsx'), 'CheckInPage');
const TeamsPage = lazyNamed(() => import('../features/teams/routes/teams-page.tsx'), 'TeamsPage');
const ReconciliationPage = lazyNamed(() => import('../features/reconciliation/routes/reconciliation-page.tsx'), 'ReconciliationPage');
const JobsPage = lazyNamed(() => import('../features/jobs/routes/jobs-page.tsx'), 'JobsPage');
const MatchesPage = lazyNamed(() => import('../features/matches/index.ts'), 'MatchesPage');
const MatchFormPage = lazyNamed(() => import('../features/matches/index.ts'), 'MatchFormPage');
const EmployerMatchesPage = lazyNamed(() => import('../features/matches/index.ts'), 'EmployerMatchesPage');
// Monthly gifts (docs/features/monthly-gifts.md): with AG Grid, its own chunk.
const MonthlyGiftsPage = lazyNamed(() => import('../features/monthly-gifts/index.ts'), 'MonthlyGiftsPage');
const TeamPage = lazyNamed(() => import('../features/team-page/routes/team-page.tsx'), 'TeamPage');
const MyProfilePage = lazyNamed(() => import('../features/profile/routes/profile-page.tsx'), 'MyProfilePage');
const UserProfilePage = lazyNamed(() => import('../features/profile/routes/profile-page.tsx'), 'UserProfilePage');
const ChangePasswordPage = lazyNamed(() => import('../features/profile/routes/change-password-page.tsx'), 'ChangePasswordPage');
const UserPasswordPage = lazyNamed(() => import('../features/profile/routes/change-password-page.tsx'), 'UserPasswordPage');
const TeamEmailPage = lazyNamed(() => import('../features/team-email/routes/team-email-page.tsx'), 'TeamEmailPage');
const TeamReactivatePage = lazyNamed(() => import('../features/reactivation/routes/team-reactivate-page.tsx'), 'TeamReactivatePage');
const UsersPage = lazyNamed(() => import('../features/users/routes/users-page.tsx'), 'UsersPage');
const NewUserPage = lazyNamed(() => import('../features/users/routes/new-user-page.tsx'), 'NewUserPage');
const NewTeamPage = lazyNamed(() => import('../features/admin-teams/routes/new-team-page.tsx'), 'NewTeamPage');
const AdminCreateTeamPage = lazyNamed(() => import('../features/admin-teams/routes/create-team-page.tsx'), 'AdminCreateTeamPage');
const ParticipantsPage = lazyNamed(() => import('../features/participants/routes/participants-page.tsx'), 'ParticipantsPage');
const ParticipantEditPage = lazyNamed(() => import('../features/participants/routes/participant-edit-page.tsx'), 'ParticipantEditPage');
const DonationsPage = lazyNamed(() => import('../features/participants/routes/line-items-page.tsx'), 'DonationsPage');
const RunnersPage = lazyNamed(() => import('../features/participants/routes/line-items-page.tsx'), 'RunnersPage');
const TShirtsPage = lazyNamed(() => import('../features/participants/routes/line-items-page.tsx'), 'TShirtsPage');
const BackendTeamReactivatePage = lazyNamed(
  () => import('../features/reactivation/routes/team-reactivate-page.tsx'),
  'BackendTeamReactivatePage',
);
const ConfigPage = lazyNamed(() => import('../features/config/routes/config-page.tsx'), 'ConfigPage');
const KindfulPage = lazyNamed(() => import('../features/kindful/routes/kindful-page.tsx'), 'KindfulPage');
const TransactionsPage = lazyNamed(() => import('../features/transactions/routes/transactions-page.tsx'), 'TransactionsPage');
const TransactionPage = lazyNamed(() => import('../features/transactions/routes/transaction-page.tsx'), 'TransactionPage');
const InvoicePage = lazyNamed(() => import('../features/invoice/routes/invoice-page.tsx'), 'InvoicePage');
const AdminReceiptPage = lazyNamed(() => import('../features/receipt/index.ts'), 'AdminReceiptPage');
const PublicReceiptPage = lazyNamed(() => import('../features/receipt/index.ts'), 'PublicReceiptPage');
const BibLabelsPage = lazyNamed(() => import('../features/bibs/index.ts'), 'BibLabelsPage');
const BibRosterPage = lazyNamed(() => import('../features/bibs/index.ts'), 'BibRosterPage');
// The API reference is public (the OpenAPI document is) but loads on its own: the donate page never downloads it.
const ApiDocsPage = lazyNamed(() => import('../features/api-docs/routes/api-docs-page.tsx'), 'ApiDocsPage');

function BackOffice({ admin = false, children }: { admin?: boolean; children?: ReactNode }) {
  return (
    <RequireAuth admin={admin}>
      <Suspense fallback={<FullPageLoader height="100vh" />}>
        <BackOfficeLayout>{children}</BackOfficeLayout>
      </Suspense>
    </RequireAuth>
  );
}

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

/** The root of the route table: the document title of every screen ("Donate · {appTitle}"), kept in one place, toasts cleared on a page change, and the last error boundary. */
function RootRoute() {
  return (
    <RouteErrorBoundary>
      <DocumentTitle routes={routes} />
      <ClearNotificationsOnNavigate />
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The route table of both specs, declared once (paths in ./paths.ts). Each top area has its own
 * RouteErrorBoundary: a screen that fails shows the error page in that area's place.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      // Back office: sign-in required.
      {
        element: (
          <RouteErrorBoundary>
            <BackOffice />
          </RouteErrorBoundary>
        ),
        children: [
          {
            path: '/',
            children: [
              { index: true, element: <DashboardPage />, handle: { title: 'Dashboard' } },
              { path: 'my-team', element: <TeamPage />, handle: { title: 'My Team' } },
              // Participants and captains (docs/features/personal-pages.md); RequireAuth keeps a participant to this screen.
              { path: 'my-page', element: <MyPage />, handle: { title: 'My Page' } },
              // Admins and volunteers (docs/features/event-day.md); RequireAuth keeps a volunteer to this screen.
              { path: 'check-in', element: <CheckInPage />, handle: { title: 'Check-in' } },
              {
                path: 'my-profile',
                children: [
                  { index: true, element: <MyProfilePage />, handle: { title: 'My Profile' } }, // edit-profile
                  { path: 'change-password', element: <ChangePasswordPage />, handle: { title: 'Change Password' } },
                ],
              },
              { path: 'email-team/:teamId', element: <TeamEmailPage />, handle: { title: 'Email My Team' } },
              { path: 'change-password', element: <ChangePasswordPage />, handle: { title: 'Change Password' } },
              { path: 'team-reactivate', element: <TeamReactivatePage />, handle: { title: 'Reactivate Team' } },
            ],
          },
          // Admin only (requiresAdmin); docs/decisions/0105-admin-only-reactivation.md adds the back-office reactivation.
          {
            element: (
              <RouteErrorBoundary>
                <RequireAuth admin>
                  <Outlet />
                </RequireAuth>
              </RouteErrorBoundary>
            ),
            children: [
              {
                path: 'user/:id',
                children: [
                  { index: true, element: <UserProfilePage />, handle: { title: 'Edit User' } }, // edit profile
                  { path: 'user-password', element: <UserPasswordPage />, handle: { title: 'User Password' } },
                ],
              },
              {
                path: 'config',
                handle: { title: 'Configuration' },
                children: [
                  // event-settings is the default; the panels load with the config page, apart from the public bundle.
                  { index: true, element: <ConfigPage panel="event-settings" /> },
                  ...CONFIG_CHILDREN.map((child) => ({ path: child, element: <ConfigPage panel={child} /> })),
                ],
              },
              { path: 'kindful', element: <KindfulPage />, handle: { title: 'Kindful Queue' } },
              // Each report loads lazily (AG Grid, charts), apart from the public bundle and the other screens; the
              // table of reports too, so the public bundle carries one import here, not eight.
              {
                path: 'admin/reports',
                children: REPORT_NAMES.map((name) => {
                  const ReportPage = lazy(() => import('../features/reports/routes/report-routes.ts').then((m) => m.REPORT_PAGES[name]()));
                  return { path: name, element: <ReportPage />, handle: { title: `${REPORT_LABELS[name]} Report` } };
                }),
              },
              { path: 'teams', element: <TeamsPage />, handle: { title: 'Teams' } },
              { path: 'teams/new', element: <NewTeamPage />, handle: { title: 'New Team' } },
              { path: 'users', element: <UsersPage />, handle: { title: 'Users' } },
              { path: 'users/new', element: <NewUserPage />, handle: { title: 'New User' } },
              { path: 'participants', element: <ParticipantsPage />, handle: { title: 'Participants' } },
              { path: 'participants/donors', element: <DonationsPage />, handle: { title: 'Donations' } },
              { path: 'participants/products', element: <TShirtsPage />, handle: { title: 'T-Shirts' } },
              { path: 'participants/runners', element: <RunnersPage />, handle: { title: 'Runners' } },
              { path: 'participants/:id', element: <ParticipantEditPage />, handle: { title: 'Edit Participant' } },
              { path: 'transactions', element: <TransactionsPage />, handle: { title: 'Transactions' } },
              { path: 'transactions/:id', element: <TransactionPage />, handle: { title: 'Transaction' } },
              { path: 'transactions/:id/receipt', element: <AdminReceiptPage />, handle: { title: 'Receipt' } },
              { path: 'monthly-gifts', element: <MonthlyGiftsPage />, handle: { title: 'Monthly Gifts' } },
              { path: 'create-team', element: <AdminCreateTeamPage />, handle: { title: 'Create a Team' } },
              { path: 'invoice/:id', element: <InvoicePage />, handle: { title: 'Invoice' } },
              { path: 'backend-team-reactivate/:teamId/:captainId', element: <BackendTeamReactivatePage />, handle: { title: 'Reactivate Team' } },
              { path: 'reconciliation', element: <ReconciliationPage />, handle: { title: 'Payment Reconciliation' } },
              { path: 'jobs', element: <JobsPage />, handle: { title: 'Background Jobs' } },
              { path: 'matches', element: <MatchesPage />, handle: { title: 'Sponsor Matches' } },
              { path: 'matches/new', element: <MatchFormPage />, handle: { title: 'New Sponsor Match' } },
              { path: 'matches/employers', element: <EmployerMatchesPage />, handle: { title: 'Employer Matching' } },
              { path: 'matches/:id', element: <MatchFormPage />, handle: { title: 'Sponsor Match' } },
              { path: 'bibs/labels', element: <BibLabelsPage />, handle: { title: 'Bib labels' } },
              { path: 'bibs/roster', element: <BibRosterPage />, handle: { title: 'Roster' } },
            ],
          },
        ],
      },
      {
        path: 'team/:param',
        element: (
          <RouteErrorBoundary>
            <TeamParamRoute />
          </RouteErrorBoundary>
        ),
      },
      // Public pages.
      {
        element: (
          <RouteErrorBoundary>
            <PublicLayout />
          </RouteErrorBoundary>
        ),
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
              // A fundraiser's sign-in works while registration is closed, like a password reset.
              { path: 'sign-in-link', element: <SignInLinkPage />, handle: { title: 'Sign In' } },
              { path: 'waiver', element: <WaiverSignPage />, handle: { title: 'Sign the Waiver' } },
              // Unsubscribe links and the digest's nudges work while registration is closed (docs/features/coaching.md).
              { path: 'email-preferences', element: <EmailPreferencesPage />, handle: { title: 'Email Preferences' } },
              { path: 'nudge', element: <NudgeLinkPage />, handle: { title: 'Send a Nudge' } },
              { path: 'start-fundraising', element: <StartFundraisingPage />, handle: { title: 'Start Fundraising' } },
              // A donor finds their gifts and receipts while registration is closed too (docs/features/my-giving.md).
              { path: 'my-giving', element: <MyGivingPage />, handle: { title: 'My Gifts' } },
              constantContactRoute,
              // A donor's receipt stays reachable after registration closes (docs/decisions/0012-receipts.md).
              { path: 'receipt/:token', element: <PublicReceiptPage />, handle: { title: 'Receipt' } },
              {
                element: (
                  <PublicFlowGate>
                    <Outlet />
                  </PublicFlowGate>
                ),
                children: [
                  ...publicFlowIndex,
                  ...publicFlowRoutes,
                  { path: 'fundraiser/:slug', element: <FundraiserPage /> },
                  { path: 'distance', element: <DistanceLeaderboardPage />, handle: { title: 'Distance Leaderboard' } },
                ],
              },
            ],
          },
          { path: 'docs/api', element: <ApiDocsPage />, handle: { title: 'API Reference' } },
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

/** The screen at the current location, from the route table (inside a BrowserRouter in main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
