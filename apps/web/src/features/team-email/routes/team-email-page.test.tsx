import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM_EMAIL_MESSAGES, TOASTS, type TeamDetail, type TeamMember } from '@walkfund/domain';
import { routes } from '../../../app/router.tsx';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';

// Mantine keeps notifications in a module store: start each test without the last one's toasts.
afterEach(() => notifications.clean());

const member = (personId: number, firstName: string, email: string, active = true): TeamMember => ({
  personId, firstName, lastName: 'Walker', email, phone: null, event: 'piecewalk', active,
  fundraising: { raised: 0, goal: 100, page: 'none', slug: null, invitedAt: null },
});

function buildTeamDetail(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    id: 11,
    name: 'Blue Walkers',
    slug: 'blue-walkers',
    active: true,
    eventCity: 'Tulsa',
    imageUrl: null,
    totalRaised: 120,
    teamDonationGoal: 500,
    teamMemberGoal: 10,
    participants: 3,
    captain: 7,
    captainPerson: { firstName: 'Casey', lastName: 'Walker', email: 'captain@example.com', phone: '(405) 555-1234' },
    year: 2025,
    createdAt: '2024-01-01T00:00:00.000Z',
    teamMessage: '',
    members: [
      member(3, 'Casey', 'captain@example.com'),
      member(4, 'Ann', 'ann+walk@example.com'),
      member(5, 'Ben', 'ben@example.com', false),
    ],
    starOfTeam: null,
    hasFacebookFundraiser: false,
    hasCommunityEvent: false,
    hasEmployeeMatch: false,
    reactivateDate: null,
    fundraisingGoalPercentage: 24,
    memberGoalPercentage: 30,
    ...overrides,
  };
}

/** GET /v1/teams/11 answers the team; POST /v1/teams/email-team/ answers `send`. */
function serve(send: (r: MockRequest) => Response = () => jsonResponse({ sent: 2, failed: 0 }), team = buildTeamDetail()) {
  return mockFetch((r) => {
    if (r.method === 'GET' && r.path === '/v1/teams/11') return jsonResponse(team);
    if (r.method === 'POST' && r.path === '/v1/teams/email-team/') return send(r);
    return undefined;
  });
}

const SUBJECT = 'Walk day is Saturday';
const MESSAGE = 'Meet at the north gate at 8 am. Bring water!';

describe('Email My Team (/email-team/{teamId})', () => {
  it('offers the two ways; Use My Email Client is a mailto: link to the active members, then back to the team page', async () => {
    const { calls } = serve();
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/email-team/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send Your Team An Email' })).toBeTruthy();
    expect(screen.getByText('Email My Team')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'How would you like to send your email?' })).toBeTruthy();
    expect(calls('GET', '/v1/teams/11')[0]?.authorization).toBe('Bearer access-1');

    const client = screen.getByRole('link', { name: 'Use My Email Client' });
    expect(client.getAttribute('href')).toBe(
      'mailto:captain@example.com,ann%2Bwalk@example.com?subject=Autism%20Awareness%20Walk%20-%20Blue%20Walkers!',
    );
    // jsdom does not follow the mailto: link; the click still returns to the team page.
    client.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(client);
    await waitFor(() => expect(currentLocation().pathname).toBe('/my-team'));
    expect(calls('POST', '/v1/teams/email-team/')).toHaveLength(0);
  });

  it('sends the form with POST /v1/teams/email-team/, toasts and goes to /my-team', async () => {
    const { calls } = serve();
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/email-team/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use Email Form' }));
    const form = within(screen.getByRole('form', { name: 'Email form' }));
    await user.type(form.getByLabelText(/^Subject/), `  ${SUBJECT} `);
    await user.type(form.getByLabelText(/^Message/), MESSAGE);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(TOASTS.emailSent[1])).toBeTruthy();
    const [post] = calls('POST', '/v1/teams/email-team/');
    expect(post?.body).toEqual({ teamId: 11, subject: SUBJECT, message: MESSAGE });
    expect(post?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(currentLocation().pathname).toBe('/my-team'));
  });

  it('blocks a short subject with the domain message and the error notification; Cancel returns to the choice', async () => {
    const { calls } = serve();
    signInAs();
    renderRoutes(routes, '/email-team/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use Email Form' }));
    const form = within(screen.getByRole('form', { name: 'Email form' }));
    const send = form.getByRole('button', { name: 'Send Message' });
    // An untouched form: the submit shows the errors and the failure notification.
    await user.click(send);
    expect(await screen.findByText(TOASTS.emailFailed[1])).toBeTruthy();
    expect(form.getByText(TEAM_EMAIL_MESSAGES.subjectRequired)).toBeTruthy();
    expect(form.getByText(TEAM_EMAIL_MESSAGES.messageRequired)).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(form.getByLabelText(/^Subject/), 'Walk day');
    await user.type(form.getByLabelText(/^Message/), MESSAGE);
    await user.tab();
    expect(await form.findByText(TEAM_EMAIL_MESSAGES.subjectMin)).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(form.getByLabelText(/^Subject/), '{Enter}');
    expect(calls('POST', '/v1/teams/email-team/')).toHaveLength(0);

    await user.type(form.getByLabelText(/^Subject/), '!!');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'How would you like to send your email?' })).toBeTruthy();
    expect(calls('POST', '/v1/teams/email-team/')).toHaveLength(0);
  });

  it('shows the failure toast and the server message when sending fails, and stays', async () => {
    serve(() => jsonResponse({ code: 429, message: 'Too many team emails. Try again later.' }, 429));
    signInAs();
    const { currentLocation } = renderRoutes(routes, '/email-team/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use Email Form' }));
    await user.type(screen.getByLabelText(/^Subject/), SUBJECT);
    await user.type(screen.getByLabelText(/^Message/), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(TOASTS.emailFailed[1])).toBeTruthy();
    expect(screen.getByText('Too many team emails. Try again later.')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/email-team/11');
  });

  it("takes an admin back to the team's page", async () => {
    serve();
    signInAs({ role: 'admin' });
    const { currentLocation } = renderRoutes(routes, '/email-team/11');
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Back to the team' })).getAttribute('href')).toBe('/team/11');
    await user.click(await screen.findByRole('button', { name: 'Use Email Form' }));
    await user.type(screen.getByLabelText(/^Subject/), SUBJECT);
    await user.type(screen.getByLabelText(/^Message/), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/team/11'));
  });

  it('says when the team has no active member to email and disables both ways', async () => {
    serve(undefined, buildTeamDetail({ members: [member(5, 'Ben', 'ben@example.com', false)] }));
    signInAs();
    renderRoutes(routes, '/email-team/11');
    expect(await screen.findByText(TEAM_EMAIL_MESSAGES.noMembers)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use My Email Client' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Use Email Form' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's refusal of another team", async () => {
    mockFetch((r) => (r.path === '/v1/teams/12' ? jsonResponse({ code: 403, message: 'You can only manage your own team.' }, 403) : undefined));
    signInAs();
    renderRoutes(routes, '/email-team/12');
    expect(await screen.findByText('You can only manage your own team.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How would you like to send your email?' })).toBeNull();
  });
});
