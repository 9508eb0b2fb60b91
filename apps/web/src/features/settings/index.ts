// The settings feature's public entry: what other features use (eslint.config.js keeps them to it).
export { eventSettingsQuery, useEventSettings, type EventSettingsView } from './api/get-event-settings.ts';
export { useEventHeading } from './hooks/use-event-heading.ts';
