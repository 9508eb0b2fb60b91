import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EventEntryKind } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { eventEntries, persons, teamMembers, teams } from '../../db/schema/index.ts';

/** The queue of the confirmation email with the check-in QR code (event-confirmation.ts). */
export const EVENT_CONFIRMATION_QUEUE = 'event-confirmation';

/** 16 random bytes, base64url: the check-in token (docs/decisions/0011-event-day-check-in.md). */
export function newCheckInToken(): string {
  return randomBytes(16).toString('base64url');
}

export interface NewEntry {
  personId: number;
  kind: EventEntryKind;
}

/**
 * Makes each person's entry for the year unless they have one (their first entry of the year
 * stays: a runner who is also added to a team keeps the 5k entry), and, in the same statement,
 * queues the confirmation email of every entry it made whose person has an email. One round trip
 * in the caller's transaction. The city is the team's when `teamId` is given.
 */
export async function insertEventEntries(
  db: DbOrTx,
  where: { eventYear: number; eventCity?: string | null; teamId?: number | null },
  entries: NewEntry[],
): Promise<void> {
  if (!entries.length) return;
  const rows = sql.join(
    entries.map((e) => sql`(${e.personId}::integer, ${e.kind}::text, ${newCheckInToken()}::text)`),
    sql`, `,
  );
  const city = where.teamId != null ? sql`(select event_city from teams where id = ${where.teamId})` : sql`${where.eventCity ?? null}::text`;
  await db.execute(sql`
    with inserted as (
      insert into event_entries (person_id, event_year, event_city, kind, check_in_token)
      select v.person_id, ${where.eventYear}::integer, ${city}, v.kind, v.token from (values ${rows}) as v(person_id, kind, token)
      on conflict (person_id, event_year) do nothing
      returning id, person_id
    )
    insert into jobs (queue, payload, singleton_key)
    select ${EVENT_CONFIRMATION_QUEUE}, jsonb_build_object('entryId', i.id), 'entry:' || i.id
      from inserted i join persons p on p.id = i.person_id
     where p.email <> ''`);
}

export type EventEntryRow = typeof eventEntries.$inferSelect;

/** A person's entry of the year, or null. */
export async function findEntryOfPerson(db: DbOrTx, personId: number, eventYear: number): Promise<EventEntryRow | null> {
  const [row] = await db
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.personId, personId), eq(eventEntries.eventYear, eventYear)))
    .limit(1);
  return row ?? null;
}

/** The entry, locked until the end of the caller's transaction. */
export async function lockEntry(db: DbOrTx, id: number): Promise<EventEntryRow | null> {
  const [row] = await db.select().from(eventEntries).where(eq(eventEntries.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateEntry(db: DbOrTx, id: number, values: Partial<EventEntryRow>): Promise<EventEntryRow> {
  const [row] = await db.update(eventEntries).set(values).where(eq(eventEntries.id, id)).returning();
  return row!;
}

/**
 * What the confirmation and the check-in lookup show of an entry: the person, and the team they
 * are on that year (null for a runner on no team).
 */
export async function findEntryDetails(db: DbOrTx, where: { id: number } | { token: string }) {
  const [row] = await db
    .select({
      entry: eventEntries,
      person: { firstName: persons.firstName, lastName: persons.lastName, email: persons.email, shirtSize: persons.shirtSize },
      teamName: teams.name,
    })
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, eventEntries.personId), eq(teamMembers.eventYear, eventEntries.eventYear)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where('id' in where ? eq(eventEntries.id, where.id) : eq(eventEntries.checkInToken, where.token))
    .limit(1);
  return row ?? null;
}
export type EntryDetails = NonNullable<Awaited<ReturnType<typeof findEntryDetails>>>;
