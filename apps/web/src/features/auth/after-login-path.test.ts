import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fixtures.ts';
import { afterLoginPath } from './after-login-path.ts';

describe('afterLoginPath', () => {
  const admin = buildUser({ role: 'admin', team: null });
  const captain = buildUser();

  it('sends admins to /teams and others to /', () => {
    expect(afterLoginPath(admin)).toBe('/teams');
    expect(afterLoginPath(captain)).toBe('/');
  });

  it('returns to the page that sent the user to /login', () => {
    expect(afterLoginPath(captain, '/my-profile')).toBe('/my-profile');
    expect(afterLoginPath(admin, '/users?page=2')).toBe('/users?page=2');
  });

  it('ignores other-site and login targets', () => {
    expect(afterLoginPath(captain, '//evil.example')).toBe('/');
    expect(afterLoginPath(captain, 'https://evil.example')).toBe('/');
    expect(afterLoginPath(admin, '/login')).toBe('/teams');
  });

  it('sends a participant to My Page, whatever sent them to /login', () => {
    const participant = buildUser({ role: 'participant', team: { id: 1, name: 'Old Team', slug: 'old-team', active: false } });
    expect(afterLoginPath(participant)).toBe('/my-page');
    expect(afterLoginPath(participant, '/teams')).toBe('/my-page');
  });

  it('sends a volunteer to check-in, whatever sent them to /login', () => {
    const volunteer = buildUser({ role: 'volunteer', team: null });
    expect(afterLoginPath(volunteer)).toBe('/check-in');
    expect(afterLoginPath(volunteer, '/teams')).toBe('/check-in');
  });

  it('sends a non-admin whose team is inactive to /team-reactivate', () => {
    const lapsed = buildUser({ team: { id: 1, name: 'Old Team', slug: 'old-team', active: false } });
    expect(afterLoginPath(lapsed, '/my-team')).toBe('/team-reactivate');
    expect(afterLoginPath({ ...admin, team: { id: 1, name: 'x', slug: 'x', active: false } })).toBe('/teams');
  });
});
