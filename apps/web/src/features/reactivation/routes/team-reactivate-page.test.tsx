import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MESSAGES, TEAM_MESSAGES, TOASTS, UI_MESSAGES, WALKTHROUGH_STORAGE_KEY, type TeamDetail, type TeamMember, type UserView } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../session/index.ts';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Mantine keeps notifications in a module store: start each test without the last one's toasts.
afterEach(() => notifications.clean());

const member = (personId: number, firstName: string, email: string): TeamMember => ({
  personId, firstName, lastName: 'Walker', email, phone: null, event: 'piecewalk', active: true,
  fundraising: { raised: 0, goal: 100, page: 'none', slug: null, invitedAt: null },
});

/** The Blue Walkers as they closed 2024 (settings fixture: appYear 2025). */
function buildTeam(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: false, eventCity: 'Tulsa', imageUrl: null, totalRaised: 0,
    teamDonationGoal: 500, teamMemberGoal: 10, participants: 3, captain: 7,
    captainPerson: { firstName: 'Casey', lastName: 'Walker', email: 'captain@example.com', phone: '(405) 555-1234' },
    year: 2024, createdAt: '2024-01-01T00:00:00.000Z', teamMessage: '',
    members: [member(3, 'Casey', 'captain@example.com'), member(4, 'Ann', 'ann@example.com'), member(5, 'Ben', 'ben@example.com')],
    starOfTeam: null, hasFacebookFundraiser: false, hasCommunityEvent: false, hasEmployeeMatch: false, reactivateDate: null,
    fundraisingGoalPercentage: 0, memberGoalPercentage: 30,
    ...overrides,
  };
}

function buildCaptainUser(): UserView {
  return {
    id: 7, email: 'captain@example.com', role: 'captain', eventCity: null, active: true, isEmailVerified: true,
    person: {
      id: 3, firstName: 'Casey', lastName: 'Walker', email: 'captain@example.com', phone: '(405) 555-1234', address: null,
      lifeChurch: false, lifeChurchLocation: null, shirtSize: null, anonymous: false, marketing: true, myEmployer: 'Acme',
      useEmployerAsName: false, eventYear: 2024, event: 'piecewalk', eventCity: 'Tulsa', team: 11, birthDate: null, gender: null,
      active: true, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
    },
    team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: false, eventCity: 'Tulsa', year: 2024 },
    createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

/** GET the team and the captain; PATCH /v1/teams/reactivate/11 answers `reactivate` (default: the team, active for 2025). */
function serve(options: { team?: TeamDetail; reactivate?: (r: MockRequest) => Response } = {}) {
  const team = options.team ?? buildTeam();
  return mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/teams/11') return jsonResponse(team);
    if (r.method === 'GET' && r.path === '/v1/users/7') return jsonResponse(buildCaptainUser());
    if (r.method === 'PATCH' && r.path === '/v1/teams/reactivate/11') {
      if (options.reactivate) return options.reactivate(r);
      const body = r.body as { team: { name: string } };
      return jsonResponse({ ...team, name: body.team.name, active: true, year: 2025 });
    }
    return undefined;
  });
}

