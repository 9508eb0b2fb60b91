// Waivers (docs/features/event-day.md): the Config panel and the participant page's waiver line with "Send waiver link".
// The public signing page (routes/waiver-sign-page.tsx) is loaded lazily by the router, never from here.
export { WaiversPanel } from './components/waivers-panel.tsx';
export { WaiverLinkAction } from './components/waiver-link-action.tsx';
