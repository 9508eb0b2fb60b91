import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOASTS, UI_MESSAGES, WALKTHROUGH_STORAGE_KEY } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

const ADMIN_TABS = ['Settings', 'Transactions', 'Team History'];
const TABS = ['Team Info', 'Team Members', 'Team Donations', 'Badges', 'Star of the Team'];

describe('TeamPage header and actions', () => {
  it("shows the captain's own team on /my-team: image button, name, city, captain, Raised and participants", async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const header = within(await screen.findByRole('region', { name: 'Team summary' }));
    expect(calls('GET', `/v1/teams/${TEAM_ID}`)[0]?.authorization).toBe('Bearer access-1');
    expect(screen.getByRole('heading', { name: 'My Team' })).toBeTruthy();
    expect(header.getByRole('heading', { name: 'Blue Walkers' })).toBeTruthy();
    expect(header.getByText('Tulsa')).toBeTruthy();
    expect(header.getByText('Ann Lee')).toBeTruthy();
    expect(header.getByText('captain@example.com')).toBeTruthy();
    expect(header.getByText('(405) 555-1234')).toBeTruthy();
    expect(within(header.getByRole('group', { name: 'Raised' })).getByText('$150.50')).toBeTruthy();
    expect(within(header.getByRole('group', { name: 'Participants' })).getByText('2')).toBeTruthy();
    expect(header.getByRole('button', { name: /Upload Team Image/ })).toBeTruthy();
    expect(header.queryByText(UI_MESSAGES.captainUnassigned)).toBeNull();
  });

  it('shows "Captain Unassigned" in red and "Change Team Image" with an image', async () => {
    serveTeamPage({ team: buildTeamDetail({ captain: null, captainPerson: null, imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' }) });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}`);
    const unassigned = await screen.findByText(UI_MESSAGES.captainUnassigned);
    expect(unassigned.getAttribute('style') ?? '').toContain('red');
    expect(screen.getByRole('button', { name: /Change Team Image/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Blue Walkers team image' }).getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    // An admin's page is titled Edit Team (the Edit button of the teams list leads here).
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeTruthy();
  });

  it('uploads a team image (purpose team), saves it with PATCH {imageUrl} and shows it', async () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.webp';
    const { calls } = serveTeamPage({ handler: (r) => (r.method === 'POST' && r.path === '/v1/uploads' ? jsonResponse({ url }, 201) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const input = await screen.findByLabelText('Upload Team Image');
    await userEvent.setup().upload(input, new File([new Uint8Array(64)], 'team.png', { type: 'image/png' }));
    await waitFor(() => expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)[0]?.body).toEqual({ imageUrl: url });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Blue Walkers team image' })).getAttribute('src')).toBe(url);
    expect(screen.getByRole('button', { name: /Change Team Image/ })).toBeTruthy();
  });

  it('offers Donate, Run 5k, Email My team, the captain tools, View Team and the mailto link', async () => {
    serveTeamPage({
      settings: { captainTools: [{ link: 'https://example.org/toolkit', text: 'Fundraising Toolkit' }], publicEventSite: 'https://walk.example.org/' },
    });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const nav = within(await screen.findByRole('navigation', { name: 'Team actions' }));
    const donate = nav.getByRole('link', { name: 'Donate' });
    expect(donate.getAttribute('href')).toBe('/frontend/donate?team=11&city=Tulsa&name=Blue+Walkers');
    expect(donate.getAttribute('target')).toBe('_blank');
    expect(nav.getByRole('link', { name: 'Run 5k' }).getAttribute('href')).toBe('/frontend/run');
    expect(nav.getByRole('link', { name: 'Email My team' }).getAttribute('href')).toBe('/email-team/11');
    const tool = nav.getByRole('link', { name: 'Fundraising Toolkit' });
    expect(tool.getAttribute('href')).toBe('https://example.org/toolkit');
    expect(tool.getAttribute('target')).toBe('_blank');
    const view = nav.getByRole('link', { name: 'View Team' });
    expect(view.getAttribute('href')).toBe('https://walk.example.org/team/blue-walkers');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(nav.getByRole('link', { name: 'Email All Members' }).getAttribute('href')).toBe(
      'mailto:captain@example.com,bob@example.com?subject=Autism%20Awareness%20Walk%20-%20Blue%20Walkers!',
    );
  });

  it('hides Run 5k without a 5k and links View Team to this site without a public event site', async () => {
    serveTeamPage({ settings: { has5k: false, publicEventSite: '' } });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const nav = within(await screen.findByRole('navigation', { name: 'Team actions' }));
    expect(nav.queryByRole('link', { name: 'Run 5k' })).toBeNull();
    expect(nav.getByRole('link', { name: 'View Team' }).getAttribute('href')).toBe(`${window.location.origin}/team/blue-walkers`);
  });

  it("shows the captain the team's bank transfers on their way, apart from Raised (docs/features/payment-methods.md)", async () => {
    const gift = { id: 9, amount: 100.8, donationAmount: 100, donorFirstName: 'Anonymous', team: { id: TEAM_ID, name: 'Blue Walkers' }, fundraiser: { id: 3, firstName: 'Wendy', lastName: 'Walker' }, method: 'us_bank_account' as const, createdAt: '2025-04-05T15:00:00.000Z' };
    serveTeamPage({ handler: (r) => (r.path === '/v1/payment/pending/mine' ? jsonResponse({ walker: [], team: [gift] }) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const card = await screen.findByRole('region', { name: 'On their way' });
    expect(within(card).getByText('$100.00 by bank transfer from Anonymous, on its way (for Wendy)')).toBeTruthy();
    const header = within(screen.getByRole('region', { name: 'Team summary' }));
    expect(within(header.getByRole('group', { name: 'Raised' })).getByText('$150.50')).toBeTruthy();
  });

  it('shows the server error when the team cannot be loaded', async () => {
    serveTeamPage({ handler: (r) => (r.path === `/v1/teams/${TEAM_ID}` ? jsonResponse({ code: 404, message: 'Team not found.' }, 404) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}`);
    expect(await screen.findByText('Team not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Teams' }).getAttribute('href')).toBe('/teams');
  });

  it('tells the captain of an inactive team and links to the reactivation wizard', async () => {
    serveTeamPage({ team: buildTeamDetail({ active: false, year: 2024 }) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    expect(await screen.findByText('This team is not active for 2025.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reactivate My Team' }).getAttribute('href')).toBe('/team-reactivate');
  });

  it('tells a signed-in user without a team that they captain none', async () => {
    serveTeamPage();
    signInAs({ role: 'captain', user: { team: null } });
    renderTeamPage('/my-team');
    expect(await screen.findByText('You are not the captain of a team.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a Team' }).getAttribute('href')).toBe('/frontend/create-a-team');
  });
});

describe('TeamPage tabs', () => {
  it("shows a captain the five team tabs and their team's history on My Team, and none of the other admin tabs", async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    const tablist = within(await screen.findByRole('tablist', { name: 'Team sections' }));
    // Team History is in the captain's dashboard (docs/spec/public-flows.md; finding 16 of docs/features/walkthrough-findings.md).
    expect(tablist.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...TABS, 'Team History']);
    for (const name of ADMIN_TABS.filter((tab) => tab !== 'Team History')) expect(tablist.queryByRole('tab', { name })).toBeNull();
  });

  it('shows an admin the admin tabs too', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}`);
    const tablist = within(await screen.findByRole('tablist', { name: 'Team sections' }));
    expect(tablist.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...TABS, ...ADMIN_TABS]);
  });

  it('keeps the tab in the URL and opens the tab the URL names', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamMembers');
    expect((await screen.findByRole('tab', { name: 'Team Members' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table', { name: 'Team members' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Star of the Team' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-team?tab=teamStar'));
  });

  it('opens Team Info for a captain whose URL names an admin tab', async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamSettings');
    expect((await screen.findByRole('tab', { name: 'Team Info' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Reset Team' })).toBeNull();
    expect(calls('GET', '/v1/users/')).toHaveLength(0);
  });
});

describe('TeamPage walkthrough', () => {
  it('runs once on the first visit and sets the stored flag', async () => {
    serveTeamPage();
    signInAs({ role: 'captain' });
    const first = renderTeamPage('/my-team');
    expect(await screen.findByText(/Your team at a glance/)).toBeTruthy();
    expect(localStorage.getItem(WALKTHROUGH_STORAGE_KEY)).toBe('true');
    first.unmount();

    renderTeamPage('/my-team');
    await screen.findByRole('region', { name: 'Team summary' });
    expect(screen.queryByText(/Your team at a glance/)).toBeNull();
  });

  it('Show Walkthrough clears the flag and runs it again', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team');
    await screen.findByRole('region', { name: 'Team summary' });
    expect(screen.queryByText(/Your team at a glance/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show Walkthrough' }));
    expect(await screen.findByText(/Your team at a glance/)).toBeTruthy();
    expect(localStorage.getItem(WALKTHROUGH_STORAGE_KEY)).toBe('true');
  });
});

describe('TeamPage in the route table', () => {
  it('is /my-team for a captain', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderRoutes(routes, '/my-team');
    expect(await screen.findByRole('heading', { name: 'My Team' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Team summary' })).toBeTruthy();
  });

  it('is /team/{id} for an admin', async () => {
    serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderRoutes(routes, `/team/${TEAM_ID}?tab=teamHistory`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Team' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Team History' })).getAttribute('aria-selected')).toBe('true');
  });
});
