// The donor's own page (docs/features/my-giving.md). The public page (routes/my-giving-page.tsx) is
// loaded lazily by the router, never from here; this entry is the back office's panel.
export { GivingStatementsPanel } from './components/giving-statements-panel.tsx';
