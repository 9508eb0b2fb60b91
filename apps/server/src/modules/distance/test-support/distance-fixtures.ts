import { eventCalendarDate, type MyDistance } from '@walkfund/domain';
import { createTeam, createTeamMember, signedInCaptain, type Session } from '../../../../test/factories.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { signInByLink } from '../../fundraisers/test-support/sign-in-link-fixtures.ts';

/** Distance and badge tests (docs/features/miles-and-badges.md): walkers, their walks and the switches. */

/** A member of a team (a new team unless given) who opened a sign-in link: a walker with a claimed page. */
export async function newWalker(t: TestApp, options: { teamId?: number; firstName?: string; lastName?: string } = {}) {
  const teamId = options.teamId ?? (await createTeam(t.app.db, { captain: await signedInCaptain(t.app) })).id;
  const person = await createTeamMember(t.app.db, teamId, { firstName: options.firstName ?? 'Wren', lastName: options.lastName ?? 'Walker' });
  const session = await signInByLink(t, person.id);
  return { teamId, person, session };
}

export const today = () => eventCalendarDate();

export function logWalk(t: TestApp, session: Session | null, payload: object) {
  return t.app.inject({ method: 'POST', url: '/v1/my/distance', headers: session?.headers ?? {}, payload });
}

/** Logs a walk that must be accepted; the log it answers. */
export async function logged(t: TestApp, session: Session, amount: number, unit: 'mi' | 'km' = 'mi', note?: string): Promise<MyDistance> {
  const res = await logWalk(t, session, { amount, unit, date: today(), ...(note !== undefined ? { note } : {}) });
  if (res.statusCode !== 201) throw new Error(`logging ${amount} ${unit} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Event Settings' switches of this feature, as an admin saves them. */
export async function setSwitches(t: TestApp, admin: Session, patch: { distanceLoggingEnabled?: boolean; walkerBadges?: Record<string, boolean>; personalPagesEnabled?: boolean }) {
  const res = await t.app.inject({ method: 'PATCH', url: '/v1/event-settings/', headers: admin.headers, payload: patch });
  if (res.statusCode !== 200) throw new Error(`saving ${JSON.stringify(patch)} answered ${res.statusCode}: ${res.body}`);
}

/** The walker's yes to leaderboards (My Page's question). */
export async function sayYesToLeaderboards(t: TestApp, session: Session) {
  const res = await t.app.inject({ method: 'PATCH', url: '/v1/my/page', headers: session.headers, payload: { showOnLeaderboards: true } });
  if (res.statusCode !== 200) throw new Error(`consent answered ${res.statusCode}: ${res.body}`);
}
