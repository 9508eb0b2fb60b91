import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadFirstData } from './app/first-data.ts';
import { AppProviders, queryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { deleteRostersWhenSessionEnds } from './features/check-in/lib/rosters-end-with-session.ts';

deleteRostersWhenSessionEnds();
const root = document.getElementById('root')!;
// Drawn at once (the page's code and data load meanwhile), shown once the header's data is in (app/first-data.ts).
root.style.visibility = 'hidden';
void loadFirstData(queryClient).then(() => {
  // Two frames: React draws the header with that data first, then it is shown complete.
  requestAnimationFrame(() => requestAnimationFrame(() => root.style.removeProperty('visibility')));
});
// A transition: React draws the first page in slices, so a phone stays responsive while it does (Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
