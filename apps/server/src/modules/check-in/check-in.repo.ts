import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CHECK_IN_TOKEN_HASH_LENGTH } from '@walkfund/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { eventDays, eventEntries, persons, teamMembers, teams, users } from '../../db/schema/index.ts';
import { likeSubstring } from '../../lib/like-substring.ts';
import { entryWaiverStatus } from '../../lib/entry-waiver-status.repo.ts';

/** Whoever checked the person in: their account's person, for the first name the card shows. */
const checkerUser = alias(users, 'checker_user');
const checkerPerson = alias(persons, 'checker_person');

/**
 * The card's columns and nothing else (docs/decisions/0011-event-day-check-in.md): no amounts,
 * no address, no email, no phone, even when the search matched on them. One query for the
 * whole city: entries by (event_year, event_city) index, each joined by primary or unique keys.
 */
const cardColumns = {
  entryId: eventEntries.id,
  firstName: persons.firstName,
  lastName: persons.lastName,
  team: teams.name,
  kind: eventEntries.kind,
  eventCity: eventEntries.eventCity,
  shirtSize: persons.shirtSize,
  bib: eventEntries.bib,
  checkedInAt: eventEntries.checkedInAt,
  checkedInBy: checkerPerson.firstName,
  checkedInByEmail: checkerUser.email,
  shirtGivenSize: eventEntries.shirtGivenSize,
  shirtGivenAt: eventEntries.shirtGivenAt,
  waiver: entryWaiverStatus,
  // For the card's `minor` only (check-in.service.ts's toCard, the domain's minorOnEventDay): the
  // birth date never leaves the server.
  birthDate: persons.birthDate,
  eventDate: sql<string | null>`(select ${eventDays.date} from ${eventDays} where ${eventDays.eventYear} = ${eventEntries.eventYear} and ${eventDays.eventCity} = ${eventEntries.eventCity})`,
  // The roster's token hash (the domain's checkInTokenHash, computed by the database: hashing
  // 5,000 tokens with WebCrypto in the request took 140-650 ms on the bench); a card never
  // carries the token itself. check-in-sync.test.ts checks both give the same hash.
  tokenHash: sql<string>`left(translate(encode(sha256(convert_to(${eventEntries.checkInToken}, 'UTF8')), 'base64'), '+/=', '-_'), ${sql.raw(String(CHECK_IN_TOKEN_HASH_LENGTH))})`,
  // For the check-in only (alreadyCheckedIn: recorded with another clientId; the shirt stock's key).
  checkInClientId: eventEntries.checkInClientId,
  eventYear: eventEntries.eventYear,
};

function selectCards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(eventEntries)
    .innerJoin(persons, eq(persons.id, eventEntries.personId))
    .leftJoin(teamMembers, and(eq(teamMembers.personId, eventEntries.personId), eq(teamMembers.eventYear, eventEntries.eventYear)))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(checkerUser, eq(checkerUser.id, eventEntries.checkedInByUserId))
    .leftJoin(checkerPerson, eq(checkerPerson.id, checkerUser.personId));
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['where']>>[number];

const inCity = (eventYear: number, eventCity: string) => and(eq(eventEntries.eventYear, eventYear), eq(eventEntries.eventCity, eventCity));

export function listCityCards(db: DbOrTx, eventYear: number, eventCity: string) {
  return selectCards(db).where(inCity(eventYear, eventCity)).orderBy(asc(persons.lastName), asc(persons.firstName), asc(eventEntries.id));
}

