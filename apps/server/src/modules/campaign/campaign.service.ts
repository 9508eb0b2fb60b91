import {
  CAMPAIGN_DONOR_WALL_SIZE, CAMPAIGN_LEADERBOARD_SIZE, storedTributeText, EVENT_CITIES, FUNDRAISER_LEADERBOARD_SIZE, TEAM_MESSAGES, centsToDollars, donorDisplayName, formatCents, toCents,
  type CampaignDonor, type CampaignSummary, type CampaignTeam,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { listTopFundraisers } from '../fundraisers/fundraiser-public.service.ts';
import { findTeamPageBySlug } from '../teams/team.service.ts';
import { toPublicTeam } from '../teams/team.view.ts';
import { listRecentGifts, type DonorWallFilter } from '../../lib/recent-gifts.repo.ts';
import type { ShareCard } from '../../lib/share-card.ts';
import { countTeamsByCity, listLeadingTeams, sumRaisedByCity } from './campaign.repo.ts';

type Gift = Awaited<ReturnType<typeof listRecentGifts>>[number];

/** The newest gifts (a wall's, or those credited to a walker): the one query, for the fundraiser pages too. */

/** A gift as a donor wall shows it: no email, phone or full last name; the amount only when the event shows amounts. */
function toCampaignDonor(gift: Gift, showAmounts: boolean): CampaignDonor {
  return {
    name: donorDisplayName({
      firstName: gift.firstName,
      lastName: gift.lastName,
      anonymous: gift.anonymous,
      useEmployerAsName: gift.useEmployerAsName,
      employer: gift.employer,
    }),
    amount: showAmounts ? centsToDollars(gift.netCents) : null,
    createdAt: gift.createdAt.toISOString(),
    teamName: gift.teamName,
  };
}

async function donorWall(db: DbOrTx, filter: DonorWallFilter, showAmounts: boolean): Promise<CampaignDonor[]> {
  const gifts = await listRecentGifts(db, filter, CAMPAIGN_DONOR_WALL_SIZE);
  return gifts.map((gift) => toCampaignDonor(gift, showAmounts));
}

/** The event's raised total and per-city figures for the current year, in cents. */
async function eventProgress(db: DbOrTx, year: number) {
  const [raisedRows, teamRows] = await Promise.all([sumRaisedByCity(db, year), countTeamsByCity(db, year)]);
  const raisedCents = raisedRows.reduce((sum, r) => sum + r.raisedCents, 0);
  const cities = EVENT_CITIES.map((city) => ({
    city,
    raisedCents: raisedRows.find((r) => r.city === city)?.raisedCents ?? 0,
    teams: teamRows.find((r) => r.city === city)?.teams ?? 0,
  }));
  return { raisedCents, cities };
}

/**
 * GET /v1/campaign/ (public): the current event year's raised total against the event's goal,
 * per city, the leading teams, the top fundraisers and the newest gifts.
 */
export async function getCampaignSummary(args: { db: DbOrTx }): Promise<CampaignSummary> {
  const { db } = args;
  const settings = await loadEventSettings(db);
  const year = settings.appYear;
  const [progress, leaders, donors, fundraisers] = await Promise.all([
    eventProgress(db, year),
    listLeadingTeams(db, year, CAMPAIGN_LEADERBOARD_SIZE),
    donorWall(db, { year }, settings.showDonorAmounts),
    listTopFundraisers(db, settings, FUNDRAISER_LEADERBOARD_SIZE),
  ]);
  return {
    year,
    raised: centsToDollars(progress.raisedCents),
    goal: settings.eventFundraisingGoal,
    cities: progress.cities.map((c) => ({ city: c.city, raised: centsToDollars(c.raisedCents), teams: c.teams })),
    leaderboard: leaders.map((t) => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      raised: centsToDollars(t.raisedCents),
      eventCity: t.eventCity,
      participants: t.participants,
    })),
    donors,
    fundraisers,
  };
}

async function findTeamBySlug(db: DbOrTx, slug: string) {
  const row = await findTeamPageBySlug(db, slug);
  if (!row) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  return row;
}

/**
 * GET /v1/campaign/teams/{slug} (public): the team page (what GET /v1/teams/by-slug shows, plus
 * the member goal) with the team's donor wall: this year's gifts since the team's last reset,
 * as its running total counts them, each with the donor's public message.
 */
export async function getCampaignTeam(args: { db: DbOrTx; slug: string }): Promise<CampaignTeam> {
  const { db } = args;
  const [settings, row] = await Promise.all([loadEventSettings(db), findTeamBySlug(db, args.slug)]);
  const gifts = await listRecentGifts(db, { year: settings.appYear, teamId: row.team.id, since: row.team.progressResetAt }, CAMPAIGN_DONOR_WALL_SIZE);
  // The team's page shows what each donor wrote for it, as a walker's page does (fundraiser-public.service.ts).
  const donors = gifts.map((gift) => ({
    ...toCampaignDonor(gift, settings.showDonorAmounts),
    message: gift.message,
    // "in memory of Grandpa Joe" where the donor allowed it (docs/features/tributes.md).
    tribute: storedTributeText(gift.tributeKind, gift.tributeName),
  }));
  return { ...toPublicTeam(row), teamMemberGoal: row.team.teamMemberGoal, donors };
}

function raisedSentence(raisedCents: number, goalCents: number): string {
  return goalCents > 0 ? `${formatCents(raisedCents)} raised of a ${formatCents(goalCents)} goal.` : `${formatCents(raisedCents)} raised.`;
}

/** The team page's card, or null when no team has the slug. */
export async function teamShareCard(db: DbOrTx, slug: string): Promise<ShareCard | null> {
  const [settings, row] = await Promise.all([loadEventSettings(db), findTeamPageBySlug(db, slug)]);
  if (!row) return null;
  const t = row.team;
  return {
    title: t.name,
    description: `${raisedSentence(t.totalRaisedCents, t.teamDonationGoalCents)} Support ${t.name} at the ${settings.appYear} ${settings.appTitle}.`,
    image: t.imageUrl || settings.eventShirtSettings.eventShirtImage,
  };
}

/** The public home's card: the event, its raised total and its goal. */
export async function homeShareCard(db: DbOrTx): Promise<ShareCard> {
  const settings = await loadEventSettings(db);
  const { raisedCents } = await eventProgress(db, settings.appYear);
  const goalCents = toCents(settings.eventFundraisingGoal);
  return {
    title: `${settings.appYear} ${settings.appTitle}`,
    description: `${raisedSentence(raisedCents, goalCents)} Donate, join a team or walk with us.`,
    image: settings.eventShirtSettings.eventShirtImage,
  };
}
