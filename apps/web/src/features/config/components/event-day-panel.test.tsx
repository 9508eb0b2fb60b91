import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { EVENT_DAY_MESSAGES, EVENT_DAY_TOASTS, type EventDaysInput, type EventDaysView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ConfigPage } from '../routes/config-page.tsx';
import { buildAdminSettings } from '../testing/render-config.tsx';

/** /config/event-day as a signed-in admin against a fake API holding `saved`. */
function renderEventDay(saved: EventDaysView) {
  notifications.clean();
  signInAs({ role: 'admin' });
  let current = saved;
  const api = mockFetch((r) => {
    if (r.path === '/v1/event-settings/' && r.method === 'GET') return jsonResponse(buildAdminSettings());
    if (r.path === '/v1/event-days' && r.method === 'GET') return jsonResponse(current);
    if (r.path === '/v1/event-days' && r.method === 'PUT') {
      const { days } = r.body as EventDaysInput;
      current = { eventYear: current.eventYear, days: [...current.days.filter((d) => !days.some((n) => n.eventCity === d.eventCity)), ...days] };
      return jsonResponse(current);
    }
    return undefined;
  });
  renderRoutes([{ path: '/config/event-day', element: <ConfigPage panel="event-day" /> }], '/config/event-day');
  return { puts: () => api.calls('PUT', '/v1/event-days') };
}

describe('Event Day panel', () => {
  it("shows each city's saved day and saves the cities filled in", async () => {
    const { puts } = renderEventDay({
      eventYear: 2026,
      days: [{ eventCity: 'Oklahoma City', date: '2026-04-18', startTime: '08:00', place: 'Scissortail Park, Oklahoma City' }],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: 'Event Day' })).toBeTruthy();
    expect((screen.getByLabelText('Oklahoma City place') as HTMLInputElement).value).toBe('Scissortail Park, Oklahoma City');
    expect((screen.getByLabelText('Oklahoma City date') as HTMLInputElement).value).toBe('2026-04-18');
    expect((screen.getByLabelText('Tulsa place') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('Tulsa date'), '2026-04-25');
    await user.type(screen.getByLabelText('Tulsa start time'), '08:30');
    await user.type(screen.getByLabelText('Tulsa place'), 'Guthrie Green, Tulsa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.daysSaved[1])).toBeTruthy();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      days: [
        { eventCity: 'Oklahoma City', date: '2026-04-18', startTime: '08:00', place: 'Scissortail Park, Oklahoma City' },
        { eventCity: 'Tulsa', date: '2026-04-25', startTime: '08:30', place: 'Guthrie Green, Tulsa' },
      ],
    });
  });

  it('says what a half-filled city is missing and sends nothing', async () => {
    const { puts } = renderEventDay({ eventYear: 2026, days: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tulsa place'), 'Guthrie Green');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.daysFailed[1])).toBeTruthy();
    expect(screen.getByText('Date must be a date (YYYY-MM-DD).')).toBeTruthy();
    expect(screen.getByText('Start time must be a time (HH:MM).')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a date outside the event year under its field and sends nothing', async () => {
    const { puts } = renderEventDay({ eventYear: 2026, days: [] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tulsa date'), '2027-04-17');
    await user.type(screen.getByLabelText('Tulsa start time'), '08:30');
    await user.type(screen.getByLabelText('Tulsa place'), 'Guthrie Green, Tulsa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.daysFailed[1])).toBeTruthy();
    const date = screen.getByLabelText('Tulsa date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(EVENT_DAY_MESSAGES.dateInYear(2026))).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    notifications.clean();
    signInAs({ role: 'admin' });
    const message = EVENT_DAY_MESSAGES.dateInYear(2027);
    mockFetch((r) => {
      if (r.path === '/v1/event-settings/' && r.method === 'GET') return jsonResponse(buildAdminSettings());
      // The event year moved on after the form loaded: the server's year wins.
      if (r.path === '/v1/event-days' && r.method === 'GET') return jsonResponse({ eventYear: 2026, days: [] });
      if (r.path === '/v1/event-days' && r.method === 'PUT') return jsonResponse({ code: 400, message, details: [{ field: 'days.0.date', message }] }, 400);
      return undefined;
    });
    renderRoutes([{ path: '/config/event-day', element: <ConfigPage panel="event-day" /> }], '/config/event-day');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tulsa date'), '2026-04-25');
    await user.type(screen.getByLabelText('Tulsa start time'), '08:30');
    await user.type(screen.getByLabelText('Tulsa place'), 'Guthrie Green, Tulsa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.daysFailed[1])).toBeTruthy();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Tulsa date').getAttribute('aria-invalid')).toBe('true');
  });
});
