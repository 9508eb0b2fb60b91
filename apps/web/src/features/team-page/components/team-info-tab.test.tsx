import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MESSAGES, TOASTS } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

const patches = (calls: (m: string, p: string) => { body: unknown }[]) => calls('PATCH', `/v1/teams/${TEAM_ID}`);

describe('Team Info tab', () => {
  it('shows the goals and the team message in the editor', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    expect(((await screen.findByLabelText('Donation Goal')) as HTMLInputElement).value).toBe('$1,000');
    expect((screen.getByLabelText('Member Goal') as HTMLInputElement).value).toBe('10');
    expect(await screen.findByText('Walk with us!')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Team Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends only the changed goal and shows the success toast', async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const user = userEvent.setup();
    const goal = await screen.findByLabelText('Donation Goal');
    await user.clear(goal);
    await user.type(goal, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ teamDonationGoal: 2500 });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
    expect(screen.getByText(TOASTS.teamUpdated[0])).toBeTruthy();
    // The saved team is the form's new starting point.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
    expect((screen.getByLabelText('Donation Goal') as HTMLInputElement).value).toBe('$2,500');
  });

  it('sends both goals when both change', async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const user = userEvent.setup();
    const members = await screen.findByLabelText('Member Goal');
    await user.clear(members);
    await user.type(members, '12');
    const goal = screen.getByLabelText('Donation Goal');
    await user.clear(goal);
    await user.type(goal, '1500.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ teamDonationGoal: 1500.25, teamMemberGoal: 12 });
  });

  it("shows the domain's goal messages and keeps Save disabled", async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const user = userEvent.setup();
    const goal = await screen.findByLabelText('Donation Goal');
    await user.clear(goal);
    await user.type(goal, '5');
    const members = screen.getByLabelText('Member Goal');
    await user.clear(members);
    await user.type(members, '1');
    expect(screen.getByText(FIELD_MESSAGES.reactivationDonationGoal)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.reactivationMemberGoal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(patches(calls)).toHaveLength(0);
  });

  it('shows the error toast when the server refuses', async () => {
    serveTeamPage({
      handler: (r) => (r.method === 'PATCH' && r.path === `/v1/teams/${TEAM_ID}` ? jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const user = userEvent.setup();
    const members = await screen.findByLabelText('Member Goal');
    await user.clear(members);
    await user.type(members, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOASTS.teamUpdateFailed[1])).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
