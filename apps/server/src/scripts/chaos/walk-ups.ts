import { randomUUID } from 'node:crypto';
import { formatCents, type PublicTeamListItem } from '@walkfund/domain';
import type { Query } from './ledger.ts';

/**
 * Walk-ups at the gate in the chaos run (docs/decisions/0011-event-day-check-in.md): cash taken
 * by a volunteer is money too. While the browsers pay by card (and the server is killed), the
 * admin registers walk-ups paid in cash (a walker's gift, to a team or the event), each sent 1 to
 * 3 times at once and again after a failure with the same clientId, as a phone's queue does. The
 * ledger then checks each answered walk-up is one offline transaction of its amount, and that no
 * other walk-up was recorded. The team totals check of the ledger covers their line items too.
 */

export interface WalkUpTally {
  /** clientId -> the cents a walk-up answered 200 for. */
  answered: Map<string, number>;
  /** Walk-ups given up (refused or the deadline): they may or may not be recorded, once at most. */
  unanswered: Map<string, number>;
  sends: number;
  anomalies: string[];
}

export interface WalkUpContext {
  apiBase: string;
  token: () => Promise<string>;
  count: number;
  signal: AbortSignal;
  /** A random whole number (the run's seeded random). */
  next: () => number;
  /** Each city's current walk waiver, signed on the screen when one is published. */
  walkWaivers: ReadonlyMap<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One walk-up, sent until the server answers it (a 200, or a refusal). */
async function sendWalkUp(ctx: WalkUpContext, tally: WalkUpTally, body: Record<string, unknown>, cents: number, copies: number): Promise<void> {
  const clientId = body.clientId as string;
  tally.unanswered.set(clientId, cents);
  while (!ctx.signal.aborted) {
    const send = async (): Promise<number> => {
      tally.sends++;
      try {
        const response = await fetch(`${ctx.apiBase}/v1/check-in/walk-ups`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await ctx.token()}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        if (response.status >= 400 && response.status < 500) tally.anomalies.push(`walk-up ${clientId}: ${response.status} ${text.slice(0, 200)}`);
        return response.status;
      } catch {
        return 0; // the server is down (killed) or slow: sent again
      }
    };
    const statuses = await Promise.all(Array.from({ length: copies }, send));
    if (statuses.includes(200)) {
      tally.unanswered.delete(clientId);
      tally.answered.set(clientId, cents);
      return;
    }
    if (statuses.some((s) => s >= 400 && s < 500)) return;
    await sleep(1_000);
  }
}

/** Runs `count` walk-ups, two at a time, paid in cash: walkers' gifts of 10 to 200 dollars. */
export async function runWalkUps(ctx: WalkUpContext, teams: PublicTeamListItem[]): Promise<WalkUpTally> {
  const tally: WalkUpTally = { answered: new Map(), unanswered: new Map(), sends: 0, anomalies: [] };
  let index = 0;
  const worker = async () => {
    while (index < ctx.count && !ctx.signal.aborted) {
      const i = index++;
      const team = ctx.next() % 3 === 0 ? undefined : teams[ctx.next() % Math.max(1, teams.length)];
      const dollars = 10 + (ctx.next() % 191);
      const eventCity = team?.eventCity ?? 'Oklahoma City';
      const waiverId = ctx.walkWaivers.get(eventCity);
      const body = {
        clientId: randomUUID(),
        eventCity,
        firstName: 'Gate',
        lastName: `Walker ${i}`,
        kind: 'walk',
        ...(team ? { teamId: team.id } : {}),
        donation: dollars,
        payment: { method: ctx.next() % 2 === 0 ? 'cash' : 'check' },
        ...(waiverId ? { waiver: { waiverId, signedName: `Gate Walker ${i}` } } : {}),
      };
      await sendWalkUp(ctx, tally, body, dollars * 100, 1 + (ctx.next() % 3));
      await sleep(ctx.next() % 400);
    }
  };
  await Promise.all([worker(), worker()]);
  return tally;
}

/** What the database holds of the walk-ups against what the run was answered. */
export async function walkUpProblems(query: Query, tally: WalkUpTally): Promise<string[]> {
  const rows = await query(
    `select t.payment_details->>'walkUpClientId' as client_id, count(*)::int as n, sum(t.total_charged_cents)::text as cents
       from transactions t where t.external_transaction_id = 'Offline' and t.payment_details ? 'walkUpClientId'
      group by 1`,
  );
  const entries = await query(`select walk_up_client_id::text as client_id, count(*)::int as n from event_entries where walk_up_client_id is not null group by 1`);
  const recorded = new Map(rows.map((r) => [String(r.client_id), { n: Number(r.n), cents: Number(r.cents) }]));
  const entered = new Map(entries.map((r) => [String(r.client_id), Number(r.n)]));
  const problems: string[] = [...tally.anomalies.slice(0, 5)];
  for (const [clientId, cents] of tally.answered) {
    const row = recorded.get(clientId);
    if (!row) problems.push(`walk-up ${clientId} answered but not recorded`);
    else if (row.n !== 1) problems.push(`walk-up ${clientId} recorded ${row.n} times`);
    else if (row.cents !== cents) problems.push(`walk-up ${clientId}: recorded ${formatCents(row.cents)}, taken ${formatCents(cents)}`);
    if (entered.get(clientId) !== 1) problems.push(`walk-up ${clientId}: ${entered.get(clientId) ?? 0} entries`);
  }
  for (const [clientId, row] of recorded) {
    if (!tally.answered.has(clientId) && !tally.unanswered.has(clientId)) problems.push(`walk-up ${clientId} recorded but never sent`);
    else if (row.n !== 1) problems.push(`walk-up ${clientId} recorded ${row.n} times`);
  }
  return problems;
}

/** The report's line: how many walk-ups, sends and cash. */
export function walkUpSummary(tally: WalkUpTally): string {
  const cents = [...tally.answered.values()].reduce((a, b) => a + b, 0);
  return `walk-ups at the gate: ${tally.answered.size} registered (${formatCents(cents)} in cash or check), ${tally.sends} sends, ${tally.unanswered.size} unanswered`;
}