/** A substring of the name, email, team or phone (digits only), or the exact bib. */
export function searchCityCards(db: DbOrTx, eventYear: number, eventCity: string, q: string, limit: number) {
  const pattern = likeSubstring(q);
  const matches: SQL[] = [
    ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern),
    ilike(persons.email, pattern),
    ilike(teams.name, pattern),
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) matches.push(sql`regexp_replace(coalesce(${persons.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  if (/^\d{1,9}$/.test(q)) matches.push(eq(eventEntries.bib, Number(q)));
  return selectCards(db)
    .where(and(inCity(eventYear, eventCity), or(...matches)))
    .orderBy(asc(persons.lastName), asc(persons.firstName), asc(eventEntries.id))
    .limit(limit);
}

export async function findCard(db: DbOrTx, entryId: number) {
  const [row] = await selectCards(db).where(eq(eventEntries.id, entryId)).limit(1);
  return row ?? null;
}

export async function countCity(db: DbOrTx, eventYear: number, eventCity: string) {
  const [row] = await db
    .select({ registered: count(), checkedIn: count(eventEntries.checkedInAt) })
    .from(eventEntries)
    .where(inCity(eventYear, eventCity));
  return { registered: row?.registered ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/** The entry holding a check-in's clientId, if any. */
export async function findEntryIdByClientId(db: DbOrTx, clientId: string) {
  const [row] = await db.select({ id: eventEntries.id }).from(eventEntries).where(eq(eventEntries.checkInClientId, clientId)).limit(1);
  return row?.id ?? null;
}

/**
 * The entry's card, the entry locked until the transaction ends (two check-ins of one person run
 * one after the other), in one statement built once.
 */
const lockedCardStatement = reusableStatement('walkfund_check_in_locked_card', (db) =>
  selectCards(db).where(eq(eventEntries.id, sql.placeholder('entryId'))).for('update', { of: eventEntries }).limit(1),
);

export async function lockEntryCard(tx: DbOrTx, entryId: number): Promise<CardRow | null> {
  const [row] = await lockedCardStatement(tx, { entryId });
  return row ?? null;
}

/**
 * A check-in's writes to the entry, in one statement of fixed shape built once (a value left null
 * keeps what the entry has); answers the first name of whoever the entry's check-in is now by.
 */
const recordCheckInStatement = reusableStatement('walkfund_check_in_record', (db) =>
  db
    .update(eventEntries)
    .set({
      checkedInAt: sql`coalesce(${sql.placeholder('checkedInAt')}::timestamptz, ${eventEntries.checkedInAt})`,
      checkedInByUserId: sql`coalesce(${sql.placeholder('checkedInByUserId')}::int, ${eventEntries.checkedInByUserId})`,
      checkInClientId: sql`coalesce(${sql.placeholder('checkInClientId')}::uuid, ${eventEntries.checkInClientId})`,
      shirtGivenAt: sql`coalesce(${sql.placeholder('shirtGivenAt')}::timestamptz, ${eventEntries.shirtGivenAt})`,
      shirtGivenSize: sql`coalesce(${sql.placeholder('shirtGivenSize')}::text, ${eventEntries.shirtGivenSize})`,
      shirtGivenByUserId: sql`coalesce(${sql.placeholder('shirtGivenByUserId')}::int, ${eventEntries.shirtGivenByUserId})`,
    })
    .where(eq(eventEntries.id, sql.placeholder('entryId')))
    .returning({
      checkedInBy: sql<string | null>`(select p.first_name from users u join persons p on p.id = u.person_id where u.id = event_entries.checked_in_by_user_id)`,
    }),
);

export interface CheckInWrites {
  checkedIn?: { at: Date; byUserId: number; clientId: string };
  shirtGiven?: { at: Date; size: string | null; byUserId: number };
}

export async function recordCheckIn(tx: DbOrTx, entryId: number, writes: CheckInWrites): Promise<{ checkedInBy: string | null }> {
  const [row] = await recordCheckInStatement(tx, {
    entryId,
    checkedInAt: writes.checkedIn?.at ?? null,
    checkedInByUserId: writes.checkedIn?.byUserId ?? null,
    checkInClientId: writes.checkedIn?.clientId ?? null,
    shirtGivenAt: writes.shirtGiven?.at ?? null,
    shirtGivenSize: writes.shirtGiven?.size ?? null,
    shirtGivenByUserId: writes.shirtGiven?.byUserId ?? null,
  });
  return { checkedInBy: row?.checkedInBy ?? null };
}

export async function findEntryByToken(db: DbOrTx, token: string) {
  const [row] = await db.select({ id: eventEntries.id }).from(eventEntries).where(eq(eventEntries.checkInToken, token)).limit(1);
  return row ?? null;
}

/** The entry, locked until the transaction ends: two check-ins of one person run one after the other. */
export async function lockEntry(tx: DbOrTx, entryId: number) {
  const [row] = await tx.select().from(eventEntries).where(eq(eventEntries.id, entryId)).for('update').limit(1);
  return row ?? null;
}

export async function updateEntry(tx: DbOrTx, entryId: number, patch: Partial<typeof eventEntries.$inferInsert>) {
  await tx.update(eventEntries).set(patch).where(eq(eventEntries.id, entryId));
}
