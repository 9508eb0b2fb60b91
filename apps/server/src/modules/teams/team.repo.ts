import { and, count, eq, gte, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { lineItems, persons, teamMembers, teams, transactions, users } from '../../db/schema/index.ts';
import { offsetOf, orderByFromQuery } from '../../lib/pagination.ts';
import { likeSubstring } from '../../lib/like-substring.ts';
import { ensureTeamMemberEntries } from '../event-day/event-entry.service.ts';

export type TeamRow = typeof teams.$inferSelect;
export type TeamInsert = Omit<typeof teams.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The team's participant count (docs/decisions/0123-membership-per-year.md): members of the team's year (`teams.year`)
 * whose person is active. Past years' members are not counted.
 */
const participantCount = sql<number>`(select count(*)::int from team_members tm join persons mp on mp.id = tm.person_id where tm.team_id = ${teams.id} and tm.event_year = ${teams.year} and mp.active = true)`;

const captainPersonColumns = {
  firstName: persons.firstName,
  lastName: persons.lastName,
  email: persons.email,
  phone: persons.phone,
  // The Teams report's captain columns.
  address: persons.address,
  shirtSize: persons.shirtSize,
};

const findTeamByIdStatement = reusableStatement('walkfund_team_by_id', (db) => db.select().from(teams).where(eq(teams.id, sql.placeholder('id'))).limit(1));

export async function findTeamById(db: DbOrTx, id: number): Promise<TeamRow | null> {
  const [row] = await findTeamByIdStatement(db, { id });
  return row ?? null;
}

/** The team row locked until the transaction ends, so its cached total is computed one writer at a time. */
export async function lockTeam(tx: Tx, id: number): Promise<TeamRow | null> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  return row ?? null;
}

/**
 * docs/decisions/0111-team-total-raised.md: a team's totalRaised is the sum of its paid line items (donations, runner
 * registrations, shirts) of the given event year, over its active transactions, created since the
 * team's last reset (`progress_reset_at`: a reset zeroes the year's progress, the line items stay);
 * shipping and covered fees are not line items, so they never count. Stores and returns the cents.
 */
