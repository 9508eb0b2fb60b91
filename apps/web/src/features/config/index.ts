// The config area's frame, for panels that live in their own feature (bibs, docs/features/event-day.md).
export { ConfigPanel, PanelSection } from './components/config-panel.tsx';
