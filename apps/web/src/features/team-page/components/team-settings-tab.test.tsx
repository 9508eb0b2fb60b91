import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS, type UserView } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

function buildUserView(id: number, email: string, person: { firstName: string; lastName: string } | null, team: string | null = null): UserView {
  return {
    id,
    email,
    role: 'captain',
    eventCity: null,
    active: true,
    isEmailVerified: true,
    person: person
      ? {
          id: id + 100, ...person, email, phone: null, address: null, lifeChurch: false, lifeChurchLocation: null, shirtSize: null, anonymous: false,
          marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: 2025, event: 'piecewalk', eventCity: null, team: null, birthDate: null,
          gender: null, active: true, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
        }
      : null,
    team: team ? { id: 99, name: team, slug: 'x', active: true, eventCity: 'Tulsa', year: 2025 } : null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const users = [buildUserView(7, 'captain@example.com', { firstName: 'Ann', lastName: 'Lee' }, 'Blue Walkers'), buildUserView(8, 'dana@example.com', { firstName: 'Dana', lastName: 'Fox' })];

function serveSettings(overrides: Parameters<typeof serveTeamPage>[0] = {}) {
  return serveTeamPage({
    ...overrides,
    handler: (r, team) => {
      const answer = overrides.handler?.(r, team);
      if (answer) return answer;
      if (r.method === 'GET' && r.path === '/v1/users/') return jsonResponse({ results: users, page: 1, limit: 400, totalPages: 1, totalResults: 2 });
      if (r.method === 'PUT' && r.path === `/v1/teams/captain/${TEAM_ID}`) {
        return jsonResponse({ ...team, captain: 8, captainPerson: { firstName: 'Dana', lastName: 'Fox', email: 'dana@example.com', phone: null } });
      }
      if (r.method === 'PATCH' && r.path === `/v1/teams/reset/${TEAM_ID}`) return jsonResponse({ ...team, active: false, totalRaised: 0 });
      if (r.method === 'PATCH' && r.path === `/v1/teams/event-year-update/${TEAM_ID}`) return jsonResponse(team);
      return undefined;
    },
  });
}

async function openSettings() {
  skipWalkthrough();
  signInAs({ role: 'admin' });
  const view = renderTeamPage(`/team/${TEAM_ID}?tab=teamSettings`);
  await screen.findByRole('region', { name: 'Status' });
  return view;
}

// jsdom has no layout, so the select's dropdown counts as detached from its input and is hidden:
// its options are found with `hidden: true`.
describe('Settings tab (admin)', () => {
  it('toggles active with PATCH {active}', async () => {
    const { calls } = serveSettings();
    await openSettings();
    const active = screen.getByRole('switch', { name: /Team is active/ }) as HTMLInputElement;
    expect(active.checked).toBe(true);
    await userEvent.setup().click(active);
    await waitFor(() => expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)[0]?.body).toEqual({ active: false });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: /Team is active/ }) as HTMLInputElement).checked).toBe(false));
  });

  it('changes the captain with PUT /v1/teams/captain/{id} from the users list', async () => {
    const { calls } = serveSettings();
    await openSettings();
    await waitFor(() => expect(calls('GET', '/v1/users/')).toHaveLength(1));
    expect(Object.fromEntries(calls('GET', '/v1/users/')[0]!.query)).toEqual({ limit: '400', populate: 'person,team', sortBy: 'createdAt:desc' });
    const user = userEvent.setup();
    const change = screen.getByRole('button', { name: 'Change Captain' });
    expect(change.hasAttribute('disabled')).toBe(true);
    const select = screen.getByRole('combobox', { name: 'Team captain' }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Ann Lee (captain@example.com) · Blue Walkers'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Dana Fox (dana@example.com)', hidden: true }));
    await user.click(change);
    await waitFor(() => expect(calls('PUT', `/v1/teams/captain/${TEAM_ID}`)).toHaveLength(1));
    expect(calls('PUT', `/v1/teams/captain/${TEAM_ID}`)[0]?.body).toEqual({ captain: 8 });
    expect(await screen.findByText(TOASTS.captainChanged[1])).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Team summary' })).getByText('Dana Fox')).toBeTruthy();
  });

  it('shows the captain error toast and the server message when the change is refused', async () => {
    serveSettings({
      handler: (r) => (r.method === 'PUT' ? jsonResponse({ code: 409, message: 'That user is already the captain of "Red Runners".' }, 409) : undefined),
    });
    await openSettings();
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Team captain' });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Dana Fox (dana@example.com)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Change Captain' }));
    expect(await screen.findByText(TOASTS.captainChangeFailed[1])).toBeTruthy();
    expect(screen.getByText('That user is already the captain of "Red Runners".')).toBeTruthy();
  });

  it('resets the team after confirming, then goes to /teams', async () => {
    const { calls } = serveSettings();
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Team' }));
    expect(calls('PATCH', `/v1/teams/reset/${TEAM_ID}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Reset Team' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/teams'));
    expect(calls('PATCH', `/v1/teams/reset/${TEAM_ID}`)).toHaveLength(1);
    expect(calls('PATCH', `/v1/teams/reset/${TEAM_ID}`)[0]?.body).toBeNull();
    expect(await screen.findByText(TOASTS.teamReset[1])).toBeTruthy();
  });

  it('stays on the team with the reset error toast when the reset fails', async () => {
    serveSettings({ handler: (r) => (r.path === `/v1/teams/reset/${TEAM_ID}` ? jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) : undefined) });
    await openSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Team' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset Team' })).getByRole('button', { name: 'Reset Team' }));
    expect(await screen.findByText(TOASTS.teamResetFailed[1])).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/team/${TEAM_ID}?tab=teamSettings`);
  });

  it("links Launch Reactivation to the admin wizard and updates the members' event year", async () => {
    const { calls } = serveSettings();
    await openSettings();
    expect(screen.getByRole('link', { name: 'Launch Reactivation' }).getAttribute('href')).toBe(`/backend-team-reactivate/${TEAM_ID}/7`);
    await userEvent.setup().click(screen.getByRole('button', { name: "Update Members' Event Year" }));
    await waitFor(() => expect(calls('PATCH', `/v1/teams/event-year-update/${TEAM_ID}`)).toHaveLength(1));
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
  });

  it("puts each Team Year helper text under its own button, describing it (the reset's warning under Reset Team)", async () => {
    serveSettings();
    await openSettings();
    const describedText = (button: HTMLElement) => {
      const helpId = button.getAttribute('aria-describedby');
      expect(helpId).toBeTruthy();
      const help = document.getElementById(helpId!)!;
      // Under the button: the element right after it.
      expect(button.nextElementSibling).toBe(help);
      return help.textContent;
    };
    const update = screen.getByRole('button', { name: "Update Members' Event Year" });
    const reset = screen.getByRole('button', { name: 'Reset Team' });
    expect(describedText(update)).toMatch(/^Sets the event year of the team's members to \d{4}\.$/);
    expect(describedText(reset)).toMatch(/^Closes the team's year/);
  });

  it('offers no reactivation without a captain', async () => {
    serveSettings({ team: buildTeamDetail({ captain: null, captainPerson: null }) });
    await openSettings();
    expect(screen.queryByRole('link', { name: 'Launch Reactivation' })).toBeNull();
    expect(screen.getByText('Assign a captain before launching the reactivation.')).toBeTruthy();
  });

  it('has the three badge switches enabled for an admin', async () => {
    const { calls } = serveSettings();
    await openSettings();
    const group = within(screen.getByRole('group', { name: 'Badge switches' }));
    const employer = group.getByRole('switch', { name: 'Employer Match' });
    expect(employer.hasAttribute('disabled')).toBe(false);
    await userEvent.setup().click(employer);
    await waitFor(() => expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)[0]?.body).toEqual({ hasEmployeeMatch: true }));
  });
});
