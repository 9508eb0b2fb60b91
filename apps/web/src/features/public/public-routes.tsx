import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The public flow's screens, children of /frontend (public spec section 2). Each screen is its
 * own chunk; the app router mounts them under the public layout and the PublicFlowGate.
 */
export const publicFlowRoutes: RouteObject[] = [
  // DECISIONS.md 21: /frontend/ is the event's public home.
  { index: true, lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }) },
  { path: 'supporting', lazy: async () => ({ Component: (await import('./routes/supporting-page.tsx')).SupportingPage }) },
  { path: 'donate', lazy: async () => ({ Component: (await import('./routes/donate-page.tsx')).DonatePage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./routes/contact-page.tsx')).ContactPage }) },
  { path: 'join', lazy: async () => ({ Component: (await import('./routes/join-page.tsx')).JoinPage }) },
  { path: 'products', lazy: async () => ({ Component: (await import('./routes/products-page.tsx')).ProductsPage }) },
  { path: 'products/:productSlug', lazy: async () => ({ Component: (await import('./routes/product-page.tsx')).ProductPage }) },
  { path: 'run', lazy: async () => ({ Component: (await import('./routes/run-page.tsx')).RunPage }) },
  { path: 'add-team-member', lazy: async () => ({ Component: (await import('./routes/add-team-member-page.tsx')).AddTeamMemberPage }) },
  { path: 'summary', lazy: async () => ({ Component: (await import('./routes/summary-page.tsx')).SummaryPage }) },
  { path: 'checkout', lazy: async () => ({ Component: (await import('./routes/checkout-page.tsx')).CheckoutPage }) },
  { path: 'thank-you', lazy: async () => ({ Component: (await import('./routes/thank-you-page.tsx')).ThankYouPage }) },
  { path: 'create-a-team', lazy: async () => ({ Component: (await import('./routes/create-team-page.tsx')).CreateTeamPage }) },
];

/**
 * /frontend/constant-contact: Constant Contact's redirect back (an admin connecting) and a checkout's
 * summary. Outside the public-flow gate, so an admin can connect while registration is closed.
 */
export const constantContactRoute: RouteObject = {
  path: 'constant-contact',
  lazy: async () => ({ Component: (await import('./routes/constant-contact-page.tsx')).ConstantContactPage }),
};

const LazyPublicTeamPage = lazy(async () => ({ default: (await import('./routes/public-team-page.tsx')).PublicTeamPage }));

/** /team/{slug}: the public team page (the /team/:param route renders it for non-numeric params). */
export function PublicTeamPage({ slug }: { slug: string }) {
  return <LazyPublicTeamPage slug={slug} />;
}
