import {
  DISTANCE_MESSAGES, FUNDRAISER_MESSAGES, millimetresToMiles, richTextHasText, walkerBadges, type MyBadges, type WalkerAchievements, type WalkerBadge,
  type WalkerBadgeFacts,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadEventSettings, type EventSettingsView } from '../event-settings/event-settings.service.ts';
import { findWalkerFactsByPerson, findWalkerFactsBySlug, type WalkerFactsRow } from './badge.repo.ts';

/**
 * Walker badges (docs/features/miles-and-badges.md): computed from the data on every read, never
 * stored or toggled by hand, in one query per walker (badge.repo.ts). The rules are in domain
 * (`walkerBadges`); Event Settings turns each badge, and distance logging, on or off.
 */

type BadgeSettings = Pick<EventSettingsView, 'walkerBadges' | 'distanceLoggingEnabled' | 'personalPagesEnabled'>;

function toFacts(row: WalkerFactsRow, settings: BadgeSettings): WalkerBadgeFacts {
  // The leaderboards list nobody while personal pages are off.
  const listed = settings.personalPagesEnabled && row.listed;
  return {
    goalCents: row.goalCents ?? 0,
    raisedCents: row.raisedCents ?? 0,
    hasStory: richTextHasText(row.story),
    hasPhoto: !!row.imageUrl,
    giftCount: row.giftCount,
    distanceMillimetres: row.distanceMillimetres,
    listed,
    rank: listed && row.ahead !== null ? row.ahead + 1 : null,
  };
}

function badgesOf(row: WalkerFactsRow, settings: BadgeSettings): WalkerBadge[] {
  return walkerBadges(toFacts(row, settings), { switches: settings.walkerBadges, distanceEnabled: settings.distanceLoggingEnabled });
}

/**
 * Every badge the event has on for a walker of `year`, earned or not (with what is still needed),
 * in the table's order; [] when the person has no page. The coaching emails announce the earned ones.
 */
export async function listWalkerBadges(db: DbOrTx, args: { personId: number; year: number }): Promise<WalkerBadge[]> {
  const [settings, row] = await Promise.all([loadEventSettings(db), findWalkerFactsByPerson(db, args.personId, args.year)]);
  return row ? badgesOf(row, settings) : [];
}

/** GET /v1/my/badges: the caller's badges of this year, earned or still to earn; 404 when they have no page on a team this year. */
export async function getMyBadges(args: { db: DbOrTx; user: AuthUser }): Promise<MyBadges> {
  const { db, user } = args;
  const settings = await loadEventSettings(db);
  const row = user.personId === null ? null : await findWalkerFactsByPerson(db, user.personId, settings.appYear);
  if (!row || row.teamId === null) throw AppError.notFound(DISTANCE_MESSAGES.notAWalker);
  return { year: settings.appYear, badges: badgesOf(row, settings) };
}

/**
 * GET /v1/badges/walkers/{slug} (public): the earned badges and miles a walker's public page
 * shows; 404 whenever the page itself is not public (docs/decisions/0009-personal-pages.md: off,
 * hidden, on no active team this year, or personal pages off), so nothing shows for a page that moved.
 */
export async function getWalkerAchievements(args: { db: DbOrTx; slug: string }): Promise<WalkerAchievements> {
  const { db } = args;
  const settings = await loadEventSettings(db);
  const year = settings.appYear;
  const row = await findWalkerFactsBySlug(db, args.slug.toLowerCase(), year);
  const isPublic =
    row !== null && settings.personalPagesEnabled && row.pageOn && !row.hiddenByAdmin && row.personActive && row.teamActive === true && row.teamYear === year;
  if (!isPublic) throw AppError.notFound(FUNDRAISER_MESSAGES.pageNotFound);
  return {
    year,
    badges: badgesOf(row, settings).filter((badge) => badge.earned),
    miles: settings.distanceLoggingEnabled ? millimetresToMiles(row.distanceMillimetres) : null,
  };
}
