import type { CreatedTeam, EventCity, WaiverAcceptanceInput } from '@walkfund/domain';
import { toTeamSlug, uniqueSlug } from '@walkfund/domain';
import type { Db, Tx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueCaptainContactSync } from '../constant-contact/constant-contact-sync.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { addPerson, addTeamMembers, type PersonInsert } from '../membership/membership.service.ts';
import { findSlugsLike, insertTeam, setTeamCaptain, type TeamRow } from './team.repo.ts';
import { findUserIdByEmail, insertCaptainUser } from './team-captain.repo.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { recordMemberWaiver } from '../waivers/member-waiver.service.ts';
import type { TeamDetail } from './team.view.ts';

export const EMAIL_EXISTS_MESSAGE = 'A user with that email already exists.';

/** A concurrent create may take the same slug between our check and our insert: try again. */
const SLUG_ATTEMPTS = 3;

export interface NewTeamInfo {
  name: string;
  eventCity: EventCity;
  teamMessage: string;
}

/**
 * Runs `withTeam` in one transaction after inserting a new team of `year` (active, zero goals and
 * total, a slug unique across all teams, its message sanitized); a slug taken meanwhile by a
 * concurrent create retries the whole transaction.
 */
export async function insideNewTeam<T>(db: Db, info: NewTeamInfo, year: number, withTeam: (tx: Tx, team: TeamRow) => Promise<T>): Promise<T> {
  const baseSlug = toTeamSlug(info.name) || 'team';
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const team = await insertTeam(tx, {
          name: info.name,
          slug: uniqueSlug(baseSlug, await findSlugsLike(tx, baseSlug)),
          teamMessage: sanitizeRichText(info.teamMessage),
          eventCity: info.eventCity,
          active: true,
          teamDonationGoalCents: 0,
          teamMemberGoal: 0,
          totalRaisedCents: 0,
          year,
        });
        return withTeam(tx, team);
      });
    } catch (err) {
      if (violatedUniqueConstraint(err) !== 'teams_slug_unique' || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}

/**
 * A new team with a new captain, in one transaction: the team (see insideNewTeam), the captain's
 * person (a member of the team's year), their user (role captain, the given argon2id hash) and the
 * team's captain, and the captain's waiver when given (checked by the caller), else its link. An email
 * that already has a user is a 409, even when two creates race.
 */
export async function createTeamWithNewCaptain(
  db: Db,
  args: {
    info: NewTeamInfo; email: string; password: string; person: Omit<PersonInsert, 'email' | 'eventYear' | 'eventCity' | 'event'>;
    waiver?: { acceptance: WaiverAcceptanceInput | null; ipAddress: string | null };
  },
): Promise<{ teamId: number; userId: number; personId: number }> {
  const { info, email } = args;
  // Checked before hashing, so a taken email costs no argon2 work (the unique index still decides).
  if (await findUserIdByEmail(db, email)) throw AppError.conflict(EMAIL_EXISTS_MESSAGE);
  const passwordHash = await hashPassword(args.password);
  const year = await currentEventYear(db);
  try {
    return await insideNewTeam(db, info, year, async (tx, team) => {
      const person = await addPerson(tx, { ...args.person, email, eventYear: year, eventCity: info.eventCity, event: 'piecewalk' });
      const user = await insertCaptainUser(tx, { email, passwordHash, personId: person.id, teamId: team.id });
      await setTeamCaptain(tx, team.id, user.id, person.id);
      await addTeamMembers(tx, team, [person.id]);
      // The public sign-up brings the captain's acceptance (checked by the caller); an admin's new captain is sent the link.
      await recordMemberWaiver(tx, { team, personId: person.id, acceptance: args.waiver?.acceptance ?? null, ipAddress: args.waiver?.ipAddress ?? null });
      await enqueueCaptainContactSync(tx, person.id);
      return { teamId: team.id, userId: user.id, personId: person.id };
    });
  } catch (err) {
    if (violatedUniqueConstraint(err) === 'users_email_unique') throw AppError.conflict(EMAIL_EXISTS_MESSAGE);
    throw err;
  }
}

/** What creating a team with a new captain answers (createdTeamSchema in packages/domain/src/teams/team-detail.schema.ts). */
export type { CreatedTeam };

export function createdTeamAnswer(team: TeamDetail, created: { userId: number; personId: number }, email: string): CreatedTeam {
  return {
    team,
    user: {
      id: created.userId,
      email,
      role: 'captain',
      active: true,
      isEmailVerified: false,
      person: created.personId,
      team: { id: team.id, name: team.name, slug: team.slug, active: team.active },
    },
  };
}