export async function recomputeTeamTotal(tx: DbOrTx, teamId: number, year: number): Promise<number> {
  const [team] = await tx.select({ progressResetAt: teams.progressResetAt }).from(teams).where(eq(teams.id, teamId));
  const conditions = [eq(transactions.teamId, teamId), eq(transactions.active, true), eq(lineItems.eventYear, year)];
  if (team?.progressResetAt) conditions.push(gte(lineItems.createdAt, team.progressResetAt));
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${lineItems.amountCents}), 0)` })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(and(...conditions));
  const total = Number(row?.total ?? 0);
  await tx.update(teams).set({ totalRaisedCents: total, updatedAt: new Date() }).where(eq(teams.id, teamId));
  return total;
}

/**
 * The team row for recording a checkout, held with a KEY SHARE lock: a reset, a reactivation or a
 * captain change (lockTeam, FOR UPDATE) waits for the recording and the other way round, while
 * checkouts to the same team run side by side (their total update, teamTotalIncrement, takes the
 * row only for the end of their transaction).
 */
const findTeamForRecordingStatement = reusableStatement('walkfund_team_for_recording', (db) =>
  db.select().from(teams).where(eq(teams.id, sql.placeholder('id'))).for('key share'),
);

export async function findTeamForRecording(tx: Tx, id: number): Promise<TeamRow | null> {
  const [row] = await findTeamForRecordingStatement(tx, { id });
  return row ?? null;
}

/**
 * The statement that adds one recorded transaction's line items to its team's total, in the
 * recording transaction: `total_raised_cents + delta`, so concurrent checkouts to one team only
 * queue for this short update instead of re-summing the team's line items behind a long lock. It
 * counts exactly what recomputeTeamTotal would: the line items of `year`, when the team is of that
 * year and the items were written after its last reset (re-checked on the row as updated, so a
 * reset committed meanwhile is respected). It returns the team's id when it counted them; when it
 * returns nothing the recording recomputes the total in full (transaction.writer.ts). `npm run
 * totals:check` compares every team with the full recompute.
 */
export function teamTotalIncrement(teamId: number, transactionId: number, year: number): SQL {
  return sql`
    update teams t
       set total_raised_cents = t.total_raised_cents + s.cents, updated_at = now()
      from (select coalesce(sum(li.amount_cents), 0) as cents, min(li.created_at) as created
              from line_items li where li.transaction_id = ${transactionId} and li.event_year = ${year}) s
     where t.id = ${teamId} and t.year = ${year} and s.created is not null
       and (t.progress_reset_at is null or t.progress_reset_at <= s.created)
    returning t.id`;
}

/** A team whose stored total differs from the full recompute (docs/decisions/0111-team-total-raised.md). */
export interface TeamTotalMismatch {
  id: number;
  name: string;
  storedCents: number;
  lineItemsCents: number;
}

/**
 * Every team's stored total against the sum recomputeTeamTotal makes (its year's line items over
 * active transactions, since its last reset). Read in one statement, so it is consistent even
 * while checkouts are being recorded.
 */
export async function findTeamTotalMismatches(db: DbOrTx): Promise<TeamTotalMismatch[]> {
  const result = await db.execute(sql`
    select t.id, t.name, t.year, t.total_raised_cents::text as stored,
           (select coalesce(sum(li.amount_cents), 0) from line_items li
              join transactions tr on tr.id = li.transaction_id
             where tr.team_id = t.id and tr.active and li.event_year = t.year
               and (t.progress_reset_at is null or li.created_at >= t.progress_reset_at))::text as computed
      from teams t order by t.id`);
  return (result.rows as { id: number; name: string; stored: string; computed: string }[])
    .filter((r) => r.stored !== r.computed)
    .map((r) => ({ id: Number(r.id), name: r.name, storedCents: Number(r.stored), lineItemsCents: Number(r.computed) }));
}

// ---- Fundraiser credit (docs/decisions/0008-fundraiser-credit.md) ---------------------------------

/**
 * The sum a membership's raised_cents caches, for the membership row `m` joined with its team `t`:
 * the donation line items of its year credited to the person, over the team's active transactions,
 * refund lines included (negative), and, when the team is of that year, only those written since
 * the team's last reset: the team total's rule (recomputeTeamTotal) for the person's share.
 */
const membershipRaisedSum = sql`(select coalesce(sum(li.amount_cents), 0) from line_items li
    join transactions tr on tr.id = li.transaction_id
   where li.fundraiser_person_id = m.person_id and li.event_year = m.event_year and li.type = 'donation'
     and tr.team_id = m.team_id and tr.active
     and (t.year <> m.event_year or t.progress_reset_at is null or li.created_at >= t.progress_reset_at))`;

/** The fundraiser as a recording credits them: their membership of the team that year, held against removal. */
export async function findFundraiserForRecording(tx: Tx, teamId: number, personId: number, year: number) {
  const [row] = await tx
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .for('key share', { of: teamMembers });
  return row ?? null;
}

/**
 * The statement that adds one recorded transaction's credited donation to the fundraiser's
 * raised_cents, run with the team's total (transaction.writer.ts): `+ delta` under the same
 * conditions as teamTotalIncrement (the team of that year, the items written after its last
 * reset). It returns the membership's id when it counted them; when it returns nothing the
 * recording recomputes the membership in full.
 */
export function fundraiserCreditIncrement(teamId: number, personId: number, transactionId: number, year: number): SQL {
  return sql`
    update team_members m
       set raised_cents = m.raised_cents + s.cents
      from (select coalesce(sum(li.amount_cents), 0) as cents, min(li.created_at) as created
              from line_items li where li.transaction_id = ${transactionId} and li.event_year = ${year} and li.fundraiser_person_id = ${personId}) s,
           teams t
     where m.team_id = ${teamId} and m.person_id = ${personId} and m.event_year = ${year}
       and t.id = m.team_id and t.year = ${year} and s.created is not null
       and (t.progress_reset_at is null or t.progress_reset_at <= s.created)
    returning m.id`;
}

/**
 * Recomputes the raised_cents of a team's memberships of a year (one person's, or all) from the
 * line items, the rows locked first so a recording's increment waits for this commit (the sum is
 * read by a later statement, which sees every recording committed before the lock).
 */
export async function recomputeFundraiserTotals(tx: Tx, teamId: number, year: number, personId?: number) {
  const which = and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), personId === undefined ? undefined : eq(teamMembers.personId, personId));
  const locked = await tx.select({ id: teamMembers.id }).from(teamMembers).where(which).for('update');
  if (!locked.length) return;
  await tx.execute(sql`
    update team_members m set raised_cents = ${membershipRaisedSum}
      from teams t
     where t.id = m.team_id and m.team_id = ${teamId} and m.event_year = ${year}
       ${personId === undefined ? sql`` : sql`and m.person_id = ${personId}`}`);
}

/**
 * A refund of credited money of a year the team has closed: that year's membership keeps what it
 * raised then, less the refunded cents, never below zero (as subtractRefundFromHistory does for the team).
 */
export async function subtractFromFundraiser(tx: Tx, credit: { teamId: number; personId: number; year: number; cents: number }) {
  await tx
    .update(teamMembers)
    .set({ raisedCents: sql`greatest(${teamMembers.raisedCents} - ${credit.cents}, 0)` })
    .where(and(eq(teamMembers.teamId, credit.teamId), eq(teamMembers.personId, credit.personId), eq(teamMembers.eventYear, credit.year)));
}

/** A membership whose stored raised_cents differs from the full recompute. */
export interface FundraiserTotalMismatch {
  teamId: number;
  teamName: string;
  personId: number;
  firstName: string;
  lastName: string;
  year: number;
  storedCents: number;
  lineItemsCents: number;
}

/** Every membership of `year` against the full recompute of its raised_cents, in one statement. */
export async function findFundraiserTotalMismatches(db: DbOrTx, year: number): Promise<FundraiserTotalMismatch[]> {
  const result = await db.execute(sql`
    select m.team_id, t.name, m.person_id, p.first_name, p.last_name, m.event_year, m.raised_cents::text as stored, ${membershipRaisedSum}::text as computed
      from team_members m join teams t on t.id = m.team_id join persons p on p.id = m.person_id
     where m.event_year = ${year} order by m.team_id, m.person_id`);
  type Row = { team_id: number; name: string; person_id: number; first_name: string; last_name: string; event_year: number; stored: string; computed: string };
  return (result.rows as Row[])
    .filter((r) => r.stored !== r.computed)
    .map((r) => ({
      teamId: Number(r.team_id),
      teamName: r.name,
      personId: Number(r.person_id),
      firstName: r.first_name,
      lastName: r.last_name,
      year: Number(r.event_year),
      storedCents: Number(r.stored),
      lineItemsCents: Number(r.computed),
    }));
}

/**
 * Makes people members of a team for the team's year (docs/decisions/0123-membership-per-year.md). A person already on a
 * team that year (this one or another) is left where they are.
 */
export async function addTeamMembers(db: DbOrTx, team: Pick<TeamRow, 'id' | 'year'>, personIds: number[]) {
  if (!personIds.length) return;
  // Every path to membership passes here: each member's event entry of the year (docs/decisions/0011-event-day-check-in.md).
  await ensureTeamMemberEntries(db, team, personIds);
  const added = await db
    .insert(teamMembers)
    .values(personIds.map((personId) => ({ teamId: team.id, personId, eventYear: team.year })))
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  if (!added.length) return;
  // Someone removed and added back in the same year keeps the gifts still credited to them
  // (docs/decisions/0008-fundraiser-credit.md): the new row starts from them, not from zero.
  await db.execute(sql`
    update team_members m set raised_cents = ${membershipRaisedSum}
      from teams t
     where t.id = m.team_id and m.id in (${sql.join(added.map((row) => sql`${row.id}`), sql`, `)})`);
}

type PersonRow = typeof persons.$inferSelect;

/** An email as people are matched by it: trimmed, any case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The team's active members of the year whose email (trimmed, any case) is one of `emails`, the
 * oldest person first per email: a checkout that enters one of them again reuses that person
 * (one person per email per team and year: finding 16 of docs/features/walkthrough-findings.md). Each email is first locked for the rest of
 * the transaction, so two checkouts entering the same new person one after the other wait and the
 * second finds the first's person.
 */
export async function findTeamMembersByEmail(tx: Tx, team: Pick<TeamRow, 'id' | 'year'>, emails: string[]): Promise<Map<string, PersonRow>> {
  // An empty email (a walk-up registered at the gate without one) is nobody's: never matched to a member.
  const keys = [...new Set(emails.map(emailKey))].filter((key) => key !== '').sort();
  const found = new Map<string, PersonRow>();
  if (!keys.length) return found;
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team-member:${team.id}:${team.year}:${key}`}, 0))`);
  }
  const rows = await tx
    .select({ person: persons })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(
      and(
        eq(teamMembers.teamId, team.id),
        eq(teamMembers.eventYear, team.year),
        eq(persons.active, true),
        inArray(sql`lower(btrim(${persons.email}))`, keys),
      ),
    )
    .orderBy(persons.id);
  for (const { person } of rows) {
    const key = emailKey(person.email);
    if (!found.has(key)) found.set(key, person);
  }
  return found;
}

/** Members of the team in a year whose person is active. */
export async function countTeamMembers(db: DbOrTx, teamId: number, year: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), eq(persons.active, true)));
  return row?.n ?? 0;
}

/** The person ids of the team's members in a year. */
export async function listMemberIds(db: DbOrTx, teamId: number, year: number): Promise<number[]> {
  const rows = await db
    .select({ personId: teamMembers.personId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)));
  return rows.map((r) => r.personId);
}

/** True when the person is a member of the team in that year. */
export async function isTeamMember(db: DbOrTx, teamId: number, personId: number, year: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return !!row;
}

/** The team a person is on in a year, or null. */
export async function findTeamOfPerson(db: DbOrTx, personId: number, year: number): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .limit(1);
  return row?.team ?? null;
}

/** For each person, the id of the team they are on in their own event year (people on none are absent). */
export async function findTeamIdsOfPersons(db: DbOrTx, people: { id: number; eventYear: number }[]): Promise<Map<number, number>> {
  if (!people.length) return new Map();
  const rows = await db
    .select({ personId: teamMembers.personId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(persons, and(eq(persons.id, teamMembers.personId), eq(persons.eventYear, teamMembers.eventYear)))
    .where(inArray(teamMembers.personId, people.map((p) => p.id)));
  return new Map(rows.map((r) => [r.personId, r.teamId]));
}

/** Removes people from the team's members of a year; returns how many left. */
export async function removeTeamMembers(db: DbOrTx, teamId: number, year: number, personIds: number[]): Promise<number> {
  if (!personIds.length) return 0;
  const removed = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), inArray(teamMembers.personId, personIds)))
    .returning({ id: teamMembers.id });
  return removed.length;
}

/** Leaves exactly `keep` as the team's members of a year (others' rows of that year are deleted). */
export async function keepOnlyTeamMembers(db: DbOrTx, teamId: number, year: number, keep: number[]) {
  const current = await listMemberIds(db, teamId, year);
  const keepSet = new Set(keep);
  await removeTeamMembers(db, teamId, year, current.filter((id) => !keepSet.has(id)));
}

/** The team ids other than `teamId` the people are on in a year (kept members must be free to join). */
export async function findOtherMemberships(db: DbOrTx, teamId: number, year: number, personIds: number[]) {
  if (!personIds.length) return [];
  return db
    .select({ personId: teamMembers.personId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventYear, year), inArray(teamMembers.personId, personIds), sql`${teamMembers.teamId} <> ${teamId}`));
}

/** Active teams of an event year, by name (the public list). */
export async function listActiveTeams(db: DbOrTx, year: number) {
  return db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, eventCity: teams.eventCity })
    .from(teams)
    .where(and(eq(teams.active, true), eq(teams.year, year)))
    .orderBy(sql`lower(${teams.name})`, teams.id);
}

/** Slugs equal to `base` or `base-N`: the ones a new slug must avoid. */
export async function findSlugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: teams.slug })
    .from(teams)
    .where(or(eq(teams.slug, base), like(teams.slug, `${escaped}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertTeam(db: DbOrTx, values: TeamInsert): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return row?.id ?? null;
}

