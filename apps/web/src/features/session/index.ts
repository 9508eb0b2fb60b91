// The session feature's public entry: what other features use (eslint.config.js keeps them to it).
export { sessionStore, useSession } from './session-store.ts';
