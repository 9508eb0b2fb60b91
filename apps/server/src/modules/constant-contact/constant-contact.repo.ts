import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventSettings, integrationCredentials, lineItems, oauthStates, persons, teamMembers, teams, transactions, users } from '../../db/schema/index.ts';

export const CONSTANT_CONTACT_PROVIDER = 'constant-contact';

/** The stored connection: both tokens sealed (credential-cipher.ts), never plain. */
export interface StoredConstantContactCredentials {
  accessToken: string;
  refreshToken: string;
  expiresAt: string;
  connectedAt: string;
  connectedByUserId: number | null;
}

export interface CredentialsRow {
  data: StoredConstantContactCredentials;
  updatedAt: Date;
}

export async function findCredentials(db: DbOrTx): Promise<CredentialsRow | null> {
  const [row] = await db
    .select({ data: integrationCredentials.data, updatedAt: integrationCredentials.updatedAt })
    .from(integrationCredentials)
    .where(eq(integrationCredentials.provider, CONSTANT_CONTACT_PROVIDER));
  return row ? { data: row.data as StoredConstantContactCredentials, updatedAt: row.updatedAt } : null;
}

export async function hasCredentials(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: integrationCredentials.id }).from(integrationCredentials).where(eq(integrationCredentials.provider, CONSTANT_CONTACT_PROVIDER));
  return Boolean(row);
}

export async function saveCredentials(db: DbOrTx, data: StoredConstantContactCredentials): Promise<void> {
  await db
    .insert(integrationCredentials)
    .values({ provider: CONSTANT_CONTACT_PROVIDER, data })
    .onConflictDoUpdate({ target: integrationCredentials.provider, set: { data, updatedAt: sql`now()` } });
}

/**
 * Stores refreshed tokens only when the row still holds the refresh token they were refreshed from
 * (optimistic: no lock is held over the HTTP call; each sealed value is unique, its nonce being
 * random). False when another worker refreshed, or an admin disconnected or reconnected, meanwhile.
 */
export async function replaceCredentialsIfUnchanged(db: DbOrTx, data: StoredConstantContactCredentials, seenSealedRefreshToken: string): Promise<boolean> {
  const rows = await db
    .update(integrationCredentials)
    .set({ data, updatedAt: sql`now()` })
    .where(and(eq(integrationCredentials.provider, CONSTANT_CONTACT_PROVIDER), sql`${integrationCredentials.data}->>'refreshToken' = ${seenSealedRefreshToken}`))
    .returning({ id: integrationCredentials.id });
  return rows.length > 0;
}

/** Forgets the connection; answers what was stored (to revoke it), or null. */
export async function deleteCredentials(db: DbOrTx): Promise<StoredConstantContactCredentials | null> {
  const [row] = await db
    .delete(integrationCredentials)
    .where(eq(integrationCredentials.provider, CONSTANT_CONTACT_PROVIDER))
    .returning({ data: integrationCredentials.data });
  return row ? (row.data as StoredConstantContactCredentials) : null;
}

export async function insertOauthState(db: DbOrTx, row: { stateHash: string; userId: number; expiresAt: Date }): Promise<void> {
  // Expired states of earlier attempts go first: the table only ever holds live ones.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values({ ...row, provider: CONSTANT_CONTACT_PROVIDER });
}

/**
 * Takes a state out (single use, atomic: of two concurrent connects only one gets it). Answers
 * its expiry and who asked for it, or null when it is unknown or already used.
 */
export async function consumeOauthState(db: DbOrTx, stateHash: string): Promise<{ expiresAt: Date; userId: number | null } | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, CONSTANT_CONTACT_PROVIDER)))
    .returning({ expiresAt: oauthStates.expiresAt, userId: oauthStates.userId });
  return row ?? null;
}

/**
 * The one switch a recording transaction needs to read, without loading all the settings:
 * `useConstantContact` of the settings row (false when there is none).
 */
export async function constantContactSwitchOn(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean | null>`(${eventSettings.data}->>'useConstantContact')::boolean` })
    .from(eventSettings)
    .orderBy(asc(eventSettings.id))
    .limit(1);
  return row?.on === true;
}

export async function findSyncTransaction(db: DbOrTx, transactionId: number) {
  const [row] = await db
    .select({ id: transactions.id, donatorPersonId: transactions.donatorPersonId, eventYear: transactions.eventYear, active: transactions.active })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row ?? null;
}

export async function findSyncPerson(db: DbOrTx, personId: number) {
  const [row] = await db
    .select({
      id: persons.id, email: persons.email, firstName: persons.firstName, lastName: persons.lastName, phone: persons.phone,
      marketing: persons.marketing, eventCity: persons.eventCity, event: persons.event, eventYear: persons.eventYear,
    })
    .from(persons)
    .where(eq(persons.id, personId));
  return row ?? null;
}

export async function findPersonMarketing(db: DbOrTx, personId: number): Promise<boolean> {
  const [row] = await db.select({ marketing: persons.marketing }).from(persons).where(eq(persons.id, personId));
  return row?.marketing === true;
}

/** What the person has in this transaction: a donation above zero, a 5k registration. */
export async function transactionRoles(db: DbOrTx, transactionId: number, personId: number): Promise<{ donated: boolean; ran: boolean }> {
  const rows = await db
    .select({ type: lineItems.type, personId: lineItems.personId })
    .from(lineItems)
    .where(and(eq(lineItems.transactionId, transactionId), isNull(lineItems.refundId), gt(lineItems.amountCents, 0)));
  return {
    donated: rows.some((r) => r.type === 'donation' && r.personId === personId),
    ran: rows.some((r) => r.type === '5k' && r.personId === personId),
  };
}

/**
 * The donations of everyone who gave with this email in the event year, in cents, refunds taken
 * off (a checkout makes a new person row each time, so the email is what ties a donor's gifts).
 */
export async function yearDonationCentsByEmail(db: DbOrTx, email: string, eventYear: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${lineItems.amountCents})` })
    .from(lineItems)
    .innerJoin(transactions, eq(transactions.id, lineItems.transactionId))
    .where(
      and(
        eq(lineItems.type, 'donation'),
        eq(lineItems.eventYear, eventYear),
        eq(transactions.active, true),
        eq(sql`lower(${transactions.contactEmail})`, email.trim().toLowerCase()),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The team a captain user with this person (or this email) leads, with its members for the team's year. */
export async function captainedTeam(db: DbOrTx, personId: number, email: string): Promise<{ teamId: number; members: number } | null> {
  const [team] = await db
    .select({ teamId: teams.id, year: teams.year })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(and(eq(users.role, 'captain'), sql`(${users.personId} = ${personId} or lower(${users.email}) = ${email.trim().toLowerCase()})`))
    .orderBy(asc(users.id))
    .limit(1);
  if (!team) return null;
  const [members] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.teamId), eq(teamMembers.eventYear, team.year)));
  return { teamId: team.teamId, members: Number(members?.n ?? 0) };
}
