import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@walkfund/domain';

/** Toasts: 3 s (docs/spec/public-flows.md §4). Error notifications have the title "Error" unless given. */
export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'green', autoClose: TOAST_DURATION_MS });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red', autoClose: TOAST_DURATION_MS });
}

/** Shows one of the domain TOASTS pairs, coloured by whether its title is "Error". */
export function notifyToast([title, message]: readonly [string, string], tone?: 'success' | 'error') {
  const isError = tone ? tone === 'error' : title === 'Error' || title.startsWith('We failed');
  (isError ? notifyError : notifySuccess)(title, message);
}
