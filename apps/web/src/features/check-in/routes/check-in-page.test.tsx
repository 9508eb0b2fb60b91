import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInCard } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { buildUser, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

const rita: CheckInCard = {
  entryId: 41, firstName: 'Rita', lastName: 'Runner', team: 'Blue Walkers', kind: '5k', eventCity: 'Oklahoma City', shirtSize: 'Large', bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'not-required',
};

/** A volunteer of Oklahoma City: their user, the roster counts, a search and a check-in. */
function serveVolunteer(posts: unknown[]) {
  mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse({ ...buildUser({ id: 7, role: 'volunteer' }), eventCity: 'Oklahoma City', person: null, team: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    if (r.method === 'GET' && r.path === '/v1/check-in/roster') return jsonResponse({ eventYear: 2026, eventCity: 'Oklahoma City', registered: 12, checkedIn: 3, entries: [], waivers: [] });
    if (r.method === 'GET' && r.path === '/v1/check-in/search') return jsonResponse({ registered: 12, checkedIn: 3, entries: [rita] });
    if (r.method === 'POST' && r.path === '/v1/check-in/sync') {
      posts.push(r.body);
      const items = (r.body as { items: { clientId: string }[] }).items;
      const card = { ...rita, checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', shirtGivenAt: '2026-04-18T13:02:00.000Z', shirtGivenSize: 'Large' };
      return jsonResponse({ results: items.map((item) => ({ clientId: item.clientId, status: 'recorded', card })) });
    }
    return undefined;
  });
}

describe('a volunteer in the route table (docs/decisions/0011-event-day-check-in.md)', () => {
  it.each(['/', '/teams', '/my-page', '/users/new'])('is sent from %s to Check-in, with a menu of Check-in only', async (path) => {
    serveVolunteer([]);
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    const { currentLocation } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in' })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/check-in');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Check-in']);
  });

  it('without signal a waiver signed on the screen waits in the queue, the card shows it signed, and Send now sends it', async () => {
    let signal = false;
    const synced: unknown[] = [];
    const wes: CheckInCard = { ...rita, entryId: 42, firstName: 'Wes', lastName: 'Walker', kind: 'walk', waiver: 'missing' };
    mockFetch((r) => {
      if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse({ ...buildUser({ id: 7, role: 'volunteer' }), eventCity: 'Oklahoma City', person: null, team: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
      if (r.method === 'GET' && r.path === '/v1/check-in/roster') {
        return jsonResponse({ eventYear: 2026, eventCity: 'Oklahoma City', registered: 1, checkedIn: 0, entries: [], waivers: [{ id: 6, eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: '<p>Walkers accept the risks.</p>', createdAt: '2026-01-01T00:00:00.000Z' }] });
      }
      if (r.method === 'GET' && r.path === '/v1/check-in/search') return jsonResponse({ registered: 1, checkedIn: 0, entries: [wes] });
      if (r.method === 'POST' && r.path === '/v1/check-in/sync') {
        if (!signal) throw new TypeError('Failed to fetch');
        synced.push(r.body);
        const items = (r.body as { items: { clientId: string }[] }).items;
        return jsonResponse({ results: items.map((item) => ({ clientId: item.clientId, status: 'recorded' })) });
      }
      return undefined;
    });
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    await userEvent.type(await screen.findByRole('searchbox', { name: /Find a person/ }), 'wes');
    const card = await screen.findByRole('listitem', { name: 'Wes Walker' });
    await userEvent.click(within(card).getByRole('button', { name: 'Sign waiver for Wes Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiver: Wes Walker' });
    await userEvent.type(within(dialog).getByLabelText(/Type your full name to sign/), 'Wes Walker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign waiver' }));
    expect(await screen.findByText('1 waiting to send')).toBeTruthy();
    expect(await within(await screen.findByRole('listitem', { name: 'Wes Walker' })).findByText('Waiver signed')).toBeTruthy();
    signal = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Everything is sent.')).toBeTruthy();
    expect(synced).toEqual([{ items: [{ type: 'waiver', clientId: expect.any(String), entryId: 42, acceptance: { waiverId: 6, signedName: 'Wes Walker', minor: false, guardianName: null }, at: expect.any(String) }] }]);
  });

  it('finds a person and checks them in with the shirt, then says who and when', async () => {
    const posts: unknown[] = [];
    serveVolunteer(posts);
    signInAs({ role: 'volunteer', user: { id: 7, team: null } });
    renderRoutes(routes, '/check-in');
    expect(await screen.findByText('You are checking people in for Oklahoma City.')).toBeTruthy();
    expect(await screen.findByText('3 of 12 checked in')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: /Find a person/ }), 'rita');
    const card = await screen.findByRole('listitem', { name: 'Rita Runner' });
    expect(within(card).getByText('Not checked in yet')).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: 'Shirt given (Large)' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await within(card).findByText(/^Checked in at 8:02 AM by Ann\.$/)).toBeTruthy();
    expect(posts).toEqual([
      { items: [{ type: 'check-in', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), entryId: 41, giveShirt: true, shirtSize: 'Large', assignBib: false, at: expect.any(String) }] },
    ]);
    expect(await screen.findByText('Everything is sent.')).toBeTruthy();
  });
});
