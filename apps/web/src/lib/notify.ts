import { notifications } from '@mantine/notifications';
import { NOTIFICATION_DURATION_MS, TOAST_DELAY_MS, TOAST_DURATION_MS } from '@walkfund/domain';

/**
 * The spec's timings (docs/spec/public-flows.md, Notifications): a notification shows 4 s then
 * clears; a toast (one of the domain TOASTS pairs, after a save changes the store) appears 500 ms
 * later and lasts 3 s. Error notifications have the title "Error" unless given.
 */
function show(title: string, message: string, color: 'green' | 'red', autoClose: number) {
  const id = notifications.show({ title, message, color, autoClose, onClose: () => shownOn.delete(id) });
  // The address bar changes as soon as a navigation starts; the new page may draw much later.
  shownOn.set(id, window.location.pathname);
}

/** The page each notification on screen was shown on (its pathname), by notification id. */
const shownOn = new Map<string, string>();

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

/** Removes every shown and queued notification. */
export function clearNotifications() {
  shownOn.clear();
  notifications.clean();
  notifications.cleanQueue();
}

/**
 * Removes the notifications shown on another page than `pathname`, the page now drawn: the page
 * they spoke about is gone. A toast asked for just before a navigation and shown while the next
 * page was still loading (a lazy page on a slow phone takes more than the toast's 500 ms) was
 * shown on that next page, and stays.
 */
export function clearNotificationsOfOtherPages(pathname: string) {
  for (const [id, page] of shownOn) {
    if (page === pathname) continue;
    shownOn.delete(id);
    notifications.hide(id);
  }
  notifications.cleanQueue();
}