export async function insertCaptainUser(db: DbOrTx, values: { email: string; passwordHash: string; personId: number; teamId: number }) {
  const [row] = await db.insert(users).values({ ...values, role: 'captain' }).returning();
  return row!;
}

/** A team with its captain person and member count. */
export async function findTeamDetail(db: DbOrTx, where: { id: number } | { slug: string }) {
  const [row] = await db
    .select({ team: teams, participants: participantCount, captainPerson: captainPersonColumns })
    .from(teams)
    .leftJoin(persons, eq(persons.id, teams.captainPersonId))
    .where('id' in where ? eq(teams.id, where.id) : eq(teams.slug, where.slug))
    .limit(1);
  return row ?? null;
}

/** The members of a team in a year with their person fields, by name. */
export async function listTeamMembers(db: DbOrTx, teamId: number, year: number) {
  return db
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      phone: persons.phone,
      event: persons.event,
      active: persons.active,
    })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)))
    .orderBy(persons.lastName, persons.firstName, persons.id);
}

export interface TeamListFilters {
  active?: boolean;
  year?: number;
  /** A substring of any field the grid shows: team name, city, captain's first, last or full name, or email; any case. */
  search?: string;
}

const SORTABLE_TEAM_FIELDS = {
  name: teams.name,
  totalRaised: teams.totalRaisedCents,
  teamDonationGoal: teams.teamDonationGoalCents,
  teamMemberGoal: teams.teamMemberGoal,
  active: teams.active,
  eventCity: teams.eventCity,
  year: teams.year,
  createdAt: teams.createdAt,
  participants: participantCount,
};
export const DEFAULT_TEAM_SORT = 'totalRaised:desc';

