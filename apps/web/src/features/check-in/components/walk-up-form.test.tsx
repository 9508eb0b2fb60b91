import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { WalkUpInput, WalkUpResult } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { TestProviders } from '../../../test/render.tsx';
import { WalkUpButton } from './walk-up-form.tsx';

const waivers = [
  { id: 5, eventCity: 'Oklahoma City', kind: '5k', version: 2, body: '<p>I run at my own risk.</p>' },
  { id: 6, eventCity: 'Oklahoma City', kind: 'walk', version: 1, body: '<p>I walk at my own risk.</p>' },
];
const teams = [
  { id: 3, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Oklahoma City' },
  { id: 4, name: 'Tulsa Team', slug: 'tulsa-team', eventCity: 'Tulsa' },
];
const result = (input: WalkUpInput): WalkUpResult => ({
  alreadyRegistered: false,
  entry: {
    entryId: 90, firstName: input.firstName, lastName: input.lastName, team: 'Blue Walkers', kind: input.kind, eventCity: 'Oklahoma City', shirtSize: 'Medium', bib: 5123,
    checkedInAt: '2026-04-18T13:02:00.000Z', checkedInBy: 'Ann', shirtGivenSize: 'Medium', shirtGivenAt: '2026-04-18T13:02:00.000Z', waiver: 'signed',
  } as WalkUpResult['entry'],
});

function serve() {
  mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/waivers/current') return jsonResponse(waivers);
    if (r.method === 'GET' && r.path === '/v1/teams/list') return jsonResponse(teams);
    return undefined;
  });
}

/** docs/decisions/0011-event-day-check-in.md: registering a walk-up at the gate. Long forms typed key by key: a minute each on a busy machine. */
describe('WalkUpButton', () => {
  it('registers a 5k runner paying cash, with the waiver signed, and shows the bib to write', async () => {
    serve();
    const onSubmit = vi.fn(async (input: WalkUpInput) => result(input));
    render(
      <TestProviders>
        <WalkUpButton city="Oklahoma City" onSubmit={onSubmit} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register at the gate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register at the gate' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Gina');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Gate');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5k run' }));
    await userEvent.type(within(dialog).getByLabelText(/Birth date/), '1990-04-02');
    // The four answers races now take (docs/decisions/0014-runner-gender.md).
    const genders = within(dialog).getByRole('radiogroup', { name: /Gender/ });
    expect(within(genders).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Female' }));
    // A 5k without a payment is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register and check in' }));
    expect(await within(dialog).findByText('Take the 5k payment in cash or check, or use the registration page for a card.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    expect(within(dialog).getByText('Amount to take: $30.00')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Card: open the registration page' }).getAttribute('href')).toBe('/frontend/run');
    expect(await within(dialog).findByText('I run at my own risk.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type your full name to sign/ }), 'Gina Gate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register and check in' }));
    expect(await within(dialog).findByText('Write this bib: 5123')).toBeTruthy();
    expect(within(dialog).getByText('Checked in at 8:02 AM by Ann')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventCity: 'Oklahoma City',
      firstName: 'Gina',
      lastName: 'Gate',
      kind: '5k',
      birthDate: '1990-04-02',
      gender: 'Female',
      waiver: { waiverId: 5, signedName: 'Gina Gate', minor: false },
      payment: { method: 'cash' },
      assignBib: true,
    });
  }, 60_000);

  it('offers only the city teams and takes a walker for free, with the walk waiver', async () => {
    serve();
    const onSubmit = vi.fn(async (_input: WalkUpInput): Promise<WalkUpResult | null> => null);
    render(
      <TestProviders>
        <WalkUpButton city="Oklahoma City" onSubmit={onSubmit} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register at the gate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register at the gate' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    expect(await screen.findByRole('option', { name: 'Blue Walkers', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Tulsa Team', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Blue Walkers', hidden: true }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Walt');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Walker');
    expect(within(dialog).getByText('Nothing to pay.')).toBeTruthy();
    expect(await within(dialog).findByText('I walk at my own risk.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type your full name to sign/ }), 'Walt Walker');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register and check in' }));
    expect(await within(dialog).findByText(/Saved on this phone/)).toBeTruthy();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ kind: 'walk', teamId: 3, waiver: { waiverId: 6 }, payment: null });
  }, 60_000);

  it('offers the teams and the waiver without signal once the page has read them with signal', async () => {
    serve();
    const openForm = async () => {
      render(
        <TestProviders>
          <WalkUpButton city="Oklahoma City" onSubmit={vi.fn(async () => null)} />
        </TestProviders>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Register at the gate' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register at the gate' });
      expect(await within(dialog).findByText('I walk at my own risk.')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Team' }));
      expect(await screen.findByRole('option', { name: 'Blue Walkers', hidden: true })).toBeTruthy();
    };
    await openForm();
    cleanup();
    // No signal: every request fails as fetch does offline.
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await openForm();
  }, 60_000);
});
