// The toasts' container on its own, for providers.tsx to load lazily: a dynamic import of
// '@mantine/notifications' itself would share the module the store comes from and stay in the entry chunk.
export { Notifications } from '@mantine/notifications';
