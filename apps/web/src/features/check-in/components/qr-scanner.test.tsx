import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { CHECK_IN_QR_MESSAGES, checkInQrText, checkInTokenHash, EVENT_DAY_MESSAGES, type CheckInCard } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { buildUser, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes, TestProviders } from '../../../test/render.tsx';
import { loadRoster } from '../lib/offline-store.ts';
import type { QrReaderHandlers } from '../lib/qr-reader.ts';
import { QrScanner } from './qr-scanner.tsx';

/** The camera and ZXing stay out of jsdom: the test plays the reader, handing the page what it "saw". */
const reader = vi.hoisted(() => ({ handlers: undefined as QrReaderHandlers | undefined, video: undefined as HTMLVideoElement | undefined, stop: vi.fn() }));
vi.mock('../lib/qr-reader.ts', () => ({
  startQrReader: vi.fn((video: HTMLVideoElement, handlers: QrReaderHandlers) => {
    reader.video = video;
    reader.handlers = handlers;
    return reader.stop;
  }),
}));

const token = 'AbCdEfGhIjKlMnOpQr_-09';

function see(text: string) {
  act(() => reader.handlers!.onText(text));
}

beforeEach(() => {
  reader.handlers = undefined;
  reader.video = undefined;
  reader.stop.mockClear();
});
afterEach(() => vi.clearAllMocks());

describe('QrScanner (docs/decisions/0011-event-day-check-in.md)', () => {
  it('opens a dialog with the labelled camera, refuses a code of another system, and hands over a check-in code, then closes and stops the camera', async () => {
    const onToken = vi.fn();
    render(
      <TestProviders>
        <QrScanner onToken={onToken} />
      </TestProviders>,
    );
    expect(reader.handlers).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
    const camera = within(dialog).getByRole('region', { name: 'Camera view' });
    expect(camera.querySelector('video')).toBe(reader.video);
    expect(reader.video!.getAttribute('aria-label')).toBe('Camera view');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('status').textContent).toBe(CHECK_IN_QR_MESSAGES.starting);

    act(() => reader.handlers!.onStarted!());
    expect(within(dialog).getByRole('status').textContent).toBe(CHECK_IN_QR_MESSAGES.aim);

    see('https://example.com/tickets/42');
    expect(within(dialog).getByRole('alert').textContent).toBe(CHECK_IN_QR_MESSAGES.notCheckInCode);
    expect(onToken).not.toHaveBeenCalled();
    expect(reader.stop).not.toHaveBeenCalled();

    see(checkInQrText(token));
    expect(onToken).toHaveBeenCalledWith(token);
    // The same frame read twice hands the token over once.
    see(checkInQrText(token));
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(reader.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says to search by name when the camera is refused, and stops it when closed', async () => {
    render(
      <TestProviders>
        <QrScanner onToken={() => undefined} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
    act(() => reader.handlers!.onError('camera', new DOMException('Permission denied', 'NotAllowedError')));
    expect(within(dialog).getByRole('alert').textContent).toBe("We can't use the camera. Search by name instead.");
    expect(within(dialog).queryByRole('status')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reader.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan QR code' })).toBe(document.activeElement);
  });
});

const rita: CheckInCard = {
  entryId: 41, firstName: 'Rita', lastName: 'Runner', team: 'Blue Walkers', kind: '5k', eventCity: 'Oklahoma City', shirtSize: 'Large', bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'not-required',
};

/** A volunteer of Oklahoma City whose scanned code is Rita's; `posts` records the check-ins. */
function serveVolunteer(posts: unknown[]) {
  return mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse({ ...buildUser({ id: 7, role: 'volunteer' }), eventCity: 'Oklahoma City', person: null, team: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    if (r.method === 'GET' && r.path === '/v1/check-in/roster') return jsonResponse({ eventYear: 2026, eventCity: 'Oklahoma City', registered: 12, checkedIn: 3, entries: [], waivers: [] });
    if (r.method === 'GET' && r.path === `/v1/check-in/tokens/${token}`) return jsonResponse(posts.length ? { ...rita, checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', bib: 7 } : rita);
    if (r.method === 'GET' && r.path.startsWith('/v1/check-in/tokens/')) return jsonResponse({ code: 404, message: EVENT_DAY_MESSAGES.tokenNotFound }, 404);
    // The check-in goes through the phone's queue (POST /v1/check-in/sync, one item here).
    if (r.method === 'POST' && r.path === '/v1/check-in/sync') {
      const [item] = (r.body as { items: { clientId: string; giveShirt?: boolean; assignBib?: boolean }[] }).items;
      posts.push({ clientId: item!.clientId, giveShirt: item!.giveShirt, assignBib: item!.assignBib });
      const card = { ...rita, checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', bib: 7, shirtGivenAt: '2026-04-18T13:02:00.000Z', shirtGivenSize: 'lg' };
      return jsonResponse({ results: [{ clientId: item!.clientId, status: 'recorded', card }] });
    }
    return undefined;
  });
}

describe('scanning on the check-in page', () => {
  it("shows the scanned person's card first, with focus on it, and one tap checks them in with the shirt and a bib", async () => {
    const posts: unknown[] = [];
    serveVolunteer(posts);
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    await screen.findByRole('dialog', { name: 'Scan QR code' });
    see(checkInQrText(token));

    const found = await screen.findByRole('region', { name: 'Scanned code' });
    const card = await within(found).findByRole('listitem', { name: 'Rita Runner' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(found);
    expect((within(card).getByRole('checkbox', { name: 'Shirt given (Large)' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Assign bib' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await within(found).findByText(/^Checked in at 8:02 AM by Ann\.$/, { selector: '[role="status"]' })).toBeTruthy();
    expect(posts).toEqual([{ clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), giveShirt: true, assignBib: true }]);
  });

  it('says so when no one has the scanned code', async () => {
    serveVolunteer([]);
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    await screen.findByRole('dialog', { name: 'Scan QR code' });
    see(checkInQrText('ZZZZZZZZZZZZZZZZZZZZZZ'));
    const found = await screen.findByRole('region', { name: 'Scanned code' });
    expect((await within(found).findByRole('alert')).textContent).toBe(EVENT_DAY_MESSAGES.tokenNotFound);
  });

  it('finds the scanned person in the roster kept on the phone when the server cannot be reached', async () => {
    const tokenHash = await checkInTokenHash(token);
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse({ ...buildUser({ id: 7, role: 'volunteer' }), eventCity: 'Oklahoma City', person: null, team: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
      if (r.method === 'GET' && r.path === '/v1/check-in/roster') return jsonResponse({ eventYear: 2026, eventCity: 'Oklahoma City', registered: 1, checkedIn: 0, entries: [{ ...rita, tokenHash }], waivers: [] });
      if (r.method === 'GET' && r.path.startsWith('/v1/check-in/tokens/')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    await waitFor(async () => expect(await loadRoster('Oklahoma City')).not.toBeNull());
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    await screen.findByRole('dialog', { name: 'Scan QR code' });
    see(checkInQrText(token));
    const found = await screen.findByRole('region', { name: 'Scanned code' });
    expect(await within(found).findByRole('listitem', { name: 'Rita Runner' })).toBeTruthy();
  });
});
