import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import './global.css';

export { theme };

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by retrying.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The toasts' container (and its transitions) loads with the first toast: most visits show none,
// and a visitor giving money should not download it up front.
const Notifications = lazy(async () => ({ default: (await import('./notifications-container.ts')).Notifications }));

/** Mounts the toasts' container once a toast has been shown, and keeps it from then on. */
function LazyNotifications() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: a toast must not cover the header, the page's heading or the test-mode banner (finding 6 of docs/features/walkthrough-findings.md). */}
      <Notifications position="bottom-right" />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LazyNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
