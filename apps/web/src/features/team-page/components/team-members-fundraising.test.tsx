import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNDRAISER_MESSAGES, type MemberFundraising, type TeamMember } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildMember, buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

const fundraising = (overrides: Partial<MemberFundraising> = {}): MemberFundraising => ({ raised: 0, goal: 100, page: 'none', slug: null, invitedAt: null, ...overrides });

/** Members with the fundraising field of GET /v1/teams/{id} (docs/features/personal-pages.md). */
function fundraisingTeam() {
  const members: (TeamMember & { fundraising: MemberFundraising })[] = [
    { ...buildMember(), fundraising: fundraising({ raised: 320.5, goal: 500, page: 'on', slug: 'ann-lee' }) },
    { ...buildMember({ personId: 4, firstName: 'Bob', lastName: 'Zane', email: 'bob@example.com' }), fundraising: fundraising() },
    { ...buildMember({ personId: 5, firstName: 'Cy', lastName: 'Adams', email: 'cy@example.com' }), fundraising: fundraising({ page: 'off', slug: 'cy-adams', raised: 40 }) },
    { ...buildMember({ personId: 6, firstName: 'Di', lastName: 'Ng', email: 'di@example.com' }), fundraising: fundraising({ page: 'hidden', slug: 'di-ng' }) },
    { ...buildMember({ personId: 8, firstName: 'Ed', lastName: 'Fox', email: 'ed@example.com' }), fundraising: fundraising() },
  ];
  return buildTeamDetail({ members });
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Team Members tab: fundraising (docs/features/personal-pages.md)', () => {
  it('shows Raised, Goal and Page, with a link to a page that is on', async () => {
    serveTeamPage({ team: fundraisingTeam() });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining(['Raised', 'Goal', 'Page']),
    );
    const ann = rowOf(table, 'Ann Lee');
    expect(cellsOf(ann)).toEqual(expect.arrayContaining(['$320.50', '$500.00', 'On']));
    expect(within(ann).getByRole('link', { name: "On: view Ann Lee's page" }).getAttribute('href')).toBe('/frontend/fundraiser/ann-lee');
    expect(cellsOf(rowOf(table, 'Bob Zane'))).toEqual(expect.arrayContaining(['$0.00', '$100.00', 'None']));
    expect(cellsOf(rowOf(table, 'Cy Adams'))).toEqual(expect.arrayContaining(['$40.00', 'Off']));
    expect(cellsOf(rowOf(table, 'Di Ng'))).toContain('Hidden');
    expect(within(rowOf(table, 'Cy Adams')).queryByRole('link', { name: /view/ })).toBeNull();
  });

  it('invites one member, and all without a page at once, with the answer as the notification', async () => {
    const { calls } = serveTeamPage({
      team: fundraisingTeam(),
      handler: (r) => {
        if (r.method !== 'POST' || r.path !== '/v1/fundraisers/invite') return undefined;
        const { persons } = r.body as { persons: number[] };
        return jsonResponse({ invited: persons.length, message: FUNDRAISER_MESSAGES.invited(persons.length) });
      },
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite Bob Zane to fundraise' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.invited(1))).toBeTruthy();
    expect(calls('POST', '/v1/fundraisers/invite')[0]?.body).toEqual({ persons: [4] });

    await user.click(screen.getByRole('button', { name: 'Invite all without a page (2)' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.invited(2))).toBeTruthy();
    expect(calls('POST', '/v1/fundraisers/invite')[1]?.body).toEqual({ persons: [4, 8] });
  });

  it('says who was invited and when, offers to invite them again, and reads the team again after an invitation', async () => {
    const team = fundraisingTeam();
    const ed = team.members.find((m) => m.personId === 8)!;
    ed.fundraising = fundraising({ invitedAt: '2026-11-20T15:00:00.000Z' });
    const { calls } = serveTeamPage({
      team,
      handler: (r) => (r.method === 'POST' && r.path === '/v1/fundraisers/invite' ? jsonResponse({ invited: 1, message: FUNDRAISER_MESSAGES.invited(1) }) : undefined),
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(cellsOf(rowOf(table, 'Ed Fox'))).toContain('Invited Nov 20, 2026');
    expect(cellsOf(rowOf(table, 'Bob Zane'))).toContain('None');
    const teamReads = () => calls('GET', `/v1/teams/${team.id}`).length;
    const before = teamReads();
    await userEvent.setup().click(within(rowOf(table, 'Ed Fox')).getByRole('button', { name: 'Invite Ed Fox again' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.invited(1))).toBeTruthy();
    await waitFor(() => expect(teamReads()).toBeGreaterThan(before));
  });

  it("shows the server's refusal of an invitation", async () => {
    serveTeamPage({
      team: fundraisingTeam(),
      handler: (r) =>
        r.path === '/v1/fundraisers/invite' ? jsonResponse({ code: 400, message: FUNDRAISER_MESSAGES.memberNotOnTeam(4) }, 400) : undefined,
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Invite Bob Zane to fundraise' }));
    expect(await screen.findByText(FUNDRAISER_MESSAGES.memberNotOnTeam(4))).toBeTruthy();
  });

  it('offers no invitations while personal pages are off for the event', async () => {
    serveTeamPage({ team: fundraisingTeam(), settings: { personalPagesEnabled: false } });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    const table = await screen.findByRole('table', { name: 'Team members' });
    await waitFor(() => expect(within(table).getByText('$320.50')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Invite/ })).toBeNull();
  });
});
