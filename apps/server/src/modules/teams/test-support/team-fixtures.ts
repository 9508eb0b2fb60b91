import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { persons, teams, users } from '../../../db/schema/index.ts';
import { signAccessToken } from '../../sessions/token.service.ts';
import { currentEventYear } from '../../event-settings/event-settings.service.ts';
import { insertTeam, type TeamRow } from '../team.repo.ts';

/** Test data for the teams, persons, payments and transactions API tests (unique per call). */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

export async function buildTeam(db: Db, overrides: Partial<typeof teams.$inferInsert> = {}): Promise<TeamRow> {
  const suffix = uniqueSuffix();
  return insertTeam(db, {
    name: `Team ${suffix}`,
    slug: `team-${suffix}`,
    eventCity: 'Oklahoma City',
    teamMessage: '<p>Walk with us</p>',
    year: await currentEventYear(db),
    ...overrides,
  });
}

export interface TestUser {
  id: number;
  email: string;
  personId: number;
  token: string;
  authorization: string;
}

/**
 * A user with a person and a signed access token (the password hash is never checked here). With
 * `teamId` the user captains the team (their person is not made a member: add one with
 * addTeamMembers when a test needs it).
 */
export async function buildUser(
  db: Db,
  jwtSecret: string,
  options: { role: 'admin' | 'captain'; teamId?: number | null; firstName?: string },
): Promise<TestUser> {
  const email = `${options.role}-${uniqueSuffix()}@example.com`;
  const [person] = await db
    .insert(persons)
    .values({ firstName: options.firstName ?? 'Pat', lastName: 'Tester', email, phone: '(405) 555-0100', eventYear: await currentEventYear(db) })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash', role: options.role, personId: person!.id, teamId: options.teamId ?? null })
    .returning();
  if (options.teamId) await db.update(teams).set({ captainUserId: user!.id, captainPersonId: person!.id }).where(eq(teams.id, options.teamId));
  const { token } = await signAccessToken(jwtSecret, user!.id, 30);
  return { id: user!.id, email, personId: person!.id, token, authorization: `Bearer ${token}` };
}
