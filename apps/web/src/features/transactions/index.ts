// The transactions feature's public entry: what other features use (eslint.config.js keeps them to it).
export { PendingPaymentsCard } from './components/pending-payments-card.tsx';
