import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamDetail } from '@walkfund/domain';
import { buildMember, buildTeamDetail, buildUser, eventSettingsFixture } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { EventSettingsView } from '../../settings/index.ts';
import { CaptainChecklist } from './captain-checklist.tsx';
import { CaptainDashboard } from './captain-dashboard.tsx';

/** A team just created: its message from the create form, no goal, no photo, the captain its only member, nothing raised. */
const NEW_TEAM = buildTeamDetail({
  teamDonationGoal: 0,
  imageUrl: null,
  teamMessage: '<p>We walk for our neighbors.</p>',
  members: [buildMember()],
  participants: 1,
  totalRaised: 0,
});

function serveTeam(team: TeamDetail) {
  return mockFetch((r) => (r.method === 'GET' && r.path === '/v1/teams/11' ? jsonResponse(team) : undefined));
}

function item(label: string) {
  return within(screen.getByText(label).closest('li')!);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('CaptainChecklist', () => {
  it("shows each step done or not from the team's data, with where it is done", async () => {
    serveTeam(NEW_TEAM);
    renderRoutes([{ path: '/', element: <CaptainChecklist teamId={11} publicEventSite="" /> }], '/');

    expect(await screen.findByRole('region', { name: 'Set up your team' })).toBeTruthy();
    expect(screen.getByText('1 of 5 done')).toBeTruthy();
    expect(item('Set a fundraising goal').getByText('Not done')).toBeTruthy();
    expect(item('Set a fundraising goal').getByRole('link', { name: 'Set Goal' }).getAttribute('href')).toBe('/my-team');
    expect(item('Add a team photo').getByText('Not done')).toBeTruthy();
    expect(item('Add a team photo').getByRole('link', { name: 'Add Photo' }).getAttribute('href')).toBe('/my-team');
    expect(item('Write a team message').getByText('Done')).toBeTruthy();
    expect(item('Write a team message').queryByRole('link')).toBeNull();
    expect(item('Share your team page').getByText('Not done')).toBeTruthy();
    expect((item('Share your team page').getByRole('textbox', { name: 'Team page link' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/team/blue-walkers`,
    );
    expect(item('Invite members').getByText('Not done')).toBeTruthy();
    const join = new URL((item('Invite members').getByRole('textbox', { name: 'Join link' }) as HTMLInputElement).value);
    expect(join.pathname).toBe('/frontend/join');
    expect(join.searchParams.get('team')).toBe('11');
    expect(join.searchParams.get('city')).toBe('Tulsa');
  });

  it('marks the steps done from the data: a goal, a photo, a gift received, a member besides the captain', async () => {
    serveTeam(buildTeamDetail({ teamDonationGoal: 500, imageUrl: '/uploads/team.jpg', teamMessage: '<p><br></p>', totalRaised: 25 }));
    renderRoutes([{ path: '/', element: <CaptainChecklist teamId={11} publicEventSite="https://walk.example.org/" /> }], '/');

    expect(await screen.findByText('4 of 5 done')).toBeTruthy();
    for (const label of ['Set a fundraising goal', 'Add a team photo', 'Share your team page', 'Invite members']) {
      expect(item(label).getByText('Done')).toBeTruthy();
    }
    // An empty editor's paragraph is no message.
    expect(item('Write a team message').getByText('Not done')).toBeTruthy();
  });

  it('counts the team page as shared once its link is copied, and remembers it', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serveTeam(NEW_TEAM);
    const view = renderRoutes([{ path: '/', element: <CaptainChecklist teamId={11} publicEventSite="https://walk.example.org/" /> }], '/');

    const share = await screen.findByText('Share your team page');
    expect((within(share.closest('li')!).getByRole('textbox', { name: 'Team page link' }) as HTMLInputElement).value).toBe(
      'https://walk.example.org/team/blue-walkers',
    );
    fireEvent.click(within(share.closest('li')!).getByRole('button', { name: 'Copy Team Page Link' }));
    await waitFor(() => expect(item('Share your team page').getByText('Done')).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith('https://walk.example.org/team/blue-walkers');
    expect(screen.getByText('2 of 5 done')).toBeTruthy();

    view.unmount();
    renderRoutes([{ path: '/', element: <CaptainChecklist teamId={11} publicEventSite="" /> }], '/');
    expect(await screen.findByText('2 of 5 done')).toBeTruthy();
  });

  it('is gone once every step is done', async () => {
    const { requests } = serveTeam(buildTeamDetail({ imageUrl: '/uploads/team.jpg' }));
    renderRoutes([{ path: '/', element: <CaptainChecklist teamId={11} publicEventSite="" /> }], '/');
    await waitFor(() => expect(requests.some((r) => r.path === '/v1/teams/11')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Set up your team' })).toBeNull();
  });

  it("is on the captain's dashboard, above the team's links", async () => {
    serveTeam(NEW_TEAM);
    renderRoutes(
      [{ path: '/', element: <CaptainDashboard user={buildUser()} settings={eventSettingsFixture as unknown as EventSettingsView} /> }],
      '/',
    );
    const checklist = await screen.findByRole('region', { name: 'Set up your team' });
    const teamLinks = screen.getByRole('link', { name: 'View Public Team Page' });
    expect(checklist.compareDocumentPosition(teamLinks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
