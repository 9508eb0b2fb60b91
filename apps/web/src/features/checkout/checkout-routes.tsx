import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// What the app router mounts, apart from index.ts (what other features use), so the main bundle loads
// only these lazy imports. Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const ContactPage = lazyNamed(() => import('./routes/contact-page.tsx'), 'ContactPage');
const SummaryPage = lazyNamed(() => import('./routes/summary-page.tsx'), 'SummaryPage');
const CheckoutPage = lazyNamed(() => import('./routes/checkout-page.tsx'), 'CheckoutPage');
const ThankYouPage = lazyNamed(() => import('./routes/thank-you-page.tsx'), 'ThankYouPage');
const ConstantContactPage = lazyNamed(() => import('./routes/constant-contact-page.tsx'), 'ConstantContactPage');

/** The checkout steps (your details, review, payment, thank-you) among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const checkoutRoutes: RouteObject[] = [
  { path: 'contact', element: <ContactPage /> },
  { path: 'summary', element: <SummaryPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'thank-you', element: <ThankYouPage /> },
];

/**
 * /frontend/constant-contact: Constant Contact's redirect back (an admin connecting) and a checkout's
 * summary. Outside the public-flow gate, so an admin can connect while registration is closed.
 */
export const constantContactRoute: RouteObject = { path: 'constant-contact', element: <ConstantContactPage /> };
