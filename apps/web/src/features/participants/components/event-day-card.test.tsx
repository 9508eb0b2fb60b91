import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_DAY_TOASTS, type EventEntryView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventDayCard } from './event-day-card.tsx';

afterEach(() => notifications.clean());

const ENTRY: EventEntryView = {
  id: 40, personId: 5, eventYear: 2026, eventCity: 'Tulsa', kind: '5k', checkInToken: 'Q2hlY2staW4tdG9rZW4xWk', bib: null,
  checkedInAt: null, shirtGivenAt: null, shirtGivenSize: null, confirmationSentAt: '2026-11-20T15:00:00.000Z', createdAt: '2026-11-20T14:59:00.000Z',
};

function renderCard(entry: EventEntryView | null) {
  signInAs({ role: 'admin' });
  let current = entry;
  const api = mockFetch((r) => {
    if (r.path === '/v1/event-entries/person/5' && r.method === 'GET') return jsonResponse({ entry: current });
    if (r.path === '/v1/event-entries/person/5/regenerate-token' && r.method === 'POST') {
      current = { ...current!, checkInToken: 'TmV3LWNoZWNrLWluLWNvZGU' };
      return jsonResponse({ entry: current });
    }
    if (r.path === '/v1/event-entries/person/5/resend-confirmation' && r.method === 'POST') return jsonResponse({ entry: { ...current!, confirmationSentAt: null } });
    return undefined;
  });
  renderRoutes([{ path: '/participants/5', element: <EventDayCard personId={5} /> }], '/participants/5');
  return api;
}

describe('EventDayCard', () => {
  it("shows the person's entry: kind, city, code, bib, check-in and confirmation", async () => {
    renderCard(ENTRY);
    const card = within(await screen.findByRole('region', { name: 'Event day' }));
    expect(await card.findByText('5k (in person), Tulsa 2026')).toBeTruthy();
    expect(card.getByText(`Active, ends in ${ENTRY.checkInToken.slice(-4)}`)).toBeTruthy();
    expect(card.getByText('Not assigned')).toBeTruthy();
    expect(card.getByText('Not yet')).toBeTruthy();
    expect(card.getByText(/^Sent /)).toBeTruthy();
  });

  it('says when the person is not registered, with no actions', async () => {
    renderCard(null);
    expect(await screen.findByText("Not registered for this year's event.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
  });

  it('resends the confirmation', async () => {
    const api = renderCard(ENTRY);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.resent[1])).toBeTruthy();
    expect(api.calls('POST', '/v1/event-entries/person/5/resend-confirmation')).toHaveLength(1);
    expect(await screen.findByText('Not sent yet')).toBeTruthy();
  });

  it('regenerates the code only after the admin confirms, and shows the new one', async () => {
    const api = renderCard(ENTRY);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Regenerate code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Regenerate code' }));
    expect(api.calls('POST', '/v1/event-entries/person/5/regenerate-token')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText(EVENT_DAY_TOASTS.regenerated[1])).toBeTruthy();
    expect(api.calls('POST', '/v1/event-entries/person/5/regenerate-token')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Active, ends in vZGU')).toBeTruthy());
  });
});
