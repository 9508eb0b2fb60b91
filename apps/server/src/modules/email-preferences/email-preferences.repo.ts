import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EmailList } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { emailPreferences, persons } from '../../db/schema/index.ts';

/** How an address is kept: trimmed and lower-cased (docs/features/coaching.md). */
export const normalizeAddress = (email: string) => email.trim().toLowerCase();

export interface PreferenceRow {
  coaching: boolean;
  teamNews: boolean;
}

export async function findPreferences(db: DbOrTx, email: string): Promise<PreferenceRow> {
  const [row] = await db
    .select({ coaching: emailPreferences.coaching, teamNews: emailPreferences.teamNews })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, normalizeAddress(email)))
    .limit(1);
  return row ?? { coaching: true, teamNews: true };
}

/** Writes the changed switches of an address (the others keep their value, on when never set). */
export async function savePreferences(db: DbOrTx, email: string, change: Partial<PreferenceRow>): Promise<PreferenceRow> {
  const [row] = await db
    .insert(emailPreferences)
    .values({ email: normalizeAddress(email), coaching: change.coaching ?? true, teamNews: change.teamNews ?? true })
    .onConflictDoUpdate({ target: emailPreferences.email, set: { ...change, updatedAt: sql`now()` } })
    .returning({ coaching: emailPreferences.coaching, teamNews: emailPreferences.teamNews });
  return row!;
}

export async function findPersonEmail(db: DbOrTx, personId: number): Promise<string | null> {
  const [row] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, personId)).limit(1);
  return row?.email.trim() ? row.email : null;
}

/** Of these addresses, those (normalized) that left `list`. */
export async function listOptedOut(db: DbOrTx, emails: string[], list: EmailList): Promise<Set<string>> {
  const keys = [...new Set(emails.map(normalizeAddress))];
  if (!keys.length) return new Set();
  const column = list === 'coaching' ? emailPreferences.coaching : emailPreferences.teamNews;
  const rows = await db
    .select({ email: emailPreferences.email })
    .from(emailPreferences)
    .where(sql`${inArray(emailPreferences.email, keys)} and ${column} = false`);
  return new Set(rows.map((row) => row.email));
}

/**
 * SQL that is true while the address `email` (an SQL expression) still gets `list`: no preference
 * row of its normalized form (normalizeAddress, spelled in SQL) has left it. For a read that
 * checks it with the rest, in one statement.
 */
export function subscribedCondition(email: SQL, list: EmailList): SQL {
  const column = list === 'coaching' ? emailPreferences.coaching : emailPreferences.teamNews;
  return sql`not exists (select 1 from ${emailPreferences} where ${emailPreferences.email} = lower(btrim(${email})) and ${column} = false)`;
}

