import type { FastifyBaseLogger } from 'fastify';
import { TEAM_MESSAGES, churchCampus, type PublicTeamListItem, type Paged, type TeamCreateInput } from '@walkfund/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedResult, populateSet } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnTeamOrAdmin } from './team-access.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { findMemberFundraising } from '../fundraisers/fundraiser-page.service.ts';
import { findTeamDetail, listActiveTeams, listTeamMembers, listTeams } from './team.repo.ts';
import { requireWaivers } from '../waivers/waiver-checkout.ts';
import { EMAIL_EXISTS_MESSAGE, createTeamWithNewCaptain, createdTeamAnswer, type CreatedTeam } from './team-create.ts';
import { TEAM_POPULATE, type TeamListQuery } from './team.query.ts';
import { toPublicTeam, toTeamDetail, toTeamListItem, type PublicTeam, type TeamDetail, type TeamListItem } from './team.view.ts';

export { EMAIL_EXISTS_MESSAGE };

/** GET /v1/teams/list: active teams of the current event year. */
export async function listPublicTeams(db: Db): Promise<PublicTeamListItem[]> {
  return listActiveTeams(db, await currentEventYear(db));
}

/** A team with its members of the team's year (each with their fundraising that year), or null. */
async function teamDetail(db: DbOrTx, id: number): Promise<TeamDetail | null> {
  const row = await findTeamDetail(db, { id });
  if (!row) return null;
  const [members, fundraising] = await Promise.all([listTeamMembers(db, id, row.team.year), findMemberFundraising(db, { teamId: id, year: row.team.year })]);
  return toTeamDetail(
    row,
    members.map((m) => ({ ...m, fundraising: fundraising.get(m.personId) ?? NO_FUNDRAISING })),
  );
}

/** A member's row always has a membership, so this is only a fallback for a row removed between the two reads. */
const NO_FUNDRAISING = { raised: 0, goal: 0, page: 'none', slug: null, invitedAt: null } as const;

/** The answer of every team read and write: 404 when the team is gone. */
export async function loadTeamDetail(db: DbOrTx, id: number): Promise<TeamDetail> {
  const team = await teamDetail(db, id);
  if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  return team;
}

export type { CreatedTeam };

/**
 * POST /v1/teams (public): the captain's user (role captain, argon2id hash), person and team,
 * with a slug unique across all teams, the current event year, zero goals and total, and the
 * captain as first member, all in one transaction. An email that has a user is a 409.
 */
export async function createTeam(args: {
  db: Db; mailer: Mailer; log: FastifyBaseLogger; config: AppConfig; input: TeamCreateInput; ipAddress?: string | null;
}): Promise<CreatedTeam> {
  const { db } = args;
  const { captain, team: info } = args.input;
  // The captain is brought to the walk: their waiver, when one is published for the city, before anything is written (docs/features/event-day.md).
  const [acceptance] = await requireWaivers(db, {
    eventCity: info.eventCity,
    eventYear: await currentEventYear(db),
    people: [{ path: 'captain', name: `${captain.firstName} ${captain.lastName}`, kind: 'walk', waiver: captain.waiver }],
  });
  const created = await createTeamWithNewCaptain(db, {
    waiver: { acceptance: acceptance ?? null, ipAddress: args.ipAddress ?? null },
    info,
    email: captain.email,
    password: captain.password.password,
    person: {
      firstName: captain.firstName,
      lastName: captain.lastName,
      phone: captain.phone,
      address: captain.address,
      shirtSize: captain.shirtSize,
      myEmployer: captain.myEmployer || null,
      lifeChurch: captain.lifeChurch,
      lifeChurchLocation: churchCampus(captain),
    },
  });

  const team = (await teamDetail(db, created.teamId))!;
  await sendWelcome(args, team, captain.email);
  return createdTeamAnswer(team, created, captain.email);
}

/** "Please check your e-mail for further info": sent after commit, never failing the request. */
async function sendWelcome(args: { db: Db; mailer: Mailer; log: FastifyBaseLogger; config: AppConfig }, team: TeamDetail, email: string) {
  try {
    const { appTitle, appYear } = await loadEventSettings(args.db);
    const base = args.config.PUBLIC_URL.replace(/\/$/, '');
    const text = [
      `Welcome, team captain!`,
      '',
      `Your team "${team.name}" is registered for ${appTitle} ${appYear} (${team.eventCity}).`,
      `Public team page: ${base}/team/${team.slug}`,
      `Sign in to manage your team, set your goals and add a team photo: ${base}/login`,
      '',
      appTitle,
    ].join('\n');
    args.mailer
      .send({ to: [email], subject: `${appTitle}: your team "${team.name}" is created`, text })
      .catch((err: unknown) => args.log.error({ err, teamId: team.id }, 'team welcome email failed'));
  } catch (err) {
    args.log.error({ err, teamId: team.id }, 'team welcome email failed');
  }
}

/** GET /v1/teams (admin): filtered, sorted and paged; captainPerson when populated. */
export async function listTeamsPage(args: { db: Db; query: TeamListQuery }): Promise<Paged<TeamListItem>> {
  const { db, query } = args;
  const populate = populateSet(query.populate, TEAM_POPULATE);
  const { rows, total } = await listTeams(db, { active: query.active, year: query.year, search: query.search || undefined }, query);
  return pagedResult(
    rows.map((row) => toTeamListItem(row, populate.has('captainPerson'))),
    total,
    query,
  );
}

/** GET /v1/teams/{id}: an admin reads any team; a captain only their own. */
export async function getTeam(args: { db: Db; id: number; viewer: AuthUser }): Promise<TeamDetail> {
  const { db, id, viewer } = args;
  assertOwnTeamOrAdmin(viewer, id);
  return loadTeamDetail(db, id);
}

/** A team by its share slug (any case), with its captain person and participant count, or null: the public team page's row (campaign's too). */
export async function findTeamPageBySlug(db: DbOrTx, slug: string) {
  return findTeamDetail(db, { slug: slug.toLowerCase() });
}

/** GET /v1/teams/by-slug/{slug}: the public team page. */
export async function getPublicTeam(args: { db: Db; slug: string }): Promise<PublicTeam> {
  const row = await findTeamPageBySlug(args.db, args.slug);
  if (!row) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  return toPublicTeam(row);
}
