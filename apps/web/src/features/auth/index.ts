// The auth feature's public entry: what other features use (eslint.config.js keeps them to it).
export { postLogin } from './api/login.ts';
export { useSignOut } from './api/logout.ts';
