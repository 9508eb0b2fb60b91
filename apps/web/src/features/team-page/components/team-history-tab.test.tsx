import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NO_TEAM_HISTORY } from '@walkfund/domain';
import { signInAs } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { buildHistoryEntry, clearToasts, renderTeamPage, serveTeamPage, skipWalkthrough, TEAM_ID } from '../testing/team-fixtures.tsx';

afterEach(clearToasts);

describe('Team History tab (admin)', () => {
  it('says "No Team History Found" when there is none', async () => {
    const { calls } = serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse([]) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamHistory`);
    expect(await screen.findByText(NO_TEAM_HISTORY)).toBeTruthy();
    expect(calls('GET', `/v1/teams/history/${TEAM_ID}`)[0]?.authorization).toBe('Bearer access-1');
  });

  it('shows each year: name, captain, results with checks, and members linked to their participant page', async () => {
    serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse([buildHistoryEntry()]) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamHistory`);
    const year = within(await screen.findByRole('article', { name: '2024: Blue Walkers 2024' }));
    expect(year.getByText('Ann Lee', { selector: 'p' })).toBeTruthy();
    expect(year.getByText('1 Main St, Tulsa, OK 74103')).toBeTruthy();
    expect(year.getByText('Jenks')).toBeTruthy();
    expect(year.getByText('Large')).toBeTruthy();
    expect(year.getByRole('link', { name: 'View Captain Profile' }).getAttribute('href')).toBe('/user/7');
    expect(year.getByText('$2,500.00')).toBeTruthy();
    expect(year.getByText('$2,000.00')).toBeTruthy();
    expect(year.getByText(/Facebook Fundraiser: Yes/)).toBeTruthy();
    expect(year.getByText(/Team Event: No/)).toBeTruthy();
    expect(year.getByText(/Employee Match: Yes/)).toBeTruthy();
    expect(year.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/participants/3');
  });

  it('shows a failure readably', async () => {
    serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse({ code: 500, message: 'Internal Server Error' }, 500) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'admin' });
    renderTeamPage(`/team/${TEAM_ID}?tab=teamHistory`);
    expect((await screen.findByRole('alert')).textContent).toContain('Internal Server Error');
  });
});

describe('Team History on My Team (the captain, finding 16 of docs/features/walkthrough-findings.md)', () => {
  it("shows the captain their team's years, links their own profile to My Profile and lists members without back-office links", async () => {
    const { calls } = serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse([buildHistoryEntry()]) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain', user: { id: 7 } });
    renderTeamPage('/my-team?tab=teamHistory');
    const year = within(await screen.findByRole('article', { name: '2024: Blue Walkers 2024' }));
    expect(calls('GET', `/v1/teams/history/${TEAM_ID}`)[0]?.authorization).toBe('Bearer access-1');
    expect(year.getByText('1 Main St, Tulsa, OK 74103')).toBeTruthy();
    expect(year.getByText(/Facebook Fundraiser: Yes/)).toBeTruthy();
    expect(year.getByRole('link', { name: 'View Captain Profile' }).getAttribute('href')).toBe('/my-profile');
    expect(year.queryByRole('link', { name: 'Ann Lee' })).toBeNull();
    expect(year.getAllByText('Ann Lee').length).toBeGreaterThan(1);
  });

  it("offers no profile link for another year's captain, and says when there is no history", async () => {
    serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse([buildHistoryEntry()]) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain', user: { id: 99 } });
    renderTeamPage('/my-team?tab=teamHistory');
    const year = within(await screen.findByRole('article', { name: '2024: Blue Walkers 2024' }));
    expect(year.queryByRole('link', { name: 'View Captain Profile' })).toBeNull();
  });

  it('says "No Team History Found" to a captain with none', async () => {
    serveTeamPage({ handler: (r) => (r.path === `/v1/teams/history/${TEAM_ID}` ? jsonResponse([]) : undefined) });
    skipWalkthrough();
    signInAs({ role: 'captain' });
    renderTeamPage('/my-team?tab=teamHistory');
    expect(await screen.findByText(NO_TEAM_HISTORY)).toBeTruthy();
  });
});
