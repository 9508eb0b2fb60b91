import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MATCH_LINE_ITEM_TYPE } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { employerMatchPledges, lineItems, matchCredits, matches, teams } from '../../db/schema/index.ts';

export type MatchRow = typeof matches.$inferSelect;
export type MatchInsert = Omit<typeof matches.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type LineItemInsert = typeof lineItems.$inferInsert;
type LineItemRow = typeof lineItems.$inferSelect;

/** A match with its team's name and the gifts it matched (refunded ones too). */
export interface MatchListRow {
  match: MatchRow;
  teamName: string | null;
  gifts: number;
}

const giftsOf = sql<number>`(select count(*)::int from ${matchCredits} c where c.match_id = ${matches.id})`;

export async function listMatchRows(db: DbOrTx): Promise<MatchListRow[]> {
  return db
    .select({ match: matches, teamName: teams.name, gifts: giftsOf })
    .from(matches)
    .leftJoin(teams, eq(teams.id, matches.teamId))
    .orderBy(desc(matches.startsAt), desc(matches.id));
}

export async function findMatchRow(db: DbOrTx, id: number): Promise<MatchListRow | null> {
  const [row] = await db
    .select({ match: matches, teamName: teams.name, gifts: giftsOf })
    .from(matches)
    .leftJoin(teams, eq(teams.id, matches.teamId))
    .where(eq(matches.id, id));
  return row ?? null;
}

export async function insertMatch(db: DbOrTx, values: MatchInsert): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(values).returning();
  return row!;
}

/** The match row locked (FOR UPDATE) while an admin changes it: recordings of gifts wait, and the other way round. */
export async function lockMatch(tx: Tx, id: number): Promise<MatchRow | null> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
  return row ?? null;
}

export async function updateMatch(tx: Tx, id: number, values: Partial<MatchInsert>): Promise<void> {
  await tx.update(matches).set({ ...values, updatedAt: new Date() }).where(eq(matches.id, id));
}

export async function teamExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return !!row;
}

/** A match as the recording and the public banner read it. */
export interface RunningMatch {
  id: number;
  sponsorName: string;
  logoUrl: string | null;
  ratio: number;
  capCents: number;
  remainingCents: number;
  minGiftCents: number;
  startsAt: Date;
  endsAt: Date;
  scope: 'event' | 'city' | 'team';
  eventCity: string | null;
  teamId: number | null;
}

const runningColumns = {
  id: matches.id,
  sponsorName: matches.sponsorName,
  logoUrl: matches.logoUrl,
  ratio: matches.ratio,
  capCents: matches.capCents,
  remainingCents: matches.remainingCents,
  minGiftCents: matches.minGiftCents,
  startsAt: matches.startsAt,
  endsAt: matches.endsAt,
  scope: matches.scope,
  eventCity: matches.eventCity,
  teamId: matches.teamId,
};

/**
 * The matches running at `at` with money left, read without a lock (the recording locks the ones
 * it uses, and reads them again under the lock). A handful of rows at most, by the ends_at index.
 */
export async function findRunningMatches(db: DbOrTx, at: Date): Promise<RunningMatch[]> {
  const rows = await db
    .select(runningColumns)
    .from(matches)
    .where(sql`${matches.endsAt} > ${at} and ${matches.startsAt} <= ${at} and ${matches.remainingCents} > 0`)
    .orderBy(asc(matches.id));
  return rows as RunningMatch[];
}

/**
 * The matches not ended yet (any start) with money left, for the in-memory copy every recording
 * reads (running-matches.ts).
 */
export async function findUnendedMatches(db: DbOrTx): Promise<RunningMatch[]> {
  const rows = await db
    .select(runningColumns)
    .from(matches)
    .where(sql`${matches.endsAt} > now() and ${matches.remainingCents} > 0`)
    .orderBy(asc(matches.id));
  return rows as RunningMatch[];
}

/** Where a change to the matches is announced to every instance (running-matches.ts). */
export const MATCHES_CHANNEL = 'walkfund_matches';

