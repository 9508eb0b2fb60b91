import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWITCH_BADGE_NAMES, TOASTS, UI_MESSAGES } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { buildTeamDetail, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

const badgeSettings = {
  eventBadges: [
    { name: 'Big Raiser', type: 'fundraising' as const, goal: 300, image: '/uploads/big.webp' },
    { name: 'First Steps', type: 'fundraising' as const, goal: 100, image: '/uploads/first.webp' },
    { name: 'Full House', type: 'participant' as const, goal: 2, image: '/uploads/house.webp' },
    { name: 'Crowd', type: 'participant' as const, goal: 3, image: '/uploads/crowd.webp' },
  ],
  eliteBadgeSettings: { image: '/uploads/elite.webp', fundraisingGoal: 1000, participationGoal: 10 },
  facebookFundraiser: { active: true, image: '/uploads/fb.webp' },
  teamEvent: { active: false, image: '/uploads/event.webp' },
  employerMatch: { active: true, image: '/uploads/match.webp' },
  donationBadgeTipsUrl: 'https://example.org/fundraising-tips',
  participationBadgeTipsUrl: '',
};

describe('Badges tab', () => {
  it('shows each badge sorted by goal with its image, capped percent with two decimals and complete marker', async () => {
    // 150.50 raised; 2 participants.
    serveTeamPage({ settings: badgeSettings, team: buildTeamDetail({ hasEmployeeMatch: true }) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamBadges');
    const badges = await screen.findAllByRole('article', { name: /badge$/ });
    expect(badges.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Full House badge', 'Crowd badge', 'First Steps badge', 'Big Raiser badge', 'Facebook Fundraiser badge', 'Employer Match badge',
    ]);
    const card = (name: string) => within(screen.getByRole('article', { name: `${name} badge` }));
    // A fundraising badge is complete at 100% (capped from 150.5%).
    expect(card('First Steps').getByText('100.00%')).toBeTruthy();
    expect(card('First Steps').getByText('Complete')).toBeTruthy();
    expect(card('First Steps').getByRole('img', { name: 'First Steps badge' }).getAttribute('src')).toBe('/uploads/first.webp');
    expect(card('Big Raiser').getByText('50.17%')).toBeTruthy();
    expect(card('Big Raiser').getByText('In progress')).toBeTruthy();
    expect(card('Big Raiser').getByRole('progressbar', { name: 'Raise $300.00: 50.17%' })).toBeTruthy();
    // A participation badge shows complete only above 100%: 2 of 2 is 100% and not complete.
    expect(card('Full House').getByText('100.00%')).toBeTruthy();
    expect(card('Full House').getByText('In progress')).toBeTruthy();
    expect(card('Crowd').getByText('66.67%')).toBeTruthy();
    // The switch badges active in settings, with the team's switches.
    expect(card('Facebook Fundraiser').getByText('Not earned')).toBeTruthy();
    expect(card('Employer Match').getByText('Earned')).toBeTruthy();
    expect(card('Employer Match').getByRole('img', { name: 'Employer Match badge' }).getAttribute('src')).toBe('/uploads/match.webp');
    expect(screen.queryByRole('article', { name: 'Team Event badge' })).toBeNull();
    // The elite badge with both goals.
    const elite = within(screen.getByRole('region', { name: 'Elite badge' }));
    expect(elite.getByRole('img', { name: 'Elite badge' }).getAttribute('src')).toBe('/uploads/elite.webp');
    expect(elite.getByText('15.05%')).toBeTruthy();
    expect(elite.getByText('20.00%')).toBeTruthy();
    // Tips links that are set.
    expect(screen.getByRole('link', { name: 'Fundraising Tips' }).getAttribute('href')).toBe('https://example.org/fundraising-tips');
    expect(screen.queryByRole('link', { name: 'Participation Tips' })).toBeNull();
  });

  it('shows a captain the badge switches disabled', async () => {
    serveTeamPage({ team: buildTeamDetail({ hasFacebookFundraiser: true }) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamBadges');
    expect(await screen.findByText(UI_MESSAGES.noEventBadges)).toBeTruthy();
    const group = within(screen.getByRole('group', { name: 'Badge switches' }));
    const facebook = group.getByRole('switch', { name: SWITCH_BADGE_NAMES.facebookFundraiser }) as HTMLInputElement;
    expect(facebook.checked).toBe(true);
    for (const name of Object.values(SWITCH_BADGE_NAMES)) expect(group.getByRole('switch', { name }).hasAttribute('disabled')).toBe(true);
  });

  it('lets an admin toggle a badge switch with PATCH /v1/teams/{id}', async () => {
    const { calls } = serveTeamPage();
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamBadges`);
    const group = within(await screen.findByRole('group', { name: 'Badge switches' }));
    await userEvent.setup().click(group.getByRole('switch', { name: SWITCH_BADGE_NAMES.teamEvent }));
    await waitFor(() => expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)).toHaveLength(1));
    expect(calls('PATCH', `/v1/teams/${TEAM_ID}`)[0]?.body).toEqual({ hasCommunityEvent: true });
    expect(await screen.findByText(TOASTS.teamUpdated[1])).toBeTruthy();
  });
});
