import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import { formatDocumentTitle, usePageTitleStore } from '../lib/use-document-title.ts';
import { useEventSettings } from '../features/settings/api/get-event-settings.ts';

/** A route's `handle`: its page title, for screens that do not declare one themselves. */
export interface RouteHandle {
  title?: string;
}

/** The handle title of the deepest route matching the current location that declares one. */
function useRouteTitle(routes: RouteObject[]): string | null {
  const matches = matchRoutes(routes, useLocation()) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.route.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Keeps document.title as "{page} · {appTitle}": the page's own title (useDocumentTitle) or the
 * handle title of its route in `routes`. Rendered once, at the root of the route table.
 */
export function DocumentTitle({ routes }: { routes: RouteObject[] }) {
  const pageTitle = usePageTitleStore((s) => s.title);
  const routeTitle = useRouteTitle(routes);
  const appTitle = useEventSettings().data?.appTitle;
  const title = formatDocumentTitle(pageTitle ?? routeTitle, appTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
