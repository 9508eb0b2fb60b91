import type { FastifyInstance } from 'fastify';
import {
  FUNDRAISER_MESSAGES, FUNDRAISER_SUPPORTERS_SIZE, TEAM_MESSAGES, centsToDollars, donorDisplayName, formatCents, storedTributeText,
  type FundraiserListItem, type FundraiserPageAnswer, type FundraiserSupporter,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ShareCard } from '../../lib/share-card.ts';
import { loadEventSettings, type EventSettingsView } from '../event-settings/event-settings.service.ts';
import { findTeamsByIds } from '../../lib/teams-by-ids.repo.ts';
import { listRecentGifts } from '../../lib/recent-gifts.repo.ts';
import { findPageBySlug, findTeamSlugOfPerson, listListedFundraisers } from './fundraiser-public.repo.ts';

type PageRow = NonNullable<Awaited<ReturnType<typeof findPageBySlug>>>;
type PublicPageRow = PageRow & { team: NonNullable<PageRow['team']> };

/**
 * docs/decisions/0009-personal-pages.md: public only when the fundraiser's switch is on, an admin has
 * not hidden it, personal pages are on for the event, and the person is an active member of an
 * active team of the current year.
 */
function isPublic(row: PageRow, settings: Pick<EventSettingsView, 'appYear' | 'personalPagesEnabled'>): row is PublicPageRow {
  return (
    settings.personalPagesEnabled &&
    row.page.pageOn &&
    !row.page.hiddenByAdmin &&
    row.personActive &&
    row.team !== null &&
    row.team.active &&
    row.team.year === settings.appYear
  );
}

async function readPage(db: DbOrTx, slug: string) {
  const settings = await loadEventSettings(db);
  const row = await findPageBySlug(db, slug.toLowerCase(), settings.appYear);
  return { settings, row };
}

type Gift = Awaited<ReturnType<typeof listRecentGifts>>[number];

/** A gift as the page shows it: the donor wall's naming, the amount only when shown and not anonymous, the public message. */
function toSupporter(gift: Gift, showAmounts: boolean): FundraiserSupporter {
  return {
    name: donorDisplayName(gift),
    amount: showAmounts && !gift.anonymous ? centsToDollars(gift.netCents) : null,
    message: gift.message,
    createdAt: gift.createdAt.toISOString(),
    // "in memory of Grandpa Joe" where the donor allowed it (docs/features/tributes.md).
    tribute: storedTributeText(gift.tributeKind, gift.tributeName),
  };
}

/**
 * GET /v1/fundraisers/{slug} (public): the page with its newest supporters, or `moved` with the team
 * to show instead (this year's, else the latest, else null) whenever the page is not public: never
 * the old content. 404 when no page has the slug.
 */
export async function getFundraiserPage(args: { db: DbOrTx; slug: string }): Promise<FundraiserPageAnswer> {
  const { db } = args;
  const { settings, row } = await readPage(db, args.slug);
  if (!row) throw AppError.notFound(FUNDRAISER_MESSAGES.pageNotFound);
  if (!isPublic(row, settings)) {
    return { status: 'moved', teamSlug: await findTeamSlugOfPerson(db, row.page.personId, settings.appYear) };
  }
  const { page, team } = row;
  // As their total counts them (ledger/fundraiser-totals.repo.ts membershipRaisedSum): the team's gifts credited to them since its last reset.
  const filter = { fundraiserPersonId: page.personId, year: settings.appYear, teamId: team.id, since: team.progressResetAt };
  const gifts = await listRecentGifts(db, filter, FUNDRAISER_SUPPORTERS_SIZE);
  return {
    status: 'on',
    fundraiser: {
      personId: page.personId,
      slug: page.slug,
      firstName: row.firstName,
      lastName: row.lastName,
      story: page.story,
      imageUrl: page.imageUrl,
      goal: centsToDollars(row.goalCents ?? 0),
      raised: centsToDollars(row.raisedCents ?? 0),
      year: settings.appYear,
      team: { id: team.id, name: team.name, slug: team.slug, eventCity: team.eventCity },
      supporters: gifts.map((gift) => toSupporter(gift, settings.showDonorAmounts)),
    },
  };
}

type ListedRow = Awaited<ReturnType<typeof listListedFundraisers>>[number];

function toListItem(r: ListedRow): FundraiserListItem {
  return {
    personId: r.personId,
    slug: r.slug,
    firstName: r.firstName,
    lastName: r.lastName,
    imageUrl: r.imageUrl,
    goal: centsToDollars(r.goalCents),
    raised: centsToDollars(r.raisedCents),
    teamName: r.teamName,
    teamSlug: r.teamSlug,
  };
}

/**
 * The year's listed fundraisers (public pages whose fundraiser consents), most raised first; none
 * when personal pages are off for the event. The campaign's leaderboard (GET /v1/campaign/) reads
 * the top ones.
 */
export async function listTopFundraisers(db: DbOrTx, settings: Pick<EventSettingsView, 'appYear' | 'personalPagesEnabled'>, limit: number): Promise<FundraiserListItem[]> {
  if (!settings.personalPagesEnabled) return [];
  return (await listListedFundraisers(db, { year: settings.appYear, limit })).map(toListItem);
}

/** GET /v1/teams/{id}/fundraisers (public): the team's listed fundraisers of this year; 404 for no such team. */
export async function listTeamFundraisers(args: { db: DbOrTx; teamId: number }): Promise<FundraiserListItem[]> {
  const { db, teamId } = args;
  const [settings, [team]] = await Promise.all([loadEventSettings(db), findTeamsByIds(db, [teamId])]);
  if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  if (!settings.personalPagesEnabled) return [];
  return (await listListedFundraisers(db, { year: settings.appYear, teamId })).map(toListItem);
}

/**
 * The public page's link preview (/frontend/fundraiser/{slug}), or null when the page is not public
 * (the plain page then loads and goes to the team).
 */
export async function fundraiserShareCard(db: DbOrTx, slug: string): Promise<ShareCard | null> {
  const { settings, row } = await readPage(db, slug);
  if (!row || !isPublic(row, settings)) return null;
  const name = `${row.firstName} ${row.lastName}`.trim();
  const raisedCents = row.raisedCents ?? 0;
  const goalCents = row.goalCents ?? 0;
  const raised = goalCents > 0 ? `${formatCents(raisedCents)} raised of a ${formatCents(goalCents)} goal.` : `${formatCents(raisedCents)} raised.`;
  const [team] = await findTeamsByIds(db, [row.team.id]);
  return {
    title: `${name} is walking for ${row.team.name}`,
    description: `${raised} Support ${row.firstName} at the ${settings.appYear} ${settings.appTitle}.`,
    image: row.page.imageUrl || team?.imageUrl || settings.eventShirtSettings.eventShirtImage,
  };
}

/**
 * Drops the cached public fundraiser pages and lists (plugins/public-cache.ts) here and on every
 * other instance. Writes through the HTTP routes already do this when they answer; call it after a
 * page changes anywhere else (a job, a script).
 */
export function invalidateFundraiserPages(app: Pick<FastifyInstance, 'invalidatePublicCache'>): void {
  app.invalidatePublicCache('totals');
}
