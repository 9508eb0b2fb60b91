import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { persons, teamMembers, teams, users } from '../../db/schema/index.ts';

export interface TeamForEmail {
  id: number;
  name: string;
  /** The captain's sign-in email, else their participant email; null when the team has no captain. */
  captainEmail: string | null;
}

export async function findTeamForEmail(db: DbOrTx, teamId: number): Promise<TeamForEmail | null> {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, userEmail: users.email, personEmail: persons.email })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.captainUserId))
    .leftJoin(persons, eq(persons.id, teams.captainPersonId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, captainEmail: row.userEmail ?? row.personEmail ?? null };
}

/**
 * The addresses of the team's members in `year` (team_members rows of that year,
 * docs/decisions/0123-membership-per-year.md) whose participant record is active, each address once
 * (case-insensitively), with the person it was read from (their unsubscribe link names them).
 */
export async function listActiveMemberEmails(db: DbOrTx, teamId: number, year: number): Promise<{ personId: number; email: string }[]> {
  const rows = await db
    .select({ personId: persons.id, email: persons.email })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), eq(persons.active, true)))
    .orderBy(persons.id);
  const seen = new Set<string>();
  const recipients: { personId: number; email: string }[] = [];
  for (const { personId, email } of rows) {
    const address = email.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    recipients.push({ personId, email: address });
  }
  return recipients;
}
