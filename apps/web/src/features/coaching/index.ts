// Coaching (docs/features/coaching.md): the Config > Coaching panel and the captain's Nudge button.
// The digest's public nudge page (routes/nudge-link-page.tsx) is loaded lazily by the router, never from here.
export { CoachingPanel } from './components/coaching-panel.tsx';
export { NudgeButton } from './components/nudge-button.tsx';
