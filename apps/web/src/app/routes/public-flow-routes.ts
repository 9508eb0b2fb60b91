import type { RouteObject } from 'react-router';
import { campaignRoutes } from '../../features/campaign/campaign-routes.tsx';
import { checkoutRoutes } from '../../features/checkout/checkout-routes.tsx';
import { donateRoutes } from '../../features/donate/donate-routes.tsx';
import { runnerSignupRoutes } from '../../features/runner-signup/index.ts';
import { shopRoutes } from '../../features/shop/index.ts';
import { teamSignupRoutes } from '../../features/team-signup/team-signup-routes.tsx';

export { PublicTeamPage } from '../../features/campaign/campaign-routes.tsx';
export { constantContactRoute } from '../../features/checkout/checkout-routes.tsx';

/**
 * The public flow's screens, children of /frontend (docs/spec/public-flows.md §2), from the features that
 * own them. The app router mounts them under the public layout and the PublicFlowGate. Each feature
 * hands over only lazy imports here, so the main bundle loads none of their screens.
 */
export const publicFlowRoutes: RouteObject[] = [...campaignRoutes, ...donateRoutes, ...checkoutRoutes, ...teamSignupRoutes, ...shopRoutes, ...runnerSignupRoutes];
