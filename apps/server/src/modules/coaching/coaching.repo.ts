import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { captainNudges, coachingSends, persons } from '../../db/schema/index.ts';
import { likeSubstring } from '../../lib/like-substring.ts';

/**
 * The coaching sequence's queries (docs/features/coaching.md). The daily pass is one statement:
 * who is due is computed for every walker at once, the `coaching_sends` rows are inserted with
 * `on conflict do nothing` (unique per person, year, message and occurrence) and one
 * `coaching-email` job per inserted row is written in the same statement, so a message exists
 * exactly when its job does and two passes at once send it once.
 */

export const COACHING_EMAIL_QUEUE = 'coaching-email';

export interface DueRules {
  /** The product's clock (lib/clock.ts). */
  now: Date;
  /** Its America/Chicago day, YYYY-MM-DD. */
  today: string;
  year: number;
  /** The messages switched on (walker kinds only). */
  kinds: string[];
  getStartedAfterDays: number;
  getStartedRepeatDays: number;
  lastWeekDays: number;
  thankYouWithinDays: number;
  welcomeCatchUpDays: number;
  /** Only this walker (a payment's or a claim's evaluation); the whole event when absent. */
  personId?: number;
}

/**
 * Inserts every message due now (see DueRules) with its job, answering how many per kind and
 * status. Of the progress messages due together (first gift and the milestones) only the biggest
 * is sent; the others are recorded as skipped so they never follow late.
 */
export async function insertDueSends(db: DbOrTx, rules: DueRules): Promise<{ kind: string; status: string; n: number }[]> {
  if (!rules.kinds.length) return [];
  const now = rules.now.toISOString();
  const kinds = sql.join(rules.kinds.map((k) => sql`${k}`), sql`, `);
  // One walker (after a gift) or all of them (the daily pass) are two statements, not one with
  // `($1 is null or fp.person_id = $1)`: a prepared statement's generic plan cannot reach the one
  // walker's rows by index through that OR, and read every walker's instead (5 ms of the
  // database's time after each credited gift at ten times a real event, against 0.3 ms).
  const whose = rules.personId === undefined ? sql`true` : sql`fp.person_id = ${rules.personId}::int`;
  const result = await db.execute<{ kind: string; status: string; n: number }>(sql`
    with walkers as (
      select fp.person_id, tm.raised_cents, tm.fundraising_goal_cents as goal_cents, fp.created_at as claimed_at,
             greatest(fp.created_at, tm.created_at) as started_at, ed.date::date as event_date
      from fundraiser_pages fp
      join persons p on p.id = fp.person_id and p.active and btrim(p.email) <> ''
      join team_members tm on tm.person_id = fp.person_id and tm.event_year = ${rules.year}
      join teams t on t.id = tm.team_id and t.active
      left join event_days ed on ed.event_year = ${rules.year} and ed.event_city = t.event_city
      where ${whose}
        and not exists (select 1 from email_preferences ep where ep.email = lower(btrim(p.email)) and not ep.coaching)
    ),
    candidates as (
      select w.person_id, c.kind, c.occurrence, c.grp, c.rank
      from walkers w
      cross join lateral (values
        ('welcome', 1, 'welcome', 0, w.claimed_at >= ${now}::timestamptz - ${rules.welcomeCatchUpDays} * interval '1 day'),
        ('get-started', 1, 'get-started', 0, w.raised_cents = 0 and w.started_at <= ${now}::timestamptz - ${rules.getStartedAfterDays} * interval '1 day'),
        ('get-started', 2, 'get-started', 0, w.raised_cents = 0 and exists (
          select 1 from coaching_sends s where s.person_id = w.person_id and s.year = ${rules.year} and s.kind = 'get-started' and s.occurrence = 1
            and s.created_at <= ${now}::timestamptz - ${rules.getStartedRepeatDays} * interval '1 day')),
        ('first-gift', 1, 'progress', 1, w.raised_cents > 0),
        ('milestone-25', 1, 'progress', 2, w.goal_cents > 0 and w.raised_cents * 100 >= 25 * w.goal_cents),
        ('milestone-50', 1, 'progress', 3, w.goal_cents > 0 and w.raised_cents * 100 >= 50 * w.goal_cents),
        ('milestone-75', 1, 'progress', 4, w.goal_cents > 0 and w.raised_cents * 100 >= 75 * w.goal_cents),
        ('milestone-100', 1, 'progress', 5, w.goal_cents > 0 and w.raised_cents >= w.goal_cents),
        ('last-week', 1, 'last-week', 0, w.event_date is not null and ${rules.today}::date between w.event_date - ${rules.lastWeekDays}::int and w.event_date - 1),
        ('thank-you', 1, 'thank-you', 0, w.event_date is not null and ${rules.today}::date between w.event_date + 1 and w.event_date + ${rules.thankYouWithinDays}::int)
      ) as c(kind, occurrence, grp, rank, due)
      where c.due and c.kind in (${kinds})
        and not exists (select 1 from coaching_sends s where s.person_id = w.person_id and s.year = ${rules.year} and s.kind = c.kind and s.occurrence = c.occurrence)
    ),
    ranked as (
      select person_id, kind, occurrence,
             case when grp = 'progress' and rank < max(rank) over (partition by person_id, grp) then 'skipped' else 'queued' end as status
      from candidates
    ),
    inserted as (
      insert into coaching_sends (person_id, year, kind, occurrence, status, created_at)
      select person_id, ${rules.year}, kind, occurrence, status, ${now}::timestamptz from ranked
      on conflict (person_id, year, kind, occurrence) do nothing
      returning id, kind, status
    ),
    queued as (
      insert into jobs (queue, payload)
      select ${COACHING_EMAIL_QUEUE}, jsonb_build_object('sendId', id) from inserted where status = 'queued'
      returning id
    )
    select kind, status, count(*)::int as n from inserted group by kind, status`);
  return result.rows.map((row) => ({ kind: row.kind, status: row.status, n: Number(row.n) }));
}

