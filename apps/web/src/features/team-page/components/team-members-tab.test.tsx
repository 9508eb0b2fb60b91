import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS } from '@walkfund/domain';
import { buildPersonView, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildMember, buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Team Members tab', () => {
  it('lists the members with name, email and phone; the captain has no Remove; no Edit for captains', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const table = await screen.findByRole('table', { name: 'Team members' });
    const [ann, bob] = rowsOf(table);
    expect(within(ann!).getByText('Ann Lee')).toBeTruthy();
    expect(within(ann!).getByText('Captain')).toBeTruthy();
    expect(within(ann!).getByText('(405) 555-1234')).toBeTruthy();
    expect(within(ann!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(bob!).getByText('bob@example.com')).toBeTruthy();
    expect(within(bob!).getByRole('button', { name: 'Remove Bob Zane' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('gives an admin the edit link to the participant', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamMembers`);
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByRole('link', { name: 'Edit Bob Zane' }).getAttribute('href')).toBe('/participants/4');
  });

  it('filters by search and sorts by a clicked header', async () => {
    serveTeamPage({
      team: buildTeamDetail({
        members: [buildMember(), buildMember({ personId: 4, firstName: 'Bob', lastName: 'Zane', email: 'bob@example.com' }), buildMember({ personId: 5, firstName: 'Cy', lastName: 'Adams', email: 'cy@example.com' })],
      }),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(rowsOf(table).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Cy Adams', 'Ann LeeCaptain', 'Bob Zane']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(rowsOf(table).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['bob@example.com', 'captain@example.com', 'cy@example.com']);
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowsOf(table).map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['bob@example.com', 'captain@example.com', 'cy@example.com']);
    await user.type(screen.getByLabelText('Search members'), 'ZAN');
    expect(rowsOf(table)).toHaveLength(1);
    expect(screen.getByText('Total: 1')).toBeTruthy();
  });

  it('removes a member after confirming, with PATCH /v1/persons/remove/{id} {team}', async () => {
    const { calls } = serveTeamPage({
      handler: (r, team) =>
        r.method === 'PATCH' && r.path === '/v1/persons/remove/4'
          ? jsonResponse({ ...team, participants: 1, members: team.members.filter((m) => m.personId !== 4) })
          : undefined,
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Zane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Team Member' });
    expect(within(dialog).getByText('Remove Bob Zane from Blue Walkers?')).toBeTruthy();
    expect(calls('PATCH', '/v1/persons/remove/4')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls('PATCH', '/v1/persons/remove/4')).toHaveLength(1));
    expect(calls('PATCH', '/v1/persons/remove/4')[0]?.body).toEqual({ team: TEAM_ID });
    expect(await screen.findByText(TOASTS.membersUpdated[1])).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('bob@example.com')).toBeNull());
    expect(within(screen.getByRole('group', { name: 'Participants' })).getByText('1')).toBeTruthy();
  });

  it('cancelling the confirmation removes no one', async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Zane' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls('PATCH', '/v1/persons/remove/4')).toHaveLength(0);
  });

  it('shows the members error toast when the removal fails', async () => {
    serveTeamPage({ handler: (r) => (r.path === '/v1/persons/remove/4' ? jsonResponse({ code: 403, message: 'You can only manage your own team.' }, 403) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Zane' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(TOASTS.membersUpdateFailed[1])).toBeTruthy();
    expect(screen.getByText('bob@example.com')).toBeTruthy();
  });

  it('adds a member with POST /v1/persons/ (team and the event year) and reloads the team', async () => {
    let added = false;
    const { calls } = serveTeamPage({
      handler: (r, team) => {
        if (r.method === 'POST' && r.path === '/v1/persons/') {
          added = true;
          return jsonResponse(buildPersonView({ id: 9, ...(r.body as object) }), 201);
        }
        if (r.method === 'GET' && r.path === `/v1/teams/${TEAM_ID}` && added) {
          return jsonResponse({ ...team, participants: 3, members: [...team.members, buildMember({ personId: 9, firstName: 'Dee', lastName: 'Park', email: 'dee@example.com', phone: null })] });
        }
        return undefined;
      },
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Add a Team Member' }));
    await user.type(form.getByLabelText(/First Name/), 'Dee');
    await user.type(form.getByLabelText(/Last Name/), 'Park');
    await user.type(form.getByLabelText(/Email/), 'Dee@Example.com');
    await user.type(form.getByLabelText('Phone (optional)'), '4055550000');
    await user.click(form.getByLabelText('Attends Life.Church'));
    await user.selectOptions(form.getByLabelText(/Life.Church campus/), 'Jenks');
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(calls('POST', '/v1/persons/')).toHaveLength(1));
    expect(calls('POST', '/v1/persons/')[0]?.body).toEqual({
      firstName: 'Dee',
      lastName: 'Park',
      email: 'Dee@Example.com',
      phone: '(405) 555-0000',
      lifeChurch: true,
      lifeChurchLocation: 'Jenks',
      team: TEAM_ID,
      eventYear: 2025,
    });
    expect(await screen.findByText(TOASTS.membersUpdated[1])).toBeTruthy();
    expect(await screen.findByText('dee@example.com')).toBeTruthy();
    expect((form.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('');
  });

  it('checks the add-member form before sending and shows the server message on failure', async () => {
    const { calls } = serveTeamPage({
      handler: (r) => (r.method === 'POST' && r.path === '/v1/persons/' ? jsonResponse({ code: 409, message: 'That person is already on a team.' }, 409) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Add a Team Member' }));
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    expect(form.getByText('First name is required.')).toBeTruthy();
    expect(form.getByText('Email is required.')).toBeTruthy();
    await user.click(form.getByLabelText('Attends Life.Church'));
    await user.type(form.getByLabelText(/First Name/), 'Dee');
    await user.type(form.getByLabelText(/Last Name/), 'Park');
    await user.type(form.getByLabelText(/Email/), 'dee@example.com');
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    expect(form.getByText('Choose a Life.Church campus.')).toBeTruthy();
    expect(calls('POST', '/v1/persons/')).toHaveLength(0);
    await user.click(form.getByLabelText('Attends Life.Church'));
    await user.click(form.getByRole('button', { name: 'Add Member' }));
    await waitFor(() => expect(calls('POST', '/v1/persons/')).toHaveLength(1));
    expect(calls('POST', '/v1/persons/')[0]?.body).toMatchObject({ phone: '', lifeChurch: false, lifeChurchLocation: null });
    expect(await form.findByText('That person is already on a team.')).toBeTruthy();
    expect(await screen.findByText(TOASTS.membersUpdateFailed[1])).toBeTruthy();
  });
});