/** Tells every instance, when the caller's transaction commits (at once outside one), that the matches changed. */
export async function notifyMatchesChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${MATCHES_CHANNEL}, 'changed')`);
}

/**
 * The matches `ids` still running at `at`, read for a recording (docs/features/sponsor-matches.md,
 * "Locks"), with `lineIds` ids of line_items taken from its sequence for the match lines written
 * with the recording's last statement. Read again here, not taken from the in-memory copy: a
 * concurrent spend, or an admin's end, is seen.
 * - `lock: false`: read as they are (the spend is then guarded in the last statement,
 *   matchWritesStatements), and the team row `holdTeam` held FOR NO KEY UPDATE in the same
 *   statement: one round trip, and the only lock it takes.
 * - `lock: true`: the team first (holdTeamTotalRow, by the caller), then the matches held FOR
 *   UPDATE to the commit, in one order for every recording (the narrowest scope first, then the
 *   oldest: matchCandidates in packages/domain).
 */
export async function readMatchesForRecording(
  tx: Tx,
  ids: number[],
  at: Date,
  options: { lineIds: number } & ({ lock: false; holdTeam: number | null } | { lock: true }),
): Promise<{ matches: RunningMatch[]; lineIds: number[] }> {
  if (!ids.length) return { matches: [], lineIds: [] };
  const holdTeam = options.lock ? null : options.holdTeam;
  const result = await tx.execute(sql`
    with line_ids as (
      select string_agg(nextval(pg_get_serial_sequence('line_items', 'id'))::text, ',') as ids from generate_series(1, ${options.lineIds}::integer)
    )${holdTeam === null ? sql`` : sql`, held_team as (select id from teams where id = ${holdTeam} for no key update)`}
    select m.id, m.sponsor_name, m.logo_url, m.ratio, m.cap_cents::text as cap_cents, m.remaining_cents::text as remaining_cents,
           m.min_gift_cents::text as min_gift_cents, m.starts_at, m.ends_at, m.scope, m.event_city, m.team_id, line_ids.ids as line_ids
      from matches m cross join line_ids${holdTeam === null ? sql`` : sql` cross join held_team`}
     where m.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and m.starts_at <= ${at} and m.ends_at > ${at}
     order by case m.scope when 'team' then 0 when 'city' then 1 else 2 end, m.id
     ${options.lock ? sql`for update of m` : sql``}`);
  type Row = { id: number; sponsor_name: string; logo_url: string | null; ratio: number; cap_cents: string; remaining_cents: string; min_gift_cents: string; starts_at: Date | string; ends_at: Date | string; scope: RunningMatch['scope']; event_city: string | null; team_id: number | null; line_ids: string | null };
  const rows = result.rows as Row[];
  const found = rows.map((r) => ({
    id: Number(r.id),
    sponsorName: r.sponsor_name,
    logoUrl: r.logo_url,
    ratio: Number(r.ratio),
    capCents: Number(r.cap_cents),
    remainingCents: Number(r.remaining_cents),
    minGiftCents: Number(r.min_gift_cents),
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    scope: r.scope,
    eventCity: r.event_city,
    teamId: r.team_id === null ? null : Number(r.team_id),
  }));
  return { matches: found, lineIds: rows[0]?.line_ids ? rows[0].line_ids.split(',').map(Number) : [] };
}

/**
 * A recording's team row held FOR NO KEY UPDATE, the lock the recording's own total update takes
 * in its last statement (modules/ledger), taken early by a recording that locks its matches when
 * read, so every recording takes its team row before the match rows (docs/features/sponsor-matches.md,
 * "Locks"). NO KEY UPDATE does not conflict with the KEY SHARE other recordings hold on the team.
 */
export async function holdTeamTotalRow(tx: Tx, teamId: number): Promise<void> {
  await tx.execute(sql`select id from teams where id = ${teamId} for no key update`);
}

/** Moves each match's remaining amount by `deltaCents` (negative: spent, positive: given back). */
export async function addToRemaining(tx: Tx, changes: { matchId: number; deltaCents: number }[]): Promise<void> {
  for (const change of changes) {
    await tx
      .update(matches)
      .set({ remainingCents: sql`${matches.remainingCents} + ${change.deltaCents}` })
      .where(eq(matches.id, change.matchId));
  }
}

export async function insertMatchLineItems(tx: Tx, rows: LineItemInsert[]): Promise<LineItemRow[]> {
  if (!rows.length) return [];
  return tx.insert(lineItems).values(rows).returning();
}

/** A match line to write with a recording's last statement, its id taken already (lockRunningMatches). */
export type MatchLineWrite = Pick<LineItemRow, 'id' | 'transactionId' | 'amountCents' | 'primaryContact' | 'teamId' | 'eventCity' | 'eventYear' | 'fundraiserPersonId'>;
type CreditRow = { matchId: number; transactionId: number; donationLineItemId: number; matchLineItemId: number; giftCents: number; matchedCents: number };

/**
 * What a matched recording writes, as statements for its last one (events/payment-events.ts,
 * addToLastStatement): the match lines, what it spends of each match, and the credits of its
 * gifts. The spend is guarded: a match still running with at least that much left, so a match read
 * without a lock is never spent past its cap; `match_spent` must then write one row per match
 * (expectedRows), or the recording is made again with the rows locked. The credits' foreign keys
 * to the new lines are checked at the end of the statement, when the lines are there.
 */
export function matchWritesStatements(
  lines: MatchLineWrite[],
  spends: { matchId: number; cents: number }[],
  credits: CreditRow[],
  at: Date,
): { statements: Record<string, SQL>; expectedRows: Record<string, number> } {
  if (!lines.length) return { statements: {}, expectedRows: {} };
  const statements = {
    match_lines: sql`
      insert into line_items (id, transaction_id, type, amount_cents, primary_contact, person_id, team_id, event_city, event_year, fundraiser_person_id)
      values ${sql.join(
        lines.map((l) => sql`(${l.id}, ${l.transactionId}, ${MATCH_LINE_ITEM_TYPE}, ${l.amountCents}, ${l.primaryContact}, null, ${l.teamId}, ${l.eventCity}, ${l.eventYear}, ${l.fundraiserPersonId})`),
        sql`, `,
      )}
      returning id`,
    match_spent: sql`
      update matches m set remaining_cents = m.remaining_cents - v.cents, updated_at = now()
        from (values ${sql.join(spends.map((s) => sql`(${s.matchId}::integer, ${s.cents}::bigint)`), sql`, `)}) as v(id, cents)
       where m.id = v.id and m.remaining_cents >= v.cents and m.starts_at <= ${at} and m.ends_at > ${at}
      returning m.id`,
    match_credits: sql`
      insert into match_credits (match_id, transaction_id, donation_line_item_id, match_line_item_id, gift_cents, matched_cents)
      values ${sql.join(
        credits.map((c) => sql`(${c.matchId}, ${c.transactionId}, ${c.donationLineItemId}, ${c.matchLineItemId}, ${c.giftCents}, ${c.matchedCents})`),
        sql`, `,
      )}
      returning id`,
  };
  return { statements, expectedRows: { match_spent: spends.length } };
}

/** The credits of one transaction's gifts with their match's scope, for a refund. */
export async function listTransactionCredits(db: DbOrTx, transactionId: number) {
  return db
    .select({ credit: matchCredits, matchLine: lineItems })
    .from(matchCredits)
    .innerJoin(lineItems, eq(lineItems.id, matchCredits.matchLineItemId))
    .where(eq(matchCredits.transactionId, transactionId))
    .orderBy(asc(matchCredits.id));
}

/** What the refunds of a transaction took off each of its line items so far (positive cents), by line id. */
export async function refundedByLine(db: DbOrTx, transactionId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineItemId: lineItems.refundedLineItemId, cents: sql<string>`(-sum(${lineItems.amountCents}))::text` })
    .from(lineItems)
    .where(and(eq(lineItems.transactionId, transactionId), sql`${lineItems.refundId} is not null`))
    .groupBy(lineItems.refundedLineItemId);
  return new Map(rows.filter((r) => r.lineItemId !== null).map((r) => [r.lineItemId!, Number(r.cents)]));
}

export async function addTakenBack(tx: Tx, creditId: number, cents: number): Promise<void> {
  await tx.update(matchCredits).set({ takenBackCents: sql`${matchCredits.takenBackCents} + ${cents}` }).where(eq(matchCredits.id, creditId));
}

/**
 * After Change Support or a change of credited walker (docs/decisions/0008-fundraiser-credit.md): the
 * match lines of the transaction (their refund lines too) carry the transaction's walker again, as
 * its donation lines do. Answers whether any line changed.
 */
export async function followTransactionCredit(tx: Tx, transactionId: number): Promise<{ eventYear: number } | null> {
  const changed = await tx.execute(sql`
    update line_items li set fundraiser_person_id = tr.fundraiser_person_id
      from transactions tr
     where tr.id = li.transaction_id and li.transaction_id = ${transactionId} and li.type = 'match'
       and li.fundraiser_person_id is distinct from tr.fundraiser_person_id
    returning li.event_year`);
  const [row] = changed.rows as { event_year: number }[];
  return row ? { eventYear: Number(row.event_year) } : null;
}

/** Match rows locked FOR UPDATE in the recording's order (narrowest scope, then oldest), whatever their dates: a refund gives back to them. */
export async function lockMatchesById(tx: Tx, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    select id from matches where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
     order by case scope when 'team' then 0 when 'city' then 1 else 2 end, id
       for update`);
}

