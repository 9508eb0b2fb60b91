import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { persons, teamHistory, teamMembers, users } from '../../db/schema/index.ts';

export type TeamHistoryRow = typeof teamHistory.$inferSelect;
export type TeamHistoryInsert = Omit<typeof teamHistory.$inferInsert, 'id' | 'createdAt'>;

/**
 * Keeps a closed year's results. A year is closed once: when a reset already closed it, the
 * reactivation that follows keeps the reset's record (which has the year's real results).
 * True when this call wrote the row.
 */
export async function insertTeamHistory(db: DbOrTx, values: TeamHistoryInsert): Promise<boolean> {
  const rows = await db
    .insert(teamHistory)
    .values(values)
    .onConflictDoNothing({ target: [teamHistory.teamId, teamHistory.year] })
    .returning({ id: teamHistory.id });
  return rows.length > 0;
}

/**
 * A refund of money a closed year counted: that year's raised goes down by the refunded line items,
 * never below zero. Only when the history was written after the refunded transaction (a year closed
 * by a reset does not hold what was given after the reset).
 */
export async function subtractRefundFromHistory(
  db: DbOrTx,
  refunded: { teamId: number; year: number; cents: number; transactionCreatedAt: Date },
): Promise<void> {
  await db
    .update(teamHistory)
    .set({ totalRaisedCents: sql`greatest(${teamHistory.totalRaisedCents} - ${refunded.cents}, 0)` })
    .where(and(eq(teamHistory.teamId, refunded.teamId), eq(teamHistory.year, refunded.year), gte(teamHistory.createdAt, refunded.transactionCreatedAt)));
}

/** The team's closed years, newest first. */
export async function listTeamHistory(db: DbOrTx, teamId: number): Promise<TeamHistoryRow[]> {
  return db.select().from(teamHistory).where(eq(teamHistory.teamId, teamId)).orderBy(desc(teamHistory.year));
}

/** The captain as history keeps them: the user id and the person's contact details. */
export async function findCaptainSnapshot(db: DbOrTx, captainUserId: number | null, captainPersonId: number | null) {
  if (captainPersonId === null) return null;
  const [row] = await db
    .select({ person: persons, userId: users.id })
    .from(persons)
    .leftJoin(users, eq(users.personId, persons.id))
    .where(eq(persons.id, captainPersonId))
    .limit(1);
  if (!row) return null;
  const p = row.person;
  return {
    userId: captainUserId ?? row.userId ?? null,
    personId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    address: p.address,
    lifeChurchLocation: p.lifeChurchLocation,
    shirtSize: p.shirtSize,
  };
}

/** Each member's raised cents of the team's year, by person: what a closing year keeps beside each member. */
export async function findMembersRaised(db: DbOrTx, teamId: number, year: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ personId: teamMembers.personId, raisedCents: teamMembers.raisedCents })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year)));
  return new Map(rows.map((r) => [r.personId, r.raisedCents]));
}

/**
 * A refund of money credited to a walker in a closed year: their raised in that year's history goes
 * down by the refunded credited cents, never below zero, under subtractRefundFromHistory's rule
 * (only a history written after the refunded transaction held it).
 */
export async function subtractRefundFromMemberHistory(
  db: DbOrTx,
  refunded: { teamId: number; year: number; personId: number; cents: number; transactionCreatedAt: Date },
): Promise<void> {
  await db.execute(sql`
    update team_history h
       set members = (
         select coalesce(jsonb_agg(case when (e.m ->> 'personId')::int = ${refunded.personId} and e.m ? 'raisedCents'
                                        then jsonb_set(e.m, '{raisedCents}', to_jsonb(greatest((e.m ->> 'raisedCents')::bigint - ${refunded.cents}, 0)))
                                        else e.m end order by e.ord), '[]'::jsonb)
           from jsonb_array_elements(h.members) with ordinality as e(m, ord))
     where h.team_id = ${refunded.teamId} and h.year = ${refunded.year} and h.created_at >= ${refunded.transactionCreatedAt}`);
}
