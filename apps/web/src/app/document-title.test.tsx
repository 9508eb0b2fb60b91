import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { signInAs } from '../test/fixtures.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { marker, renderRoutes } from '../test/render.tsx';
import { DocumentTitle } from './document-title.tsx';
import { routes } from './router.tsx';

const APP_TITLE = 'Autism Awareness Walk'; // eventSettingsFixture.appTitle

function OwnTitlePage() {
  useDocumentTitle('Own Title');
  return <p>own title page</p>;
}

const screens: RouteObject[] = [
  {
    path: '/teams',
    handle: { title: 'Teams' },
    children: [
      { index: true, element: <p>teams</p> },
      { path: 'new', element: <p>new team</p>, handle: { title: 'New Team' } },
      { path: ':id', element: <p>one team</p> },
    ],
  },
  { path: '/own', element: <OwnTitlePage />, handle: { title: 'Route Title' } },
  marker('/untitled'),
];

/** DocumentTitle at the root of a table, as in the app's route table. */
const table: RouteObject[] = [
  {
    element: (
      <>
        <DocumentTitle routes={screens} />
        <Outlet />
      </>
    ),
    children: screens,
  },
];

describe('DocumentTitle', () => {
  it("shows the handle title of the deepest matched route that has one, then the event's title", async () => {
    mockFetch();
    renderRoutes(table, '/teams/new');
    await waitFor(() => expect(document.title).toBe(`New Team · ${APP_TITLE}`));
  });

  it("falls back to a parent route's title", async () => {
    mockFetch();
    renderRoutes(table, '/teams/12');
    await screen.findByText('one team');
    await waitFor(() => expect(document.title).toBe(`Teams · ${APP_TITLE}`));
  });

  it("prefers the page's own title, and shows the event's title alone without any", async () => {
    mockFetch();
    const own = renderRoutes(table, '/own');
    await waitFor(() => expect(document.title).toBe(`Own Title · ${APP_TITLE}`));
    own.unmount();
    renderRoutes(table, '/untitled');
    await waitFor(() => expect(document.title).toBe(APP_TITLE));
  });

  it("titles the app's screens from their routes", async () => {
    mockFetch();
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/participants/donors');
    await waitFor(() => expect(document.title).toBe(`Donations · ${APP_TITLE}`));
  });

  it("keeps the screen's title once the back-office header (the event heading) has shown", async () => {
    mockFetch();
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/jobs');
    await screen.findByRole('link', { name: /Autism Awareness Walk/ });
    await waitFor(() => expect(document.title).toBe(`Background Jobs · ${APP_TITLE}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe(`Background Jobs · ${APP_TITLE}`);
  });
});
