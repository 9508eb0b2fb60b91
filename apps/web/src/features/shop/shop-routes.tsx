import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named.ts';

// Each screen is its own chunk; it suspends inside the public layout's Suspense boundary while it loads.
const ProductsPage = lazyNamed(() => import('./routes/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyNamed(() => import('./routes/product-page.tsx'), 'ProductPage');

/** The shirt shop among the public flow's children of /frontend (docs/spec/public-flows.md §2). */
export const shopRoutes: RouteObject[] = [
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/:productSlug', element: <ProductPage /> },
];
