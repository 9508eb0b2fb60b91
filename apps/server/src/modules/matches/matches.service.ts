import {
  MATCH_MESSAGES, centsToDollars, formatCents, matchStatus, toCents, type EmployerMatchRow, type MatchInput, type MatchReportRow, type MatchView, type PublicMatch,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import {
  findMatchMismatches, findMatchRow, findTeamCity, findRunningMatches, insertMatch, listEmployerPledgeRows, listMatchReportRows, listMatchRows, lockMatch, notifyMatchesChanged,
  teamExists, updateMatch as updateMatchRow, type MatchInsert, type MatchListRow, type RunningMatch,
} from './matches.repo.ts';
import type { RunningMatches } from './running-matches.ts';

/**
 * Sponsor matches (docs/features/sponsor-matches.md): the admin's matches, the public banner's
 * running matches, the Matches report and the employer-matching list. What happens to a gift
 * while a match runs is in matches-recording.ts.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

function toMatchView(row: MatchListRow, now = new Date()): MatchView {
  const m = row.match;
  return {
    id: m.id,
    sponsorName: m.sponsorName,
    logoUrl: m.logoUrl,
    ratio: m.ratio,
    cap: centsToDollars(m.capCents),
    matched: centsToDollars(m.capCents - m.remainingCents),
    remaining: centsToDollars(m.remainingCents),
    gifts: Number(row.gifts),
    minGift: centsToDollars(m.minGiftCents),
    startsAt: iso(m.startsAt),
    endsAt: iso(m.endsAt),
    scope: m.scope as MatchView['scope'],
    eventCity: m.eventCity,
    team: m.teamId !== null && row.teamName !== null ? { id: m.teamId, name: row.teamName } : null,
    status: matchStatus(m, now),
    createdAt: iso(m.createdAt),
  };
}

/** The columns a match's form sets: its scope keeps only the city or team it names. */
function formValues(input: MatchInput): Omit<MatchInsert, 'remainingCents' | 'createdByUserId'> {
  return {
    sponsorName: input.sponsorName,
    logoUrl: input.logoUrl || null,
    ratio: input.ratio,
    capCents: toCents(input.cap),
    minGiftCents: toCents(input.minGift),
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    scope: input.scope,
    eventCity: input.scope === 'city' ? (input.eventCity ?? null) : null,
    teamId: input.scope === 'team' ? (input.teamId ?? null) : null,
  };
}

async function checkTeam(db: Db, input: MatchInput) {
  if (input.scope === 'team' && !(await teamExists(db, input.teamId!))) {
    throw AppError.badRequest(MATCH_MESSAGES.teamNotFound, [{ field: 'teamId', message: MATCH_MESSAGES.teamNotFound }]);
  }
}

async function loadMatch(db: Db, id: number): Promise<MatchView> {
  const row = await findMatchRow(db, id);
  if (!row) throw AppError.notFound(MATCH_MESSAGES.notFound);
  return toMatchView(row);
}

export async function listMatches(args: { db: Db }): Promise<MatchView[]> {
  const now = new Date();
  return (await listMatchRows(args.db)).map((row) => toMatchView(row, now));
}

export async function getMatch(args: { db: Db; id: number }): Promise<MatchView> {
  return loadMatch(args.db, args.id);
}

/** The app's copy of the running matches (running-matches.ts): each write below drops it here at once and, by NOTIFY, on every instance. */
type Copy = { running?: Pick<RunningMatches, 'forget'> };

export async function createMatch(args: { db: Db; input: MatchInput; actor: AuthUser } & Copy): Promise<MatchView> {
  await checkTeam(args.db, args.input);
  const values = formValues(args.input);
  const row = await args.db.transaction(async (tx) => {
    const inserted = await insertMatch(tx, { ...values, remainingCents: values.capCents, createdByUserId: args.actor.id });
    await notifyMatchesChanged(tx);
    return inserted;
  });
  args.running?.forget();
  return loadMatch(args.db, row.id);
}

/**
 * PUT /v1/matches/{id}: the whole match again. What is matched stays matched: the cap may not go
 * below it, and what is left is the new cap less it. The row is locked, so a gift being recorded
 * meanwhile is counted before or after, never lost.
 */
export async function updateMatch(args: { db: Db; id: number; input: MatchInput } & Copy): Promise<MatchView> {
  await checkTeam(args.db, args.input);
  await args.db.transaction(async (tx) => {
    const current = await lockMatch(tx, args.id);
    if (!current) throw AppError.notFound(MATCH_MESSAGES.notFound);
    const values = formValues(args.input);
    const spentCents = current.capCents - current.remainingCents;
    if (values.capCents < spentCents) {
      const message = MATCH_MESSAGES.capBelowMatched(formatCents(spentCents));
      throw AppError.badRequest(message, [{ field: 'cap', message }]);
    }
    await updateMatchRow(tx, args.id, { ...values, remainingCents: values.capCents - spentCents });
    await notifyMatchesChanged(tx);
  });
  args.running?.forget();
  return loadMatch(args.db, args.id);
}

/** POST /v1/matches/{id}/end: the match ends now; gifts recorded from now on are not matched. */
export async function endMatch(args: { db: Db; id: number } & Copy): Promise<MatchView> {
  await args.db.transaction(async (tx) => {
    const current = await lockMatch(tx, args.id);
    if (!current) throw AppError.notFound(MATCH_MESSAGES.notFound);
    const now = new Date();
    if (current.endsAt.getTime() <= now.getTime()) throw AppError.badRequest(MATCH_MESSAGES.alreadyEnded);
    // A match ended before it started keeps a start just before its end (the row's CHECK: end after start).
    const startsAt = current.startsAt.getTime() < now.getTime() ? current.startsAt : new Date(now.getTime() - 1000);
    await updateMatchRow(tx, args.id, { startsAt, endsAt: now });
    await notifyMatchesChanged(tx);
  });
  args.running?.forget();
  return loadMatch(args.db, args.id);
}

function toPublicMatch(m: RunningMatch): PublicMatch {
  return {
    id: m.id,
    sponsorName: m.sponsorName,
    logoUrl: m.logoUrl,
    ratio: m.ratio,
    cap: centsToDollars(m.capCents),
    remaining: centsToDollars(m.remainingCents),
    minGift: centsToDollars(m.minGiftCents),
    endsAt: iso(m.endsAt),
    scope: m.scope,
    eventCity: m.eventCity,
    teamId: m.teamId,
  };
}

/**
 * GET /v1/matches/running: the matches running now with money left that cover a gift to the team
 * (its own, its city's and the event's), to the city, or to the event alone. An unknown team has
 * only the event's. Narrowest first, as the recording tries them.
 */
export async function listRunningMatches(args: { db: Db; team?: number; city?: string }): Promise<PublicMatch[]> {
  const running = await findRunningMatches(args.db, new Date());
  if (!running.length) return [];
  const teamCity = args.team === undefined ? null : await findTeamCity(args.db, args.team);
  const teamId = teamCity ? args.team! : null;
  const city = teamCity?.eventCity ?? args.city ?? null;
  const order = { team: 0, city: 1, event: 2 } as const;
  return running
    .filter((m) => m.scope === 'event' || (m.scope === 'city' && city !== null && m.eventCity === city) || (m.scope === 'team' && teamId !== null && m.teamId === teamId))
    .sort((a, b) => order[a.scope] - order[b.scope] || a.id - b.id)
    .map(toPublicMatch);
}

/** GET /v1/reports/matches: per sponsor, the gifts matched, what was matched, what refunds took back and what the sponsor owes. */
export async function getMatchReport(args: { db: Db }): Promise<MatchReportRow[]> {
  const now = new Date();
  return (await listMatchReportRows(args.db)).map((r) => {
    const matched = Number(r.matched_cents);
    const takenBack = Number(r.taken_back_cents);
    return {
      id: Number(r.id),
      sponsorName: r.sponsor_name,
      status: matchStatus({ startsAt: r.starts_at, endsAt: r.ends_at, remainingCents: Number(r.remaining_cents) }, now),
      ratio: Number(r.ratio),
      cap: centsToDollars(Number(r.cap_cents)),
      gifts: Number(r.gifts),
      giftsAmount: centsToDollars(Number(r.gift_cents)),
      matched: centsToDollars(matched),
      takenBack: centsToDollars(takenBack),
      owed: centsToDollars(matched - takenBack),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
    };
  });
}

/** GET /v1/reports/employer-matches?year=: the donors who said their employer matches gifts. */
export async function listEmployerMatches(args: { db: Db; year?: number }): Promise<EmployerMatchRow[]> {
  const year = args.year ?? (await currentEventYear(args.db));
  return (await listEmployerPledgeRows(args.db, year)).map((r) => ({
    transactionId: Number(r.transaction_id),
    date: iso(r.created_at),
    firstName: r.contact_first_name,
    lastName: r.contact_last_name,
    email: r.contact_email,
    phone: r.phone,
    employer: r.employer,
    amount: centsToDollars(Number(r.donation_cents)),
    team: r.team_name,
  }));
}

/** For totals:check: each match whose books do not add up, or that passed its cap. */
export async function findMatchProblems(db: Db) {
  return findMatchMismatches(db);
}