/** One report row per match: its gifts and money (cents as text). */
export async function listMatchReportRows(db: DbOrTx) {
  const result = await db.execute(sql`
    select m.id, m.sponsor_name, m.ratio, m.cap_cents::text as cap_cents, m.remaining_cents::text as remaining_cents,
           m.starts_at, m.ends_at,
           count(c.id)::int as gifts,
           coalesce(sum(c.gift_cents), 0)::text as gift_cents,
           coalesce(sum(c.matched_cents), 0)::text as matched_cents,
           coalesce(sum(c.taken_back_cents), 0)::text as taken_back_cents
      from matches m left join match_credits c on c.match_id = m.id
     group by m.id
     order by m.starts_at desc, m.id desc`);
  return result.rows as {
    id: number; sponsor_name: string; ratio: number; cap_cents: string; remaining_cents: string; starts_at: Date | string; ends_at: Date | string;
    gifts: number; gift_cents: string; matched_cents: string; taken_back_cents: string;
  }[];
}

/**
 * Each match whose books do not add up (totals:check): the cap less what is left must equal what
 * its credits matched net of what was taken back, and the sum of its line items (match lines and
 * the refund lines off them); and never more than the cap.
 */
export async function findMatchMismatches(db: DbOrTx) {
  const result = await db.execute(sql`
    select m.id, m.sponsor_name, m.cap_cents::text as cap_cents, m.remaining_cents::text as remaining_cents,
           coalesce((select sum(c.matched_cents - c.taken_back_cents) from match_credits c where c.match_id = m.id), 0)::text as credited_cents,
           coalesce((select sum(li.amount_cents) from line_items li
                      where li.id in (select c.match_line_item_id from match_credits c where c.match_id = m.id)
                         or li.refunded_line_item_id in (select c.match_line_item_id from match_credits c where c.match_id = m.id)), 0)::text as line_cents
      from matches m order by m.id`);
  type Row = { id: number; sponsor_name: string; cap_cents: string; remaining_cents: string; credited_cents: string; line_cents: string };
  return (result.rows as Row[])
    .map((r) => ({
      id: Number(r.id),
      sponsorName: r.sponsor_name,
      capCents: Number(r.cap_cents),
      spentCents: Number(r.cap_cents) - Number(r.remaining_cents),
      creditedCents: Number(r.credited_cents),
      lineItemsCents: Number(r.line_cents),
    }))
    .filter((m) => m.spentCents !== m.creditedCents || m.spentCents !== m.lineItemsCents || m.lineItemsCents > m.capCents || m.spentCents < 0);
}

