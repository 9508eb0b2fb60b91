import { notifications } from '@mantine/notifications';
import { NOTIFICATION_DURATION_MS, TOAST_DELAY_MS, TOAST_DURATION_MS } from '@walkfund/domain';

/**
 * The spec's timings (docs/spec/public-flows.md, Notifications): a notification shows 4 s then
 * clears; a toast (one of the domain TOASTS pairs, after a save changes the store) appears 500 ms
 * later and lasts 3 s. Error notifications have the title "Error" unless given.
 */
function show(title: string, message: string, color: 'green' | 'red', autoClose: number) {
  notifications.show({ title, message, color, autoClose });
}

export function notifySuccess(title: string, message: string) {
  show(title, message, 'green', NOTIFICATION_DURATION_MS);
}

export function notifyError(title: string, message: string) {
  show(title, message, 'red', NOTIFICATION_DURATION_MS);
}

/**
 * Shows one of the domain TOASTS pairs, coloured by whether its title is "Error", TOAST_DELAY_MS
 * after the call. A toast asked for just before a navigation shows on the page it leads to.
 */
export function notifyToast([title, message]: readonly [string, string], tone?: 'success' | 'error') {
  const isError = tone ? tone === 'error' : title === 'Error' || title.startsWith('We failed');
  const timer = setTimeout(() => {
    pendingToasts.delete(timer);
    show(title, message, isError ? 'red' : 'green', TOAST_DURATION_MS);
  }, TOAST_DELAY_MS);
  pendingToasts.add(timer);
}

const pendingToasts = new Set<ReturnType<typeof setTimeout>>();

/** Drops the toasts asked for and not shown yet (each web test starts without one from the test before). */
export function dropPendingToasts() {
  for (const timer of pendingToasts) clearTimeout(timer);
  pendingToasts.clear();
}

/** Removes every shown and queued notification: the page they spoke about is gone. */
export function clearNotifications() {
  notifications.clean();
  notifications.cleanQueue();
}
