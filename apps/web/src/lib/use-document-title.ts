import { useEffect } from 'react';
import { create } from 'zustand';

/** The title used until the event settings name the event. */
export const FALLBACK_APP_TITLE = 'Walkfund';

/** "Donate · 2025 Autism Walk": the page first, so tabs and history tell pages apart. */
export function formatDocumentTitle(pageTitle: string | null | undefined, appTitle: string | null | undefined): string {
  const app = appTitle?.trim() || FALLBACK_APP_TITLE;
  const page = pageTitle?.trim();
  return page ? `${page} · ${app}` : app;
}

interface PageTitleStore {
  /** The title the shown page declared (useDocumentTitle), or null. */
  title: string | null;
  set(title: string | null): void;
}

/** The shown page's own title; the app's DocumentTitle writes it into document.title with the event's title. */
export const usePageTitleStore = create<PageTitleStore>()((set) => ({
  title: null,
  set: (title) => set({ title }),
}));

/**
 * Declares the shown page's title ("Donate"), for as long as the page is shown. Pages without one
 * get their route's `handle.title`, or the event's title alone.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const set = usePageTitleStore((s) => s.set);
  const value = title?.trim() || null;
  useEffect(() => {
    set(value);
    return () => set(null);
  }, [value, set]);
}