/** One page of teams (admin list) and the number of teams matching the filters. */
/** Page sizes above this count members with membersPerTeamYear rather than per row. */
const BULK_COUNT_FROM_LIMIT = 500;

/** Active members per team and year, as a subquery to join (the participantCount rule, grouped). */
function membersPerTeamYear(db: DbOrTx) {
  const member = alias(persons, 'member');
  return db
    .select({ teamId: teamMembers.teamId, eventYear: teamMembers.eventYear, n: sql<number>`count(*)::int`.as('n') })
    .from(teamMembers)
    .innerJoin(member, and(eq(member.id, teamMembers.personId), eq(member.active, true)))
    .groupBy(teamMembers.teamId, teamMembers.eventYear)
    .as('member_counts');
}

export async function listTeams(
  db: DbOrTx,
  filters: TeamListFilters,
  page: { page: number; limit: number; sortBy?: string },
) {
  const conditions: SQL[] = [];
  if (filters.active !== undefined) conditions.push(eq(teams.active, filters.active));
  if (filters.year !== undefined) conditions.push(eq(teams.year, filters.year));
  if (filters.search) {
    const pattern = likeSubstring(filters.search);
    conditions.push(
      or(
        ilike(teams.name, pattern),
        ilike(teams.eventCity, pattern),
        ilike(persons.firstName, pattern),
        ilike(persons.lastName, pattern),
        ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern),
        ilike(persons.email, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = orderByFromQuery(page.sortBy, SORTABLE_TEAM_FIELDS, DEFAULT_TEAM_SORT, teams.id);
  // A report page (thousands of teams) counts every team's members in one grouped pass; a small
  // page counts its few teams one by one (measured at 5,000 teams: half the time of the per-row count).
  const memberCounts = page.limit > BULK_COUNT_FROM_LIMIT ? membersPerTeamYear(db) : null;
  const base = db
    .select({ team: teams, participants: memberCounts ? sql<number>`coalesce(${memberCounts.n}, 0)` : participantCount, captainPerson: captainPersonColumns })
    .from(teams)
    .leftJoin(persons, eq(persons.id, teams.captainPersonId));
  const joined = memberCounts ? base.leftJoin(memberCounts, and(eq(memberCounts.teamId, teams.id), eq(memberCounts.eventYear, teams.year))) : base;
  const rows = await joined.where(where).orderBy(...order).limit(page.limit).offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(teams).leftJoin(persons, eq(persons.id, teams.captainPersonId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setTeamCaptain(db: DbOrTx, teamId: number, captainUserId: number, captainPersonId: number | null) {
  await db.update(teams).set({ captainUserId, captainPersonId, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** Writes changed team columns. */
export async function updateTeam(db: DbOrTx, teamId: number, values: Partial<TeamInsert>) {
  await db.update(teams).set({ ...values, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** users.team_id: the team a user captains (null: none). */
export async function setUserTeam(db: DbOrTx, userId: number, teamId: number | null) {
  await db.update(users).set({ teamId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Users whose users.team_id names the team, but `exceptUserId`. */
export async function clearOtherCaptains(db: DbOrTx, teamId: number, exceptUserId: number) {
  await db
    .update(users)
    .set({ teamId: null, updatedAt: new Date() })
    .where(and(eq(users.teamId, teamId), sql`${users.id} <> ${exceptUserId}`));
}

export async function findUserForCaptaincy(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, active: users.active, personId: users.personId, teamId: users.teamId, teamName: teams.name })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
