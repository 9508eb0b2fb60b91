import {
  ASK_KIT_MESSAGES, centsToDollars, formatCents, POSTER_TITLE_MAX_LENGTH, storyLine, TEAM_MESSAGES, truncateText, UPLOAD_URL_PATTERN,
  teamPagePath, walkerPagePath, withGiftSource,
  type GiftSource, type GiftSourceReport, type GiftSourceTotal, type WalkerSources,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTeamById } from '../../lib/teams-by-ids.repo.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { getUploadFile } from '../uploads/upload.service.ts';
import {
  findWalkerForKit, listSourcesCreditedTo, listSourcesOfFundraisers, listSourcesOfYear, setTransactionSource, type SourceTotalRow,
} from './ask-kit.repo.ts';
import { posterPhoto, qrPng } from './poster-images.ts';
import { renderPoster, type PosterPhoto } from './poster-pdf.ts';

/**
 * The ask kit (docs/features/ask-kit.md): a walker's and a team's printable poster and QR code,
 * and gifts by where they came from. Who may ask is decided by the routes before this runs.
 */

/** A file to download: its bytes, type and name. */
export interface KitFile {
  data: Uint8Array;
  contentType: 'application/pdf' | 'image/png';
  filename: string;
}

/** An absolute address of a path on this site. */
function absolute(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** A name safe in a Content-Disposition header: lower-case letters, digits and dashes. */
function fileStem(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'page';
}

/** The stored photo (an upload of this site) ready to print; null when there is none or it cannot be read. */
async function storedPhoto(db: Db, imageUrl: string | null | undefined): Promise<PosterPhoto | null> {
  // Only our own uploads: a poster never fetches an address from elsewhere.
  if (!imageUrl || !UPLOAD_URL_PATTERN.test(imageUrl)) return null;
  try {
    const file = await getUploadFile({ db, key: imageUrl.slice('/uploads/'.length) });
    return await posterPhoto(file.data);
  } catch {
    return null;
  }
}

async function settingsForPoster(db: DbOrTx) {
  const settings = await loadEventSettings(db);
  return {
    year: settings.appYear,
    eventName: `${settings.appTitle} ${settings.appYear}`,
    charityName: settings.organization.legalName.trim() || settings.appTitle,
  };
}

/** The walker as a poster shows them; 404 for no such person, one not on a team this year, or without a page. */
async function walkerForKit(db: DbOrTx, personId: number, year: number) {
  const walker = await findWalkerForKit(db, personId, year);
  if (!walker) throw AppError.notFound(ASK_KIT_MESSAGES.notOnTeam);
  if (walker.teamId === null || walker.teamName === null) throw AppError.notFound(ASK_KIT_MESSAGES.notOnTeam);
  if (walker.slug === null) throw AppError.notFound(ASK_KIT_MESSAGES.noPage);
  return { ...walker, slug: walker.slug, teamId: walker.teamId, teamName: walker.teamName };
}

/** GET /v1/ask-kit/walkers/{personId}/poster: the walker's poster, its QR code opening their page with ?src=poster. */
export async function getWalkerPoster(args: { db: Db; publicUrl: string; personId: number }): Promise<KitFile> {
  const { db } = args;
  const event = await settingsForPoster(db);
  const walker = await walkerForKit(db, args.personId, event.year);
  const team = await findTeamById(db, walker.teamId);
  const pageUrl = absolute(args.publicUrl, walkerPagePath(walker.slug));
  const goalCents = walker.goalCents ?? 0;
  const data = await renderPoster({
    title: truncateText(`Support ${walker.firstName} ${walker.lastName}`, POSTER_TITLE_MAX_LENGTH),
    subtitle: `Walking with ${walker.teamName}`,
    goalLine: goalCents > 0 ? `Help me reach ${formatCents(goalCents, { wholeDollarsShort: true })}` : '',
    storyLine: storyLine(walker.story ?? ''),
    qrUrl: withGiftSource(pageUrl, 'poster'),
    printedUrl: pageUrl.replace(/^https?:\/\//, ''),
    charityName: event.charityName,
    eventName: event.eventName,
    // As the page's link preview: the walker's photo, else their team's.
    photo: (await storedPhoto(db, walker.imageUrl)) ?? (await storedPhoto(db, team?.imageUrl)),
  });
  return { data, contentType: 'application/pdf', filename: `poster-${fileStem(walker.slug)}.pdf` };
}

/** GET /v1/ask-kit/walkers/{personId}/qr: the QR code of the walker's page with ?src=qr. */
export async function getWalkerQr(args: { db: Db; publicUrl: string; personId: number }): Promise<KitFile> {
  const { year } = await settingsForPoster(args.db);
  const walker = await walkerForKit(args.db, args.personId, year);
  const data = await qrPng(withGiftSource(absolute(args.publicUrl, walkerPagePath(walker.slug)), 'qr'));
  return { data, contentType: 'image/png', filename: `qr-${fileStem(walker.slug)}.png` };
}

async function teamForKit(db: DbOrTx, teamId: number) {
  const team = await findTeamById(db, teamId);
  if (!team) throw AppError.notFound(TEAM_MESSAGES.teamNotFound);
  return team;
}

/** GET /v1/ask-kit/teams/{id}/poster: the team's poster, its QR code opening the team's page with ?src=poster. */
export async function getTeamPoster(args: { db: Db; publicUrl: string; teamId: number }): Promise<KitFile> {
  const { db } = args;
  const [event, team] = await Promise.all([settingsForPoster(db), teamForKit(db, args.teamId)]);
  const pageUrl = absolute(args.publicUrl, teamPagePath(team.slug));
  const goalCents = team.teamDonationGoalCents;
  const data = await renderPoster({
    title: truncateText(`Support ${team.name}`, POSTER_TITLE_MAX_LENGTH),
    subtitle: `Walk with us, or give to our team`,
    goalLine: goalCents > 0 ? `Help us reach ${formatCents(goalCents, { wholeDollarsShort: true })}` : '',
    storyLine: storyLine(team.teamMessage),
    qrUrl: withGiftSource(pageUrl, 'poster'),
    printedUrl: pageUrl.replace(/^https?:\/\//, ''),
    charityName: event.charityName,
    eventName: event.eventName,
    photo: await storedPhoto(db, team.imageUrl),
  });
  return { data, contentType: 'application/pdf', filename: `team-poster-${fileStem(team.slug)}.pdf` };
}

/** GET /v1/ask-kit/teams/{id}/qr: the QR code of the team's page with ?src=qr. */
export async function getTeamQr(args: { db: Db; publicUrl: string; teamId: number }): Promise<KitFile> {
  const team = await teamForKit(args.db, args.teamId);
  const data = await qrPng(withGiftSource(absolute(args.publicUrl, teamPagePath(team.slug)), 'qr'));
  return { data, contentType: 'image/png', filename: `team-qr-${fileStem(team.slug)}.png` };
}

/** Rows of SQL as answers, the most raised first (SQL sums come back as text). */
function toTotals(rows: Pick<SourceTotalRow, 'source' | 'gifts' | 'amount_cents'>[]): GiftSourceTotal[] {
  return rows
    .map((r) => ({ source: r.source, gifts: Number(r.gifts), cents: Number(r.amount_cents) }))
    .sort((a, b) => b.cents - a.cents || b.gifts - a.gifts || (a.source ?? '~').localeCompare(b.source ?? '~'))
    .map((r) => ({ source: r.source, gifts: r.gifts, amount: centsToDollars(r.cents) }));
}

/** GET /v1/ask-kit/walkers/{personId}/sources: the walker's paid gifts of this year, by source; 404 for no such person. */
export async function getWalkerSources(args: { db: Db; personId: number }): Promise<WalkerSources> {
  const { year } = await settingsForPoster(args.db);
  const walker = await findWalkerForKit(args.db, args.personId, year);
  if (!walker) throw AppError.notFound(ASK_KIT_MESSAGES.notOnTeam);
  return { year, bySource: toTotals(await listSourcesCreditedTo(args.db, args.personId, year)) };
}

/** GET /v1/reports/gift-sources?year= (admin): every paid gift of the year by source. */
export async function getGiftSourceReport(args: { db: Db; year?: number }): Promise<GiftSourceReport> {
  const year = args.year ?? (await settingsForPoster(args.db)).year;
  return { year, bySource: toTotals(await listSourcesOfYear(args.db, year)) };
}

/** The Fundraisers report's breakdown: each walker's credited gifts of `year` by source, keyed `${personId}:${teamId}`. */
export async function listFundraiserSources(db: DbOrTx, year: number): Promise<Map<string, GiftSourceTotal[]>> {
  const grouped = new Map<string, SourceTotalRow[]>();
  for (const row of await listSourcesOfFundraisers(db, year)) {
    const key = fundraiserSourceKey(Number(row.person_id), row.team_id === null ? null : Number(row.team_id));
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  return new Map([...grouped].map(([key, rows]) => [key, toTotals(rows)]));
}

export function fundraiserSourceKey(personId: number, teamId: number | null): string {
  return `${personId}:${teamId ?? ''}`;
}

/** Writes the gift's source onto its transaction, in the recording's transaction (ask-kit-subscriptions.ts). */
export async function recordGiftSource(tx: DbOrTx, transactionId: number, source: GiftSource): Promise<void> {
  await setTransactionSource(tx, transactionId, source);
}
