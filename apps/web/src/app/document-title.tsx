import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { formatDocumentTitle, usePageTitleStore } from '../lib/use-document-title.ts';
import { useEventSettings } from '../features/settings/api/get-event-settings.ts';

/** A route's `handle`: its page title, for screens that do not declare one themselves. */
export interface RouteHandle {
  title?: string;
}

/** The deepest matched route's handle title. */
function useRouteTitle(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Keeps document.title as "{page} · {appTitle}": the page's own title (useDocumentTitle) or its
 * route's handle title. Rendered once, at the root of the route table.
 */
export function DocumentTitle() {
  const pageTitle = usePageTitleStore((s) => s.title);
  const routeTitle = useRouteTitle();
  const appTitle = useEventSettings().data?.appTitle;
  const title = formatDocumentTitle(pageTitle ?? routeTitle, appTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
