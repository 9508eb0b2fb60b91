// The config area's frame, for panels that live in their own feature (bibs, issue 24).
export { ConfigPanel, PanelSection } from './components/config-panel.tsx';
