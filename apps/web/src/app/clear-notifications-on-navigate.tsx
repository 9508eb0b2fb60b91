import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearNotificationsOfOtherPages } from '../lib/notify.ts';

/**
 * Clears the toasts when the page changes (finding 6 of docs/features/walkthrough-findings.md): a toast speaks about the page it was shown
 * on and must not stay over the next one. A change of query string (a grid's sort) keeps them, and
 * so does a toast shown on the new page while it was still loading (lib/notify.ts).
 * Rendered once, at the root of the route table.
 */
export function ClearNotificationsOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    clearNotificationsOfOtherPages(pathname);
  }, [pathname]);
  return null;
}
