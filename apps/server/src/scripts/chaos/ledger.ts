import { formatCents } from '@walkfund/domain';
import type { FakeIntent } from '../../modules/payments/test-support/fake-stripe.ts';
import type { CartCredit } from './cart.ts';

/** Runs one SQL statement and answers its rows (pg and PGlite alike). */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Money {
  count: number;
  cents: number;
}

export interface ReconciliationRunRow {
  id: number;
  trigger: string;
  checked: number;
  recorded: number;
  expired: number;
  mismatched: number;
  error: string | null;
}

/** Paid (the fake's succeeded intents) against recorded (the database), and the invariants around them. */
export interface Ledger {
  paid: Money;
  recorded: Money;
  /** Intents refused and never charged: must not be recorded. */
  declined: Money;
  paidNotRecorded: string[];
  recordedNotPaid: string[];
  /** "pi_...: recorded 12.34, paid 12.35". */
  amountMismatches: string[];
  /** Payment ids recorded more than once. */
  duplicates: string[];
  /** Card transactions the run wrote for a checkout whose payment the fake never created. */
  strayTransactions: number;
  /** Transactions whose line items + shipping + covered fee differ from what was charged. */
  unbalancedTransactions: number[];
  /** Teams whose total_raised_cents differs from the sum of their line items. */
  teamMismatches: { id: number; name: string; cachedCents: number; lineItemsCents: number }[];
  /** Walkers credited by paid gifts: how many, and how much in all. */
  credited: Money;
  /**
   * Walkers whose credited donation lines, or what the run added to their stored total (team_members.raised_cents), differ from
   * the donations paid to their credit (docs/decisions/0008-fundraiser-credit.md).
   */
  fundraiserMismatches: { personId: number; paidCents: number; lineItemsCents: number; storedCents: number }[];
  /**
   * Sponsor matches (docs/features/sponsor-matches.md): each match's cap, what its line items
   * (matches and the refunds off them) add up to, and what is left; `overCap` names each match
   * whose lines pass its cap or differ from the cap less what is left.
   */
  matches: { id: number; sponsorName: string; capCents: number; matchedCents: number; remainingCents: number; gifts: number }[];
  matchProblems: string[];
  checkoutStatuses: Record<string, number>;
  reconciliationRuns: ReconciliationRunRow[];
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The last transaction id before the run. The demo's own gifts have checkouts too (a recorded
 * one carries a tribute's payload, scripts/seed-tributes.ts) and processor ids the fake never
 * made (pi_demo_..., Offline): the demo is not a processor payment to check, so the stray check
 * judges only the transactions the run wrote, after this id.
 */
export async function readLastTransactionId(query: Query): Promise<number> {
  const [row] = await query(`select coalesce(max(id), 0)::text as id from transactions`);
  return num(row?.id);
}

/** Each walker's stored total (team_members.raised_cents, all years) before the run: the demo's own gifts. */
export async function readStoredWalkerTotals(query: Query): Promise<Map<number, number>> {
  const rows = await query(`select person_id as person, sum(raised_cents)::text as cents from team_members where raised_cents <> 0 group by person_id`);
  return new Map(rows.map((r) => [num(r.person), num(r.cents)]));
}

/** Reads the database after the run and compares it with the fake's intents, to the cent. */
export async function readLedger(
  query: Query,
  intents: Iterable<FakeIntent>,
  credits: ReadonlyMap<string, CartCredit> = new Map(),
  storedBefore: ReadonlyMap<number, number> = new Map(),
  lastTransactionIdBefore = 0,
): Promise<Ledger> {
  const all = [...intents];
  const ids = all.map((i) => i.id);
  const succeeded = new Map(all.filter((i) => i.status === 'succeeded').map((i) => [i.id, i]));
  const declined = all.filter((i) => i.status !== 'succeeded' && i.last_payment_error);

  const rows = await query(
    `select external_transaction_id as id, total_charged_cents::text as cents
       from transactions where external_transaction_id = any($1::text[])`,
    [ids],
  );
  const recordedIds = new Map<string, number[]>();
  for (const row of rows) {
    const id = String(row.id);
    recordedIds.set(id, [...(recordedIds.get(id) ?? []), num(row.cents)]);
  }
  const amountMismatches: string[] = [];
  for (const [id, amounts] of recordedIds) {
    const intent = succeeded.get(id);
    for (const cents of amounts) {
      if (intent && cents !== intent.amount) amountMismatches.push(`${id}: recorded ${formatCents(cents)}, paid ${formatCents(intent.amount)}`);
    }
  }

  const [stray] = await query(
    `select count(*)::int as n from transactions
      where id > $2 and checkout_id is not null and (external_transaction_id is null or not (external_transaction_id = any($1::text[])))
        and not coalesce(payment_details ? 'walkUpClientId', false)`,
    [ids, lastTransactionIdBefore],
  );
  const unbalanced = await query(
    `select t.id from transactions t left join line_items li on li.transaction_id = t.id
      where t.external_transaction_id = any($1::text[])
      group by t.id
     having t.total_charged_cents <> coalesce(sum(li.amount_cents) filter (where li.type <> 'match'), 0) + t.shipping_fee_cents + t.fees_covered_cents`,
    [ids],
  );
  // docs/decisions/0111-team-total-raised.md, as recomputeTeamTotal computes it: the team's line items of its year, over active transactions.
  const teams = await query(
    `select t.id, t.name, t.total_raised_cents::text as cached,
            (select coalesce(sum(li.amount_cents), 0) from line_items li
               join transactions tr on tr.id = li.transaction_id
              where tr.team_id = t.id and tr.active and li.event_year = t.year)::text as computed
       from teams t`,
  );
  // What each walker was paid, from the payments that succeeded, against their credited lines and stored total.
  const paidToWalker = new Map<number, number>();
  for (const [paymentId, credit] of credits) {
    if (succeeded.has(paymentId)) paidToWalker.set(credit.personId, (paidToWalker.get(credit.personId) ?? 0) + credit.cents);
  }
  // The donor's credited lines, and apart the sponsors' matches credited with them (docs/features/sponsor-matches.md).
  const creditedLines = await query(
    `select li.fundraiser_person_id as person,
            coalesce(sum(li.amount_cents) filter (where li.type <> 'match'), 0)::text as cents,
            coalesce(sum(li.amount_cents) filter (where li.type = 'match'), 0)::text as matched
       from line_items li join transactions tr on tr.id = li.transaction_id
      where li.fundraiser_person_id is not null and tr.active and tr.external_transaction_id = any($1::text[])
      group by li.fundraiser_person_id`,
    [ids],
  );
  // What the run added to each stored total: the demo's walkers start with their own gifts.
  const storedAfter = await readStoredWalkerTotals(query);
  const storedCents = new Map<number, number>();
  for (const person of new Set([...storedBefore.keys(), ...storedAfter.keys()])) {
    const added = (storedAfter.get(person) ?? 0) - (storedBefore.get(person) ?? 0);
    if (added !== 0) storedCents.set(person, added);
  }
  const lineCents = new Map(creditedLines.map((r) => [num(r.person), num(r.cents)]));
  const matchedCents = new Map(creditedLines.map((r) => [num(r.person), num(r.matched)]));
  const walkers = new Set([...paidToWalker.keys(), ...lineCents.keys(), ...storedCents.keys()]);
  // A walker's stored total rises by what was paid to their credit and by its sponsor match.
  const fundraiserMismatches = [...walkers]
    .map((personId) => ({ personId, paidCents: paidToWalker.get(personId) ?? 0, lineItemsCents: lineCents.get(personId) ?? 0, storedCents: storedCents.get(personId) ?? 0 }))
    .filter((w) => w.paidCents !== w.lineItemsCents || w.paidCents + (matchedCents.get(w.personId) ?? 0) !== w.storedCents);

  const matchRows = await query(
    `select m.id, m.sponsor_name, m.cap_cents::text as cap, m.remaining_cents::text as remaining,
            (select count(*) from match_credits c where c.match_id = m.id)::int as gifts,
            coalesce((select sum(li.amount_cents) from line_items li
                       where li.id in (select c.match_line_item_id from match_credits c where c.match_id = m.id)
                          or li.refunded_line_item_id in (select c.match_line_item_id from match_credits c where c.match_id = m.id)), 0)::text as matched
       from matches m order by m.id`,
  );
  const matches = matchRows.map((r) => ({
    id: num(r.id), sponsorName: String(r.sponsor_name), capCents: num(r.cap), matchedCents: num(r.matched), remainingCents: num(r.remaining), gifts: num(r.gifts),
  }));
  const matchProblems = matches.flatMap((m) => [
    ...(m.matchedCents > m.capCents ? [`match ${m.id} (${m.sponsorName}): matched ${formatCents(m.matchedCents)}, past its cap of ${formatCents(m.capCents)}`] : []),
    ...(m.matchedCents !== m.capCents - m.remainingCents
      ? [`match ${m.id} (${m.sponsorName}): its lines say ${formatCents(m.matchedCents)} but the cap less what is left says ${formatCents(m.capCents - m.remainingCents)}`]
      : []),
  ]);

  const statuses = await query(`select status, count(*)::int as n from checkouts group by status order by status`);
  const runs = await query(`select id, trigger, checked, recorded, expired, mismatched, error from reconciliation_runs order by id`);

  const recordedCents = rows.reduce((sum, r) => sum + num(r.cents), 0);
  return {
    paid: { count: succeeded.size, cents: [...succeeded.values()].reduce((sum, i) => sum + i.amount, 0) },
    recorded: { count: rows.length, cents: recordedCents },
    declined: { count: declined.length, cents: declined.reduce((sum, i) => sum + i.amount, 0) },
    paidNotRecorded: [...succeeded.keys()].filter((id) => !recordedIds.has(id)),
    recordedNotPaid: [...recordedIds.keys()].filter((id) => !succeeded.has(id)),
    amountMismatches,
    duplicates: [...recordedIds].filter(([, amounts]) => amounts.length > 1).map(([id]) => id),
    strayTransactions: num(stray?.n),
    unbalancedTransactions: unbalanced.map((r) => num(r.id)),
    teamMismatches: teams
      .filter((t) => num(t.cached) !== num(t.computed))
      .map((t) => ({ id: num(t.id), name: String(t.name), cachedCents: num(t.cached), lineItemsCents: num(t.computed) })),
    credited: { count: paidToWalker.size, cents: [...paidToWalker.values()].reduce((sum, cents) => sum + cents, 0) },
    fundraiserMismatches,
    matches,
    matchProblems,
    checkoutStatuses: Object.fromEntries(statuses.map((s) => [String(s.status), num(s.n)])),
    reconciliationRuns: runs.map((r) => ({
      id: num(r.id),
      trigger: String(r.trigger),
      checked: num(r.checked),
      recorded: num(r.recorded),
      expired: num(r.expired),
      mismatched: num(r.mismatched),
      error: r.error === null || r.error === undefined ? null : String(r.error),
    })),
  };
}

/** Every way the ledger can be wrong; empty when paid equals recorded exactly and every invariant holds. */
export function ledgerProblems(ledger: Ledger): string[] {
  const problems: string[] = [];
  const list = (ids: string[]) => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? `, ... (${ids.length})` : ''}`;
  if (ledger.paid.cents !== ledger.recorded.cents || ledger.paid.count !== ledger.recorded.count) {
    problems.push(`paid ${ledger.paid.count} / ${formatCents(ledger.paid.cents)} but recorded ${ledger.recorded.count} / ${formatCents(ledger.recorded.cents)}`);
  }
  if (ledger.paidNotRecorded.length) problems.push(`${ledger.paidNotRecorded.length} paid but not recorded: ${list(ledger.paidNotRecorded)}`);
  if (ledger.recordedNotPaid.length) problems.push(`${ledger.recordedNotPaid.length} recorded but never paid: ${list(ledger.recordedNotPaid)}`);
  if (ledger.duplicates.length) problems.push(`${ledger.duplicates.length} payments recorded more than once: ${list(ledger.duplicates)}`);
  if (ledger.amountMismatches.length) problems.push(`${ledger.amountMismatches.length} recorded with another amount: ${list(ledger.amountMismatches)}`);
  if (ledger.strayTransactions) problems.push(`${ledger.strayTransactions} card transactions of payments the processor never created`);
  if (ledger.unbalancedTransactions.length) {
    problems.push(`${ledger.unbalancedTransactions.length} transactions whose parts do not add up to the charge: ${list(ledger.unbalancedTransactions.map(String))}`);
  }
  for (const t of ledger.teamMismatches.slice(0, 5)) {
    problems.push(`team ${t.id} (${t.name}): total_raised ${formatCents(t.cachedCents)}, its line items ${formatCents(t.lineItemsCents)}`);
  }
  if (ledger.teamMismatches.length > 5) problems.push(`... ${ledger.teamMismatches.length} teams in all whose total differs from their line items`);
  for (const w of ledger.fundraiserMismatches.slice(0, 5)) {
    problems.push(
      `walker ${w.personId}: paid to their credit ${formatCents(w.paidCents)}, credited lines ${formatCents(w.lineItemsCents)}, stored total ${formatCents(w.storedCents)}`,
    );
  }
  if (ledger.fundraiserMismatches.length > 5) problems.push(`... ${ledger.fundraiserMismatches.length} walkers in all whose credit differs from what was paid`);
  problems.push(...ledger.matchProblems);
  return problems;
}
