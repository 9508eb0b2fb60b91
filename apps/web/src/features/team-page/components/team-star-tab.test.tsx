import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM_MESSAGES, TOASTS } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

const patches = (calls: (m: string, p: string) => { body: unknown }[]) => calls('PATCH', `/v1/teams/${TEAM_ID}`);

describe('Star of the Team tab', () => {
  it('is locked below the star limit with the exact text', async () => {
    // 150.50 raised, limit 200 (settings fixture).
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamStar');
    expect(await screen.findByText('After you have raised $200, you can add your star of the team here!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Star of Team' })).toBeNull();
  });

  it('formats the limit as the domain does', async () => {
    serveTeamPage({ settings: { starOfTheTeamLimit: 1250.5 }, team: buildTeamDetail({ totalRaised: 1250.49 }) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamStar');
    expect(await screen.findByText(TEAM_MESSAGES.starLocked(1250.5))).toBeTruthy();
  });

  it('unlocks at the limit: the editor opens directly, Save is disabled while errors exist, and saving sends starOfTeam', async () => {
    const { calls } = serveTeamPage({ team: buildTeamDetail({ totalRaised: 200 }) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamStar');
    const form = within(await screen.findByRole('region', { name: 'Star of the Team' }));
    expect(form.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(form.queryByRole('button', { name: 'Set New Message' })).toBeNull();
    expect(form.getByRole('button', { name: /Upload Photo/ })).toBeTruthy();
    const save = form.getByRole('button', { name: 'Save Star of Team' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const user = userEvent.setup();
    await user.type(form.getByLabelText(/First Name/), 'J');
    await user.tab();
    expect(form.getByText('First name must be at least 2 characters.')).toBeTruthy();
    await user.type(form.getByLabelText(/First Name/), 'o');
    await user.type(form.getByLabelText(/Last Name/), 'Ray');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ starOfTeam: { firstName: 'Jo', lastName: 'Ray', imageUrl: '', message: '' } });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
  });

  it('shows a saved message with Set New Message, which opens the editor', async () => {
    const { calls } = serveTeamPage({
      team: buildTeamDetail({
        totalRaised: 500,
        starOfTeam: { firstName: 'Jo', lastName: 'Ray', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp', message: '<p>Our <strong>hero</strong></p>' },
      }),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamStar');
    const form = within(await screen.findByRole('region', { name: 'Star of the Team' }));
    expect(form.getByText('hero').tagName).toBe('STRONG');
    expect(form.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(form.getByRole('img', { name: 'Star of the team photo' })).toBeTruthy();
    expect(form.getByRole('button', { name: /Change Photo/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(form.getByLabelText(/Last Name/));
    await user.type(form.getByLabelText(/Last Name/), 'Rae');
    await user.click(form.getByRole('button', { name: 'Save Star of Team' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({
      starOfTeam: { firstName: 'Jo', lastName: 'Rae', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp', message: '<p>Our <strong>hero</strong></p>' },
    });
    await user.click(await screen.findByRole('button', { name: 'Set New Message' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    // Saving closes the editor again, even when nothing changed.
    await user.click(screen.getByRole('button', { name: 'Save Star of Team' }));
    expect(await screen.findByRole('button', { name: 'Set New Message' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(patches(calls)).toHaveLength(2);
  });

  it("shows the server's refusal", async () => {
    serveTeamPage({
      team: buildTeamDetail({ totalRaised: 200 }),
      handler: (r) => (r.method === 'PATCH' ? jsonResponse({ code: 403, message: TEAM_MESSAGES.starLocked(200) }, 403) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamStar');
    const form = within(await screen.findByRole('region', { name: 'Star of the Team' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/First Name/), 'Jo');
    await user.type(form.getByLabelText(/Last Name/), 'Ray');
    await user.click(form.getByRole('button', { name: 'Save Star of Team' }));
    expect(await form.findByText(TEAM_MESSAGES.starLocked(200))).toBeTruthy();
    expect(await screen.findByText(TOASTS.teamUpdateFailed[1])).toBeTruthy();
  });
});
