import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CheckInCard as Card } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { TestProviders } from '../../../test/render.tsx';
import { CheckInCard } from './check-in-card.tsx';

const card = (overrides: Partial<Card> = {}): Card => ({
  entryId: 41, firstName: 'Wes', lastName: 'Walker', team: 'Blue Walkers', kind: 'walk', eventCity: 'Oklahoma City', shirtSize: 'Medium', bib: null,
  checkedInAt: null, checkedInBy: null, shirtGivenSize: null, shirtGivenAt: null, waiver: 'missing', ...overrides,
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

describe("the check-in card's waiver", () => {
  it('says signed, or nothing when none is required', () => {
    renderCard({ card: card({ waiver: 'signed' }) });
    expect(screen.getByText('Waiver signed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign waiver/ })).toBeNull();
  });

  it("signs a missing waiver on the volunteer's screen through the page's handler", async () => {
    const onSignWaiver = vi.fn(async () => undefined);
    renderCard({ card: card(), waivers, onSignWaiver });
    expect(screen.getByText('Waiver missing')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign waiver for Wes Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiver: Wes Walker' });
    expect(within(dialog).getByRole('region', { name: 'Waiver text' }).textContent).toBe('Walkers accept the risks.');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Type your full name to sign/), 'Wes Walker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign waiver' }));
    await waitFor(() => expect(onSignWaiver).toHaveBeenCalledWith({ waiverId: 6, signedName: 'Wes Walker', minor: false, guardianName: null }));
  });

  it('signs online by default, reading the city waiver when the page gave none', async () => {
    const api = mockFetch((r) => {
      if (r.path === '/v1/waivers/current') return jsonResponse(waivers.map((w) => ({ ...w, version: 1 })));
      if (r.path === '/v1/check-in/entries/41/waiver') return jsonResponse({ entryId: 41, waiver: 'signed', alreadySigned: false });
      return undefined;
    });
    renderCard({ card: card() });
    await userEvent.click(screen.getByRole('button', { name: 'Sign waiver for Wes Walker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waiver: Wes Walker' });
    expect(await within(dialog).findByText('Walkers accept the risks.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Type your full name to sign/), 'Wes Walker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign waiver' }));
    await waitFor(() => expect(api.calls('POST', '/v1/check-in/entries/41/waiver')).toHaveLength(1));
    const body = api.calls('POST', '/v1/check-in/entries/41/waiver')[0]!.body as { clientId: string; acceptance: object };
    expect(body.acceptance).toEqual({ waiverId: 6, signedName: 'Wes Walker', minor: false, guardianName: null });
    expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
