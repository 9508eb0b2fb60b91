// The 5k registration's public entry: the route list the app router mounts (no other feature uses it).
// It holds only lazy imports, so the main bundle loads nothing else of it.
export { runnerSignupRoutes } from './runner-signup-routes.tsx';