/**
 * The captains' weekly digest: one row (kind captain-digest, occurrence = the week's Monday as
 * yyyymmdd) per active team of the year with a captain who still gets coaching, with its job.
 * Answers how many were queued.
 */
export async function insertDueDigests(db: DbOrTx, input: { now: Date; year: number; weekKey: number }): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with inserted as (
      insert into coaching_sends (person_id, year, kind, occurrence, status, team_id, created_at)
      select t.captain_person_id, ${input.year}, 'captain-digest', ${input.weekKey}, 'queued', t.id, ${input.now.toISOString()}::timestamptz
      from teams t
      join persons p on p.id = t.captain_person_id and p.active and btrim(p.email) <> ''
      where t.active and t.year = ${input.year}
        and not exists (select 1 from email_preferences ep where ep.email = lower(btrim(p.email)) and not ep.coaching)
      on conflict (person_id, year, kind, occurrence) do nothing
      returning id
    ),
    queued as (
      insert into jobs (queue, payload)
      select ${COACHING_EMAIL_QUEUE}, jsonb_build_object('sendId', id) from inserted
      returning id
    )
    select count(*)::int as n from inserted`);
  return Number(result.rows[0]?.n ?? 0);
}

export type SendRow = typeof coachingSends.$inferSelect;

export async function findSend(db: DbOrTx, sendId: number): Promise<SendRow | null> {
  const [row] = await db.select().from(coachingSends).where(eq(coachingSends.id, sendId)).limit(1);
  return row ?? null;
}

/** Takes a queued send for writing (once): true when this caller may write its email. */
export async function claimQueuedSend(db: DbOrTx, sendId: number, status: 'sent' | 'suppressed'): Promise<boolean> {
  const rows = await db
    .update(coachingSends)
    .set({ status })
    .where(and(eq(coachingSends.id, sendId), eq(coachingSends.status, 'queued')))
    .returning({ id: coachingSends.id });
  return rows.length === 1;
}

export async function setSendOutbox(db: DbOrTx, sendId: number, outboxId: number): Promise<void> {
  await db.update(coachingSends).set({ outboxId }).where(eq(coachingSends.id, sendId));
}

export interface WalkerFigures {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  slug: string | null;
  raisedCents: number;
  goalCents: number;
  teamId: number | null;
  teamName: string | null;
  eventDate: string | null;
  captainName: string | null;
  captainUserId: number | null;
}

/** A person's figures of the year as a coaching email states them (membership, page, team, event day, captain). */
export async function findWalkerFigures(db: DbOrTx, personId: number, year: number): Promise<WalkerFigures | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.id as person_id, p.first_name, p.last_name, p.email, fp.slug,
           coalesce(tm.raised_cents, 0) as raised_cents, coalesce(tm.fundraising_goal_cents, 0) as goal_cents,
           t.id as team_id, t.name as team_name, ed.date as event_date, t.captain_user_id,
           nullif(btrim(coalesce(cap.first_name, '') || ' ' || coalesce(cap.last_name, '')), '') as captain_name
    from persons p
    left join fundraiser_pages fp on fp.person_id = p.id
    left join team_members tm on tm.person_id = p.id and tm.event_year = ${year}
    left join teams t on t.id = tm.team_id
    left join persons cap on cap.id = t.captain_person_id
    left join event_days ed on ed.event_year = ${year} and ed.event_city = t.event_city
    where p.id = ${personId}
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    personId: Number(row.person_id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    slug: (row.slug as string | null) ?? null,
    raisedCents: Number(row.raised_cents),
    goalCents: Number(row.goal_cents),
    teamId: row.team_id === null ? null : Number(row.team_id),
    teamName: (row.team_name as string | null) ?? null,
    eventDate: (row.event_date as string | null) ?? null,
    captainName: (row.captain_name as string | null) ?? null,
    captainUserId: row.captain_user_id === null ? null : Number(row.captain_user_id),
  };
}

export interface DigestMember {
  personId: number;
  firstName: string;
  lastName: string;
  hasPage: boolean;
  raisedCents: number;
}

export interface DigestData {
  teamId: number;
  teamName: string;
  totalRaisedCents: number;
  goalCents: number;
  captainUserId: number | null;
  newGiftCount: number;
  newGiftCents: number;
  members: DigestMember[];
}

/** A team's week for its captain's digest: totals, gifts since `since`, and each member of the year but the captain. */
export async function findDigestData(db: DbOrTx, input: { teamId: number; year: number; since: Date; captainPersonId: number }): Promise<DigestData | null> {
  const team = await db.execute<Record<string, unknown>>(sql`
    select t.id, t.name, t.total_raised_cents, t.team_donation_goal_cents, t.captain_user_id,
           (select count(*) from line_items li join transactions tr on tr.id = li.transaction_id and tr.active
              where li.team_id = t.id and li.type = 'donation' and li.amount_cents > 0 and li.created_at >= ${input.since.toISOString()}::timestamptz) as gift_count,
           (select coalesce(sum(li.amount_cents), 0) from line_items li join transactions tr on tr.id = li.transaction_id and tr.active
              where li.team_id = t.id and li.type = 'donation' and li.amount_cents > 0 and li.created_at >= ${input.since.toISOString()}::timestamptz) as gift_cents
    from teams t where t.id = ${input.teamId}`);
  const row = team.rows[0];
  if (!row) return null;
  const members = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.first_name, p.last_name, fp.id is not null as has_page, tm.raised_cents
    from team_members tm
    join persons p on p.id = tm.person_id and p.active
    left join fundraiser_pages fp on fp.person_id = p.id
    where tm.team_id = ${input.teamId} and tm.event_year = ${input.year} and p.id <> ${input.captainPersonId}
    order by p.first_name, p.last_name, p.id`);
  return {
    teamId: Number(row.id),
    teamName: String(row.name),
    totalRaisedCents: Number(row.total_raised_cents),
    goalCents: Number(row.team_donation_goal_cents),
    captainUserId: row.captain_user_id === null ? null : Number(row.captain_user_id),
    newGiftCount: Number(row.gift_count),
    newGiftCents: Number(row.gift_cents),
    members: members.rows.map((m) => ({
      personId: Number(m.id), firstName: String(m.first_name), lastName: String(m.last_name), hasPage: Boolean(m.has_page), raisedCents: Number(m.raised_cents),
    })),
  };
}