export async function insertEmployerPledge(tx: Tx, values: typeof employerMatchPledges.$inferInsert): Promise<void> {
  await tx.insert(employerMatchPledges).values(values).onConflictDoNothing();
}

/** The donors of `year` who said their employer matches gifts, newest first, with the donation they made. */
export async function listEmployerPledgeRows(db: DbOrTx, year: number) {
  const result = await db.execute(sql`
    select p.transaction_id, p.created_at, p.employer, tr.contact_first_name, tr.contact_last_name, tr.contact_email,
           pe.phone, t.name as team_name,
           coalesce((select sum(li.amount_cents) from line_items li where li.transaction_id = tr.id and li.type = 'donation'), 0)::text as donation_cents
      from employer_match_pledges p
      join transactions tr on tr.id = p.transaction_id
      left join persons pe on pe.id = p.person_id
      left join teams t on t.id = tr.team_id
     where p.event_year = ${year}
     order by p.created_at desc, p.id desc`);
  return result.rows as {
    transaction_id: number; created_at: Date | string; employer: string; contact_first_name: string; contact_last_name: string; contact_email: string;
    phone: string | null; team_name: string | null; donation_cents: string;
  }[];
}
/** A team's city, for the running matches that cover its gifts; null for no such team. */
export async function findTeamCity(db: DbOrTx, teamId: number): Promise<{ eventCity: string } | null> {
  const [row] = await db.select({ eventCity: teams.eventCity }).from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}
