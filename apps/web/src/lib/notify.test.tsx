import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { NOTIFICATION_DURATION_MS, TOAST_DELAY_MS, TOAST_DURATION_MS, TOASTS } from '@walkfund/domain';
import { ClearNotificationsOnNavigate } from '../app/clear-notifications-on-navigate.tsx';
import { clearNotifications, notifyError, notifySuccess, notifyToast } from './notify.ts';

const shown = () => notificationsStore.getState().notifications;

beforeEach(() => clearNotifications());
afterEach(() => {
  vi.useRealTimers();
  clearNotifications();
});

describe('notify: the spec timings (docs/spec/public-flows.md)', () => {
  it('shows a notification at once for NOTIFICATION_DURATION_MS (4 s)', () => {
    notifySuccess('Success', 'Saved.');
    notifyError('Error', 'Not saved.');
    expect(shown().map((n) => [n.title, n.color, n.autoClose])).toEqual([
      ['Success', 'green', NOTIFICATION_DURATION_MS],
      ['Error', 'red', NOTIFICATION_DURATION_MS],
    ]);
    expect(NOTIFICATION_DURATION_MS).toBe(4000);
  });

  it('shows a toast TOAST_DELAY_MS (500 ms) after the change, for TOAST_DURATION_MS (3 s)', () => {
    vi.useFakeTimers();
    notifyToast(TOASTS.teamUpdated);
    vi.advanceTimersByTime(TOAST_DELAY_MS - 1);
    expect(shown()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(shown().map((n) => [n.title, n.message, n.color, n.autoClose])).toEqual([[...TOASTS.teamUpdated, 'green', TOAST_DURATION_MS]]);
    notifyToast(TOASTS.teamUpdateFailed);
    vi.advanceTimersByTime(TOAST_DELAY_MS);
    expect(shown()[1]).toMatchObject({ title: 'Error', color: 'red', autoClose: TOAST_DURATION_MS });
  });
});

describe('ClearNotificationsOnNavigate (finding 6 of docs/features/walkthrough-findings.md)', () => {
  // The app's router: the address bar changes when a navigation starts, the page when it is drawn.
  function renderApp(pageB: ReactNode = <p>Page B</p>) {
    window.history.replaceState(null, '', '/a');
    render(
      <BrowserRouter>
        <ClearNotificationsOnNavigate />
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/a" element={<><p>Page A</p><Link to="/a?sort=name">Sort</Link><Link to="/b">Go to B</Link></>} />
            <Route path="/b" element={pageB} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
  }

  it('keeps the toasts while the page stays (a query string change) and clears them when the page changes', async () => {
    renderApp();
    act(() => notifySuccess('Success', 'Saved.'));
    expect(shown()).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Sort' }));
    expect(shown()).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Go to B' }));
    expect(await screen.findByText('Page B')).toBeTruthy();
    expect(shown()).toHaveLength(0);
  });

  it('lets a toast asked for just before the navigation show on the next page', async () => {
    vi.useFakeTimers();
    renderApp();
    act(() => notifyToast(TOASTS.teamUpdated));
    fireEvent.click(screen.getByRole('link', { name: 'Go to B' }));
    expect(screen.getByText('Page B')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DELAY_MS));
    expect(shown().map((n) => n.title)).toEqual([TOASTS.teamUpdated[0]]);
  });

  it('keeps a toast shown while the next page was still loading (a lazy page on a busy phone)', async () => {
    let drawPageB!: () => void;
    const SlowPageB = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => (drawPageB = () => resolve({ default: () => <p>Page B</p> }))),
    );
    renderApp(<SlowPageB />);
    act(() => notifyToast(TOASTS.teamUpdated));
    fireEvent.click(screen.getByRole('link', { name: 'Go to B' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DELAY_MS + 50)));
    expect(screen.getByText('Page A')).toBeTruthy();
    expect(shown().map((n) => n.title)).toEqual([TOASTS.teamUpdated[0]]);
    await act(async () => drawPageB());
    expect(await screen.findByText('Page B')).toBeTruthy();
    expect(shown().map((n) => n.title), 'shown on page B, it stays there').toEqual([TOASTS.teamUpdated[0]]);
  });
});
