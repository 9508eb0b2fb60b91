import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router';
import { mockFetch } from '../../test/fetch-mock.ts';
import { marker, renderRoutes } from '../../test/render.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

const FailedChunk = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

/** An area with a link outside its boundary, as the back-office menu is outside the admin area's. */
const table: RouteObject[] = [
  {
    element: (
      <>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Suspense fallback="loading">
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </>
    ),
    children: [{ path: '/broken', element: <Broken /> }, { path: '/failed-chunk', element: <FailedChunk /> }, marker('/fine')],
  },
];

beforeEach(() => {
  mockFetch();
  // React reports every error a boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows what went wrong in place of a screen that throws, with Reload and Back to Home', async () => {
    renderRoutes(table, '/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown (the page broke). Reload to try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toBeTruthy();
  });

  it('shows it for a screen whose chunk fails to load', async () => {
    renderRoutes(table, '/failed-chunk');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeTruthy();
  });

  it('shows the area again after a navigation', async () => {
    const { currentLocation } = renderRoutes(table, '/broken');
    await screen.findByRole('heading', { name: 'Something went wrong.' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('page /fine')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).toBeNull();
    expect(currentLocation().pathname).toBe('/fine');
  });
});