const signInCaptainOfInactiveTeam = () => signInAs({ user: { team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', active: false } } });

/** Through step 0 and step 1 (the captain's shirt size is missing from the stored person). */
async function reachTeamStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Get Started' }));
  await user.selectOptions(screen.getByLabelText(/^Shirt size/), 'Large');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return within(await screen.findByRole('form', { name: 'Team information' }));
}

describe('Welcome Back: the reactivation wizard (/team-reactivate)', () => {
  it('walks the three steps with the validation texts and sends kept and removed members', async () => {
    const { calls } = serve();
    signInCaptainOfInactiveTeam();
    localStorage.setItem(WALKTHROUGH_STORAGE_KEY, 'true');
    const { currentLocation } = renderRoutes(routes, '/team-reactivate');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(await screen.findByText(/Blue Walkers last walked in 2024/)).toBeTruthy();
    expect(calls('GET', '/v1/users/7')[0]?.query.get('populate')).toBe('person,team');
    const user = userEvent.setup();

    // Step 1: the captain's person, prefilled; Next needs a shirt size and no errors.
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const personal = within(screen.getByRole('form', { name: 'Personal information' }));
    expect((personal.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Casey');
    expect((personal.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    await user.clear(personal.getByLabelText(/^Last name/));
    await user.click(personal.getByRole('button', { name: 'Next' }));
    expect(personal.getByText('Shirt size is required.')).toBeTruthy();
    expect(personal.getByText('Last name is required.')).toBeTruthy();
    await user.type(personal.getByLabelText(/^Last name/), 'Walker-Lee');
    await user.selectOptions(personal.getByLabelText(/^Shirt size/), 'XLarge');
    await user.type(personal.getByLabelText(/^Address/), '1 Main St');
    await user.type(personal.getByLabelText(/^City/), 'Tulsa');
    await user.type(personal.getByLabelText(/^Zip/), '74103');
    await user.click(personal.getByRole('button', { name: 'Next' }));

    // Step 2: the spec's texts.
    const team = within(await screen.findByRole('form', { name: 'Team information' }));
    const name = team.getByLabelText(/^Team name/);
    const donation = team.getByLabelText(/^Donation goal/);
    const members = team.getByLabelText(/^Team member goal/);
    await user.clear(name);
    await user.clear(donation);
    await user.type(donation, '5');
    await user.clear(members);
    await user.type(members, '1');
    await user.click(team.getByRole('button', { name: 'Reactivate' }));
    expect(team.getByText(FIELD_MESSAGES.reactivationTeamNameRequired)).toBeTruthy();
    expect(team.getByText(FIELD_MESSAGES.reactivationDonationGoal)).toBeTruthy();
    expect(team.getByText(FIELD_MESSAGES.reactivationMemberGoal)).toBeTruthy();
    await user.type(name, 'B');
    await user.click(team.getByRole('button', { name: 'Reactivate' }));
    expect(team.getByText(FIELD_MESSAGES.reactivationTeamNameMin)).toBeTruthy();
    expect(calls('PATCH', '/v1/teams/reactivate/11')).toHaveLength(0);

    await user.type(name, 'lue Walkers 2025');
    await user.clear(donation);
    await user.type(donation, '1500');
    await user.clear(members);
    await user.type(members, '12');
    // The captain stays; Ben does not.
    const captainBox = team.getByLabelText('Casey Walker (Captain)');
    expect((captainBox as HTMLInputElement).checked).toBe(true);
    expect(captainBox.hasAttribute('disabled')).toBe(true);
    expect(team.getByText(/Choose which members to keep/)).toBeTruthy();
    await user.click(team.getByLabelText('Ben Walker'));
    await user.click(team.getByRole('button', { name: 'Reactivate' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/my-team'));
    const [patch] = calls('PATCH', '/v1/teams/reactivate/11');
    expect(patch?.authorization).toBe('Bearer access-1');
    expect(patch?.body).toEqual({
      captain: {
        firstName: 'Casey',
        lastName: 'Walker-Lee',
        phone: '(405) 555-1234',
        myEmployer: 'Acme',
        lifeChurch: false,
        lifeChurchLocation: null,
        address: { address: '1 Main St', city: 'Tulsa', state: 'OK', zipcode: '74103' },
        shirtSize: 'XLarge',
      },
      team: { name: 'Blue Walkers 2025', eventCity: 'Tulsa', teamDonationGoal: 1500, teamMemberGoal: 12 },
      updateMembers: [3, 4],
      removeMembers: [5],
      updateMemberEmails: ['captain@example.com', 'ann@example.com'],
    });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
    // The stored flag was removed: the team page runs its walkthrough again for the new year.
    expect(await screen.findByText(/Your team at a glance/)).toBeTruthy();
    expect(sessionStore.getState().session?.user.team).toEqual({ id: 11, name: 'Blue Walkers 2025', slug: 'blue-walkers', active: true });
  });

  it('Back returns to the personal information with what was typed', async () => {
    serve();
    signInCaptainOfInactiveTeam();
    renderRoutes(routes, '/team-reactivate');
    const user = userEvent.setup();
    const team = await reachTeamStep(user);
    await user.click(team.getByRole('button', { name: 'Back' }));
    const personal = within(screen.getByRole('form', { name: 'Personal information' }));
    expect((personal.getByLabelText(/^Shirt size/) as HTMLSelectElement).value).toBe('Large');
  });

  it('redirects to / when the team is already active for the current year', async () => {
    const { calls } = serve({ team: buildTeam({ active: true, year: 2025 }) });
    signInCaptainOfInactiveTeam();
    const { currentLocation } = renderRoutes(routes, '/team-reactivate');
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).toBeNull();
    expect(calls('PATCH', '/v1/teams/reactivate/11')).toHaveLength(0);
  });

  it("runs for a team still flagged active from a past year", async () => {
    serve({ team: buildTeam({ active: true, year: 2024 }) });
    signInCaptainOfInactiveTeam();
    renderRoutes(routes, '/team-reactivate');
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it("shows the server's message when the reactivation is refused, and stays", async () => {
    serve({ reactivate: () => jsonResponse({ code: 409, message: TEAM_MESSAGES.alreadyActive(2025) }, 409) });
    signInCaptainOfInactiveTeam();
    localStorage.setItem(WALKTHROUGH_STORAGE_KEY, 'true');
    const { currentLocation } = renderRoutes(routes, '/team-reactivate');
    const user = userEvent.setup();
    const team = await reachTeamStep(user);
    await user.click(team.getByRole('button', { name: 'Reactivate' }));
    expect(await team.findByText(TEAM_MESSAGES.alreadyActive(2025))).toBeTruthy();
    expect(currentLocation().pathname).toBe('/team-reactivate');
    expect(localStorage.getItem(WALKTHROUGH_STORAGE_KEY)).toBe('true');
    expect(sessionStore.getState().session?.user.team?.active).toBe(false);
  });

  it('sends a user without a team home', async () => {
    mockFetch();
    signInAs({ user: { team: null } });
    const { currentLocation } = renderRoutes(routes, '/team-reactivate');
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
  });
});

describe('admin reactivation (/backend-team-reactivate/{teamId}/{captainId})', () => {
  it('keeps every member unless the admin unticks one, then goes to /team/{id}', async () => {
    const { calls } = serve();
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/backend-team-reactivate/11/7');
    const user = userEvent.setup();
    const team = await reachTeamStep(user);
    await user.click(team.getByLabelText('Ann Walker'));
    await user.click(team.getByLabelText('Ann Walker'));
    await user.click(team.getByLabelText('Ben Walker'));
    await user.click(team.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/team/11'));
    const body = calls('PATCH', '/v1/teams/reactivate/11')[0]?.body as Record<string, unknown>;
    expect(body.team).toEqual({ name: 'Blue Walkers', eventCity: 'Tulsa', teamDonationGoal: 500, teamMemberGoal: 10 });
    expect(body.updateMembers).toEqual([3, 4]);
    expect(body.removeMembers).toEqual([5]);
    // The admin's own session has no team: it is left alone.
    expect(sessionStore.getState().session?.user.team).toBeNull();
  });

  it("refuses a user who is not the team's captain", async () => {
    mockFetch((r) => {
      if (r.path === '/v1/teams/11') return jsonResponse(buildTeam({ captain: 8 }));
      if (r.path === '/v1/users/7') return jsonResponse(buildCaptainUser());
      return undefined;
    });
    signInAs({ role: 'admin' });
    renderRoutes(routes, '/backend-team-reactivate/11/7');
    expect(await screen.findByText('That user is not the captain of this team.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });

  it('is the 404 page for a captain', async () => {
    const { calls } = serve();
    signInCaptainOfInactiveTeam();
    const { currentLocation } = renderRoutes(routes, '/backend-team-reactivate/11/7');
    expect(await screen.findByText(UI_MESSAGES.notFoundTitle)).toBeTruthy();
    expect(currentLocation().pathname).toBe('/404');
    expect(calls('GET', '/v1/teams/11')).toHaveLength(0);
  });
});
