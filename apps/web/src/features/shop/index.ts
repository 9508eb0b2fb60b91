// The shop's public entry: the route list the app router mounts (no other feature uses the shop). It
// holds only lazy imports, so the main bundle loads nothing else of it.
export { shopRoutes } from './shop-routes.tsx';
