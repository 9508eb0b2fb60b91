import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { WaiverKind } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { persons, users, waiverAcceptances, waivers } from '../../db/schema/index.ts';

/** The admin's waiver texts (docs/decisions/0011-event-day-check-in.md): every version, never updated. */

/** Every version of every city's and kind's waiver, newest first, with who published it and how many signed it. */
export async function listWaiverVersions(db: DbOrTx) {
  const signed = db
    .select({ waiverId: waiverAcceptances.waiverId, n: count().as('n') })
    .from(waiverAcceptances)
    .groupBy(waiverAcceptances.waiverId)
    .as('signed');
  return db
    .select({
      waiver: waivers,
      acceptances: sql<number>`coalesce(${signed.n}, 0)`.mapWith(Number),
      creatorEmail: users.email,
      creatorFirstName: persons.firstName,
      creatorLastName: persons.lastName,
    })
    .from(waivers)
    .leftJoin(signed, eq(signed.waiverId, waivers.id))
    .leftJoin(users, eq(users.id, waivers.createdByUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .orderBy(asc(waivers.eventCity), asc(waivers.kind), desc(waivers.version));
}

/**
 * Inserts the next version of a city's and kind's waiver. Two admins publishing at once run one
 * after the other: a transaction-scoped advisory lock per city and kind is taken before the
 * highest version is read (the unique index waivers_city_kind_version_unique is the last word).
 */
export async function insertNextWaiverVersion(tx: Tx, values: { eventCity: string; kind: WaiverKind; body: string; createdByUserId: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waiver:${values.eventCity}:${values.kind}`}, 0))`);
  const [row] = await tx
    .insert(waivers)
    .values({
      ...values,
      version: sql`(select coalesce(max(${waivers.version}), 0) + 1 from ${waivers} where ${waivers.eventCity} = ${values.eventCity} and ${waivers.kind} = ${values.kind})`,
    })
    .returning();
  return row!;
}