/** Walkers of the year to preview with: a claimed page and a membership, by name. */
export async function listPreviewWalkers(db: DbOrTx, input: { year: number; search?: string; limit: number }) {
  const pattern = input.search ? likeSubstring(input.search) : null;
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.first_name, p.last_name, t.name as team_name, tm.raised_cents, tm.fundraising_goal_cents
    from fundraiser_pages fp
    join persons p on p.id = fp.person_id
    join team_members tm on tm.person_id = p.id and tm.event_year = ${input.year}
    join teams t on t.id = tm.team_id
    where (${pattern}::text is null or (p.first_name || ' ' || p.last_name) ilike ${pattern}::text)
    order by tm.raised_cents desc, p.id
    limit ${input.limit}`);
  return result.rows.map((r) => ({
    personId: Number(r.id), firstName: String(r.first_name), lastName: String(r.last_name), teamName: String(r.team_name), raisedCents: Number(r.raised_cents), goalCents: Number(r.fundraising_goal_cents),
  }));
}

/** The newest sends of the year with the person's name, and the count per kind (sent only). */
export async function listRecentSends(db: DbOrTx, year: number, limit: number) {
  const rows = await db
    .select({
      id: coachingSends.id, personId: coachingSends.personId, kind: coachingSends.kind, occurrence: coachingSends.occurrence, status: coachingSends.status,
      createdAt: coachingSends.createdAt, firstName: persons.firstName, lastName: persons.lastName,
    })
    .from(coachingSends)
    .innerJoin(persons, eq(persons.id, coachingSends.personId))
    .where(eq(coachingSends.year, year))
    .orderBy(desc(coachingSends.id))
    .limit(limit);
  const counts = await db
    .select({ kind: coachingSends.kind, n: count() })
    .from(coachingSends)
    .where(and(eq(coachingSends.year, year), eq(coachingSends.status, 'sent')))
    .groupBy(coachingSends.kind);
  return { rows, counts };
}

// Nudges.

/** Whether the person is a member of the team in the year (the captain's nudge reaches only their own members). */
export async function isTeamMember(db: DbOrTx, input: { personId: number; teamId: number; year: number }): Promise<boolean> {
  const result = await db.execute(sql`select 1 from team_members where person_id = ${input.personId} and team_id = ${input.teamId} and event_year = ${input.year} limit 1`);
  return result.rows.length > 0;
}

/** The person's team of the year, or null. */
export async function findTeamOfPerson(db: DbOrTx, personId: number, year: number): Promise<number | null> {
  const result = await db.execute<{ team_id: number }>(sql`select team_id from team_members where person_id = ${personId} and event_year = ${year} limit 1`);
  return result.rows[0] ? Number(result.rows[0].team_id) : null;
}

/** Records a nudge for the week, unless one is there already (answers its id, or null). */
export async function insertNudge(db: DbOrTx, input: { personId: number; teamId: number; senderUserId: number | null; weekStart: string; now: Date }): Promise<number | null> {
  const rows = await db
    .insert(captainNudges)
    .values({ personId: input.personId, teamId: input.teamId, senderUserId: input.senderUserId, weekStart: input.weekStart, createdAt: input.now })
    .onConflictDoNothing({ target: [captainNudges.personId, captainNudges.weekStart] })
    .returning({ id: captainNudges.id });
  return rows[0]?.id ?? null;
}

export async function setNudgeOutbox(db: DbOrTx, nudgeId: number, outboxId: number): Promise<void> {
  await db.update(captainNudges).set({ outboxId }).where(eq(captainNudges.id, nudgeId));
}

/** The team's nudges of a week (from its Monday). */
export async function listTeamNudges(db: DbOrTx, teamId: number, weekStart: string) {
  return db
    .select({ personId: captainNudges.personId, createdAt: captainNudges.createdAt, weekStart: captainNudges.weekStart })
    .from(captainNudges)
    .where(and(eq(captainNudges.teamId, teamId), sql`${captainNudges.weekStart} >= ${weekStart}::date`));
}

export interface NudgeSender {
  id: number;
  role: string;
  email: string;
  personId: number | null;
  teamId: number | null;
  active: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** A user as the sender of a nudge: their role, team and name. */
export async function findNudgeSender(db: DbOrTx, userId: number): Promise<NudgeSender | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select u.id, u.role, u.email, u.person_id, u.team_id, u.active, p.first_name, p.last_name
    from users u left join persons p on p.id = u.person_id where u.id = ${userId} limit 1`);
  const r = result.rows[0];
  if (!r) return null;
  return {
    id: Number(r.id), role: String(r.role), email: String(r.email), personId: r.person_id === null ? null : Number(r.person_id), teamId: r.team_id === null ? null : Number(r.team_id),
    active: Boolean(r.active), firstName: (r.first_name as string | null) ?? null, lastName: (r.last_name as string | null) ?? null,
  };
}
