import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECK_IN_MESSAGES, CHECK_IN_SYNC_MESSAGES, WAIVER_MESSAGES, type CheckInCard as Card, type CheckInSyncItem } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { buildUser, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes, TestProviders } from '../../../test/render.tsx';
import { queueWaiverSignature } from '../api/check-in-api.ts';
import { CheckInCard } from '../components/check-in-card.tsx';
import { enqueue, readQueue, withQueued } from '../lib/offline-queue.ts';

/**
 * The phone applies the server's rules before it shows a result (docs/decisions/0011-event-day-check-in.md):
 * a minor's waiver is signed with a guardian, a shirt handed out is of a size; and what the server
 * refused is said once, as it is.
 */

const hannah = (overrides: Partial<Card> = {}): Card => ({
  entryId: 51, firstName: 'Hannah', lastName: 'Lee', team: 'Sooner Striders', kind: 'walk', eventCity: 'Oklahoma City', shirtSize: null, bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'missing', minor: true, ...overrides,
});
const waivers = [{ id: 6, eventCity: 'Oklahoma City', kind: 'walk' as const, body: '<p>Walkers accept the risks.</p>' }];

const renderCard = (props: Parameters<typeof CheckInCard>[0]) =>
  render(
    <TestProviders>
      <ul>
        <CheckInCard {...props} />
      </ul>
    </TestProviders>,
  );

