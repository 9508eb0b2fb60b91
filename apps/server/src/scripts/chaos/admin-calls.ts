import type { PublicTeamListItem, TeamDetail } from '@walkfund/domain';
import type { ServerProcess } from './server-process.ts';

/**
 * What the chaos run (chaos.ts) asks the server as its admin: a token, a reconciliation pass, the
 * teams' members, the capped sponsor match the checkouts race for.
 */

/** The admin's access token (POST /v1/auth/login). */
export async function adminToken(server: ServerProcess, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${server.baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
    signal: AbortSignal.timeout(15_000),
  });
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${await login.text()}`);
  const { tokens } = (await login.json()) as { tokens: { access: { token: string } } };
  return tokens.access.token;
}

/** POST /v1/reconciliation/run as the admin; null when the route does not exist (yet). */
export async function reconcileNow(server: ServerProcess, admin: { email: string; password: string }): Promise<{ status: number; body: unknown } | null> {
  const response = await fetch(`${server.baseUrl}/v1/reconciliation/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(server, admin)}` },
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (response.status === 404) return null;
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** POST /v1/monthly-gifts/{id}/cancel as the admin (docs/features/monthly-gifts.md). */
export async function cancelMonthlyGift(server: ServerProcess, admin: { email: string; password: string }, id: number): Promise<void> {
  const response = await fetch(`${server.baseUrl}/v1/monthly-gifts/${id}/cancel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(server, admin)}` },
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200) throw new Error(`POST /v1/monthly-gifts/${id}/cancel answered ${response.status}: ${await response.text()}`);
}

/** Every active team's members of the current year, read by the admin (GET /v1/teams/list, then GET /v1/teams/{id}). */
export async function readMembersByTeam(server: ServerProcess, admin: { email: string; password: string }): Promise<Map<number, number[]>> {
  const authorization = `Bearer ${await adminToken(server, admin)}`;
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization }, signal: AbortSignal.timeout(15_000) });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const teams = await read<PublicTeamListItem[]>('/v1/teams/list');
  const members = new Map<number, number[]>();
  for (const team of teams) {
    const detail = await read<TeamDetail>(`/v1/teams/${team.id}`);
    members.set(team.id, detail.members.map((m) => m.personId));
  }
  return members;
}

/**
 * A capped sponsor match over one city's gifts (docs/features/sponsor-matches.md), alone: the demo's
 * running matches are ended first, so a share of the checkouts (Tulsa's) race for a cap they soon
 * use up, and the ledger checks that the sum matched never passes it.
 */
export async function startCappedMatch(server: ServerProcess, admin: { email: string; password: string }): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(server, admin)}`, 'content-type': 'application/json' };
  const list = await fetch(`${server.baseUrl}/v1/matches`, { headers, signal: AbortSignal.timeout(15_000) });
  if (list.status !== 200) throw new Error(`GET /v1/matches answered ${list.status}`);
  for (const match of (await list.json()) as { id: number; status: string }[]) {
    if (match.status === 'ended') continue;
    const ended = await fetch(`${server.baseUrl}/v1/matches/${match.id}/end`, { method: 'POST', headers: { authorization: headers.authorization }, signal: AbortSignal.timeout(15_000) });
    if (ended.status !== 200) throw new Error(`POST /v1/matches/${match.id}/end answered ${ended.status}`);
  }
  const created = await fetch(`${server.baseUrl}/v1/matches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sponsorName: 'Chaos Capped Match', ratio: 1, cap: CHAOS_MATCH_CAP_DOLLARS, minGift: 0, scope: 'city', eventCity: 'Tulsa',
      startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (created.status !== 201) throw new Error(`POST /v1/matches answered ${created.status}: ${await created.text()}`);
}

/** The chaos match's cap: used up by a few dozen of Tulsa's gifts, so the last ones race for it. */
const CHAOS_MATCH_CAP_DOLLARS = 750;
