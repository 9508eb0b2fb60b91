import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const HomePage = lazyNamed(() => import('./routes/home-page.tsx'), 'HomePage');
const SupportingPage = lazyNamed(() => import('./routes/supporting-page.tsx'), 'SupportingPage');
const DonatePage = lazyNamed(() => import('./routes/donate-page.tsx'), 'DonatePage');
// Parts of the donate step loaded after it (the team's progress, the credited walker and message of docs/decisions/0008-fundraiser-credit.md),
// declared here, where the route chunks' preload list already names most of their files: the donate
// page's first load stays within its 150 KiB budget (docs/benchmark.md).
const TeamProgress = lazyNamed(() => import('./components/team-progress.tsx'), 'TeamProgress');
const GiftExtras = lazyNamed(() => import('./components/gift-extras.tsx'), 'GiftExtras');
const ContactPage = lazyNamed(() => import('./routes/contact-page.tsx'), 'ContactPage');
const JoinPage = lazyNamed(() => import('./routes/join-page.tsx'), 'JoinPage');
const ProductsPage = lazyNamed(() => import('./routes/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyNamed(() => import('./routes/product-page.tsx'), 'ProductPage');
const RunPage = lazyNamed(() => import('./routes/run-page.tsx'), 'RunPage');
const AddTeamMemberPage = lazyNamed(() => import('./routes/add-team-member-page.tsx'), 'AddTeamMemberPage');
const SummaryPage = lazyNamed(() => import('./routes/summary-page.tsx'), 'SummaryPage');
const CheckoutPage = lazyNamed(() => import('./routes/checkout-page.tsx'), 'CheckoutPage');
const ThankYouPage = lazyNamed(() => import('./routes/thank-you-page.tsx'), 'ThankYouPage');
const CreateTeamPage = lazyNamed(() => import('./routes/create-team-page.tsx'), 'CreateTeamPage');
const ConstantContactPage = lazyNamed(() => import('./routes/constant-contact-page.tsx'), 'ConstantContactPage');
const LazyPublicTeamPage = lazyNamed(() => import('./routes/public-team-page.tsx'), 'PublicTeamPage');

/**
 * The public flow's screens, children of /frontend (docs/spec/public-flows.md §2). The app router mounts
 * them under the public layout and the PublicFlowGate.
 */
export const publicFlowRoutes: RouteObject[] = [
  // docs/decisions/0121-public-home.md: /frontend/ is the event's public home.
  { index: true, element: <HomePage /> },
  { path: 'supporting', element: <SupportingPage /> },
  { path: 'donate', element: <DonatePage TeamProgress={TeamProgress} Extras={GiftExtras} /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'join', element: <JoinPage /> },
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/:productSlug', element: <ProductPage /> },
  { path: 'run', element: <RunPage /> },
  { path: 'add-team-member', element: <AddTeamMemberPage /> },
  { path: 'summary', element: <SummaryPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'thank-you', element: <ThankYouPage /> },
  { path: 'create-a-team', element: <CreateTeamPage /> },
];

/**
 * /frontend/constant-contact: Constant Contact's redirect back (an admin connecting) and a checkout's
 * summary. Outside the public-flow gate, so an admin can connect while registration is closed.
 */
export const constantContactRoute: RouteObject = { path: 'constant-contact', element: <ConstantContactPage /> };

/** /team/{slug}: the public team page (the /team/:param route renders it for non-numeric params). */
export function PublicTeamPage({ slug }: { slug: string }) {
  return <LazyPublicTeamPage slug={slug} />;
}
