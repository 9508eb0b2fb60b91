import { useLayoutEffect, useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { theme } from '../app/providers.tsx';

export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <Notifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Reports the router's location as each navigation commits (before the test can see the new page). */
function LocationListener({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/** Renders a route table in a memory router at `path`; `currentLocation()` reads where it is now. */
export function renderRoutes(routes: RouteObject[], path: string) {
  let location: Location | undefined;
  const view = render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationListener
          onChange={(next) => {
            location = next;
          }}
        />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </TestProviders>,
  );
  return { currentLocation: () => location!, ...view };
}

/** A route that shows its name, to see where a redirect landed. */
export function marker(path: string, text = `page ${path}`): RouteObject {
  return { path, element: <p>{text}</p> };
}