describe("a minor's waiver on the check-in phone", () => {
  it('asks for the guardian by itself and cannot be signed without one', async () => {
    const onSignWaiver = vi.fn(async () => undefined);
    renderCard({ card: hannah(), waivers, onSignWaiver });
    await userEvent.click(screen.getByRole('button', { name: 'Sign waiver for Hannah Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiver: Hannah Lee' });
    // Told, not asked: no "Under 18" box to leave unticked.
    expect(within(dialog).queryByRole('checkbox', { name: /Under 18/ })).toBeNull();
    expect(within(dialog).getByText(/Under 18 on the event day: a parent or guardian signs too/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Type your full name to sign/), 'Hannah Lee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign waiver' }));
    expect(await within(dialog).findByText(WAIVER_MESSAGES.guardianRequired)).toBeTruthy();
    expect(onSignWaiver).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Parent or guardian's full name/), 'Grace Lee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign waiver' }));
    await waitFor(() => expect(onSignWaiver).toHaveBeenCalledWith({ waiverId: 6, signedName: 'Hannah Lee', minor: true, guardianName: 'Grace Lee' }));
  });

  it("the queue refuses what the server would: a known minor's signature without a guardian is never queued", async () => {
    await expect(queueWaiverSignature(hannah(), { waiverId: 6, signedName: 'Hannah Lee', minor: false, guardianName: null })).rejects.toThrow(WAIVER_MESSAGES.guardianRequired);
    expect(await readQueue()).toEqual({ waiting: [], refused: [] });
  });

  it('says "checked in, waiver missing: find a guardian" for a minor checked in without a waiver', () => {
    renderCard({ card: hannah({ checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', shirtGivenAt: '2026-04-18T13:02:00.000Z', shirtGivenSize: 'Large', bib: 4 }), waivers });
    expect(screen.getByText(CHECK_IN_MESSAGES.waiverMissingMinorAfterCheckIn)).toBeTruthy();
    expect(screen.getByText('Waiver missing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign waiver for Hannah Lee' })).toBeTruthy();
  });
});

describe('a shirt given without a size', () => {
  it('asks for the size handed out, the sizes in stock first by the domain names, and sends it', async () => {
    const api = mockFetch((r) => {
      if (r.method === 'POST' && r.path === '/v1/check-in/sync') {
        const items = (r.body as { items: { clientId: string }[] }).items;
        const card = hannah({ checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', shirtGivenAt: '2026-04-18T13:02:00.000Z', shirtGivenSize: 'XLarge' });
        return jsonResponse({ results: items.map((item) => ({ clientId: item.clientId, status: 'recorded', card })) });
      }
      return undefined;
    });
    renderCard({ card: hannah({ waiver: 'signed' }), shirtsOnHand: [{ size: 'Small', onHand: 0 }, { size: 'XLarge', onHand: 12 }, { size: 'Medium', onHand: 3 }] });
    // Without a size to name, the shirt is not ticked for the volunteer; ticked, it asks the size.
    const shirt = screen.getByRole('checkbox', { name: 'Shirt given' }) as HTMLInputElement;
    expect(shirt.checked).toBe(false);
    expect(screen.queryByRole('combobox', { name: /Size handed out/ })).toBeNull();
    await userEvent.click(shirt);
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(CHECK_IN_MESSAGES.shirtSizeRequired)).toBeTruthy();
    expect(api.calls('POST', '/v1/check-in/sync')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: /Size handed out/ }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['X-Large (12 on hand)', 'Medium (3 on hand)', 'Small (0 on hand)', 'Large', '2X-Large', '3X-Large']);
    await userEvent.click(screen.getByRole('option', { name: 'X-Large (12 on hand)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(api.calls('POST', '/v1/check-in/sync')).toHaveLength(1));
    expect(api.calls('POST', '/v1/check-in/sync')[0]!.body).toEqual({
      items: [{ type: 'check-in', clientId: expect.any(String), entryId: 51, giveShirt: true, shirtSize: 'XLarge', assignBib: false, at: expect.any(String) }],
    });
    expect(await screen.findByText(/^Checked in at 8:02 AM by Ann\.$/)).toBeTruthy();
  });

  it('a queued check-in shows the size picked', () => {
    const item: CheckInSyncItem = { type: 'check-in', clientId: crypto.randomUUID(), entryId: 51, giveShirt: true, shirtSize: '2XLarge', at: '2026-04-18T13:02:00.000Z' };
    const [shown] = withQueued([hannah()], [{ clientId: item.clientId, item, label: 'Hannah Lee', queuedAt: item.at }]);
    expect(shown).toMatchObject({ checkedInAt: item.at, shirtGivenSize: '2XLarge' });
  });
});

describe('what the server refused, said once and as it is', () => {
  it('a refused signature reads "waiver not signed", and a card no longer says "Waiting to send" once its check-in is sent', async () => {
    let signal = false;
    const card = hannah({ minor: null, shirtSize: 'Large' });
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse({ ...buildUser({ id: 7, role: 'volunteer' }), eventCity: 'Oklahoma City', person: null, team: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
      if (r.method === 'GET' && r.path === '/v1/check-in/roster') return jsonResponse({ eventYear: 2026, eventCity: 'Oklahoma City', registered: 1, checkedIn: 0, entries: [], waivers: [] });
      if (r.method === 'GET' && r.path === '/v1/check-in/search') return jsonResponse({ registered: 1, checkedIn: 0, entries: [card] });
      if (r.method === 'POST' && r.path === '/v1/check-in/sync') {
        if (!signal) throw new TypeError('Failed to fetch');
        const items = (r.body as { items: CheckInSyncItem[] }).items;
        return jsonResponse({
          results: items.map((item) =>
            item.type === 'waiver'
              ? { clientId: item.clientId, status: 'refused', message: WAIVER_MESSAGES.guardianRequired }
              : { clientId: item.clientId, status: 'recorded', card: { ...card, checkedInAt: item.at, checkedInBy: 'Ann', shirtGivenAt: item.at, shirtGivenSize: 'Large' } },
          ),
        });
      }
      return undefined;
    });
    await enqueue({ type: 'waiver', clientId: crypto.randomUUID(), entryId: 51, acceptance: { waiverId: 6, signedName: 'Hannah Lee', minor: false, guardianName: null }, at: new Date().toISOString() }, 'Hannah Lee');
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    await userEvent.type(await screen.findByRole('searchbox', { name: /Find a person/ }), 'hannah');
    const listed = await screen.findByRole('listitem', { name: 'Hannah Lee' });
    await userEvent.click(within(listed).getByRole('button', { name: 'Check in' }));
    expect(await within(listed).findByText(/Waiting to send\.$/)).toBeTruthy();
    expect(await screen.findByText('2 waiting to send')).toBeTruthy();
    signal = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Everything is sent.')).toBeTruthy();
    expect(await screen.findByText(CHECK_IN_SYNC_MESSAGES.refusedOf('waiver', 'Hannah Lee', WAIVER_MESSAGES.guardianRequired))).toBeTruthy();
    expect(screen.queryByText(/Hannah Lee: not checked in/)).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Hannah Lee' })).queryByText(/Waiting to send/)).toBeNull());
  });
});
