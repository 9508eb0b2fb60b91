import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EventEntryKind } from '@walkfund/domain';
import type { DbOrTx } from '../db/client.ts';

/**
 * The one write of "registered" (docs/decisions/0011-event-day-check-in.md): an event entry, made in
 * the transaction that makes the person a participant. Shared by event day (a checkout's runners, a
 * walk-up) and membership (every path that puts someone on a team), so neither imports the other.
 */

/** The queue of the confirmation email with the check-in QR code (event-day/event-confirmation.ts). */
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
