import {
  COACHING_MESSAGES, COACHING_MESSAGE_KINDS, HTTP, NUDGE_INTERVAL_DAYS, WELCOME_CATCH_UP_DAYS, centsToDollars,
  type CoachingMessage, type CoachingMessageKind, type CoachingPreview, type CoachingRunResult, type CoachingSentList, type CoachingWalker,
  type NudgeResult, type TeamNudges,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { clockNow } from '../../lib/clock.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import { addDays, chicagoDay, chicagoDayStart, daysBetween, mondayOf } from '../daily-reports/chicago-day.ts';
import { listWalkerBadges } from '../badges/badge.service.ts';
import { isSubscribed, withUnsubscribe, type LinkSettings } from '../email-preferences/email-preferences.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { loadCoachingConfig, loadCoachingConfigAndNow, sanitizeMessageHtml } from './coaching-config.service.ts';
import { placeholderValues, renderDigest, renderMessage, walkerEmail, type DigestNudgeLine } from './coaching-render.ts';
import {
  claimQueuedSend, findDigestData, findNudgeSender, findSend, findTeamOfPerson, findWalkerFigures, insertDueDigests, insertDueSends, insertNudge,
  listPreviewWalkers, listRecentSends, listTeamNudges, setNudgeOutbox, setSendOutbox, type NudgeSender, type WalkerFigures,
} from './coaching.repo.ts';

/**
 * Coaching, sent by the product (docs/features/coaching.md): the daily pass, a walker's
 * evaluation after a claim or a gift, writing each queued message into the outbox, the captains'
 * digest and nudges, and Config > Coaching's preview and test send.
 */

/** The walker's sequence (the captain's nudge and digest are not part of the daily pass). */
const WALKER_KINDS = COACHING_MESSAGE_KINDS.filter((kind) => kind !== 'nudge' && kind !== 'captain-digest');

/** A week's key in coaching_sends.occurrence: its Monday as yyyymmdd. */
export const weekKeyOf = (monday: string) => Number(monday.replaceAll('-', ''));
const mondayOfKey = (key: number) => { const s = String(key); return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`; };

async function dueRules(db: DbOrTx, personId?: number) {
  // The clock and the config in one read: a walker's evaluation runs after every credited gift.
  const [{ now, config }, year] = await Promise.all([loadCoachingConfigAndNow(db), currentEventYear(db)]);
  return {
    now,
    today: chicagoDay(now),
    year,
    kinds: WALKER_KINDS.filter((kind) => config.messages[kind].enabled),
    ...config.days,
    welcomeCatchUpDays: WELCOME_CATCH_UP_DAYS,
    ...(personId !== undefined ? { personId } : {}),
  };
}

/**
 * The daily pass: every walker's due messages, found and recorded in one statement with one
 * email job each (coaching.repo.ts insertDueSends). Safe to run any number of times at once.
 */
export async function runDailyPass(db: DbOrTx): Promise<Omit<CoachingRunResult, 'digests'>> {
  const started = performance.now();
  const rules = await dueRules(db);
  const rows = await insertDueSends(db, rules);
  const byKind: Record<string, number> = {};
  for (const row of rows) if (row.status === 'queued') byKind[row.kind] = (byKind[row.kind] ?? 0) + row.n;
  return { day: rules.today, queued: Object.values(byKind).reduce((a, b) => a + b, 0), byKind, ms: Math.round(performance.now() - started) };
}

/** The weekly pass: one digest per captain of an active team, once per week (its Monday by the product's clock). */
export async function runWeeklyDigests(db: DbOrTx): Promise<{ week: string; digests: number }> {
  const [now, year, config] = await Promise.all([clockNow(db), currentEventYear(db), loadCoachingConfig(db)]);
  const week = mondayOf(chicagoDay(now));
  if (!config.messages['captain-digest'].enabled) return { week, digests: 0 };
  return { week, digests: await insertDueDigests(db, { now, year, weekKey: weekKeyOf(week) }) };
}

/** POST /v1/coaching/run-daily (admin, "Run now"): the daily pass and this week's digests, now. */
export async function runCoachingNow(db: Db): Promise<CoachingRunResult> {
  const daily = await runDailyPass(db);
  const weekly = await runWeeklyDigests(db);
  return { ...daily, digests: weekly.digests };
}

/** The evaluation queued by a claim or a gift (coaching-queue.ts): the same rules for one walker. */
export async function evaluateWalker(db: DbOrTx, personId: number): Promise<number> {
  const rows = await insertDueSends(db, await dueRules(db, personId));
  return rows.filter((row) => row.status === 'queued').reduce((sum, row) => sum + row.n, 0);
}

const siteOf = (links: LinkSettings) => ({ base: links.publicUrl.replace(/\/+$/, '') });

/** A walker message with the walker's figures (and, after a gift, the badges they earned) and the unsubscribe line (coaching list). */
function walkerMessage(
  message: Pick<CoachingMessage, 'subject' | 'html'>,
  figures: WalkerFigures,
  links: LinkSettings,
  today: string,
  extra: { to?: string; captainName?: string; replyTo?: string; badges?: string[] } = {},
): EmailMessage {
  const rendered = renderMessage(message, placeholderValues(figures, siteOf(links), today, extra.captainName));
  if (extra.badges?.length) {
    const line = `Badges you have earned: ${extra.badges.join(', ')}.`;
    rendered.html = `${rendered.html}\n<p>${escapeHtml(line)}</p>`;
    rendered.text = `${rendered.text}\n\n${line}`;
  }
  return withUnsubscribe(walkerEmail(extra.to ?? figures.email, rendered, extra.replyTo), links, figures.personId, 'coaching');
}

/** The progress messages (a gift's), which name the badges the walker has earned (modules/badges). */
const PROGRESS_KINDS = new Set<CoachingMessageKind>(['first-gift', 'milestone-25', 'milestone-50', 'milestone-75', 'milestone-100']);

async function earnedBadges(db: DbOrTx, personId: number, year: number): Promise<string[]> {
  return (await listWalkerBadges(db, { personId, year })).filter((badge) => badge.earned).map((badge) => badge.label);
}

const NUDGE_PURPOSE = 'nudge';
/** A digest's nudge link works for this many days after its week began. */
const NUDGE_LINK_DAYS = 14;

export function nudgeLinkUrl(links: LinkSettings, input: { captainUserId: number; personId: number; teamId: number; weekKey: number }): string {
  const token = signToken(links.secret, NUDGE_PURPOSE, [input.captainUserId, input.personId, input.teamId, input.weekKey]);
  return `${siteOf(links).base}/frontend/nudge#token=${encodeURIComponent(token)}`;
}

/** The captain's digest of a queued send: null when the team or its captain is gone. */
async function digestMessage(db: DbOrTx, send: { personId: number; teamId: number | null; year: number; occurrence: number }, message: Pick<CoachingMessage, 'subject' | 'html'>, links: LinkSettings, today: string): Promise<EmailMessage | null> {
  if (send.teamId === null) return null;
  const captain = await findWalkerFigures(db, send.personId, send.year);
  const monday = mondayOfKey(send.occurrence);
  const data = await findDigestData(db, { teamId: send.teamId, year: send.year, since: chicagoDayStart(monday), captainPersonId: send.personId });
  if (!captain || !data) return null;
  const intro = renderMessage(message, placeholderValues({ ...captain, teamName: data.teamName }, siteOf(links), today));
  const lines: DigestNudgeLine[] = [];
  for (const member of data.members) {
    if (member.hasPage && member.raisedCents > 0) continue;
    const name = `${member.firstName} ${member.lastName}`.trim();
    const nudgeUrl = data.captainUserId === null ? `${siteOf(links).base}/` : nudgeLinkUrl(links, { captainUserId: data.captainUserId, personId: member.personId, teamId: data.teamId, weekKey: send.occurrence });
    lines.push({ name, reason: member.hasPage ? 'no gift yet' : 'no page', nudgeUrl });
  }
  const digest = renderDigest(intro, data, lines, `${siteOf(links).base}/`);
  return withUnsubscribe(walkerEmail(captain.email, digest), links, send.personId, 'coaching');
}

/**
 * The `coaching-email` job: writes a queued send's email into the outbox with its delivery job,
 * once (the send is taken from queued to sent in the same transaction). A person who left the
 * coaching list since, or a message switched off since, is recorded as suppressed.
 */
export async function writeQueuedSend(args: { db: Db; links: LinkSettings; sendId: number }): Promise<{ outboxId?: number; skipped?: string }> {
  const { db, links, sendId } = args;
  const send = await findSend(db, sendId);
  if (!send) return { skipped: 'no such send' };
  if (send.status !== 'queued') return { skipped: `already ${send.status}` };
  const config = await loadCoachingConfig(db);
  const kind = send.kind as CoachingMessageKind;
  const template = config.messages[kind];
  const today = chicagoDay(await clockNow(db));
  let message: EmailMessage | null = null;
  if (template?.enabled) {
    if (kind === 'captain-digest') message = await digestMessage(db, send, template, links, today);
    else {
      const figures = await findWalkerFigures(db, send.personId, send.year);
      const badges = figures && PROGRESS_KINDS.has(kind) ? await earnedBadges(db, send.personId, send.year) : [];
      if (figures?.email.trim()) message = walkerMessage(template, figures, links, today, { badges });
    }
  }
  if (!message || !(await isSubscribed(db, message.to[0]!, 'coaching'))) {
    await claimQueuedSend(db, sendId, 'suppressed');
    return { skipped: 'suppressed' };
  }
  const written = message;
  const outboxId = await db.transaction(async (tx) => {
    if (!(await claimQueuedSend(tx, sendId, 'sent'))) return null;
    const id = await enqueueEmail(tx, written);
    await setSendOutbox(tx, sendId, id);
    return id;
  });
  return outboxId === null ? { skipped: 'written by another run' } : { outboxId };
}

// Config > Coaching: preview and test send.

async function previewFor(db: DbOrTx, links: LinkSettings, input: { kind: CoachingMessageKind; personId: number; message: Pick<CoachingMessage, 'subject' | 'html'> }, to?: string): Promise<EmailMessage> {
  const year = await currentEventYear(db);
  const figures = await findWalkerFigures(db, input.personId, year);
  if (!figures?.teamId) throw AppError.notFound(COACHING_MESSAGES.walkerNotFound);
  const message = { subject: input.message.subject, html: sanitizeMessageHtml(input.message.html) };
  const today = chicagoDay(await clockNow(db));
  if (input.kind === 'captain-digest') {
    // The digest's lists come from the team's week: shown for the walker's team.
    const rendered = renderMessage(message, placeholderValues(figures, siteOf(links), today));
    const data = await findDigestData(db, { teamId: figures.teamId, year, since: chicagoDayStart(mondayOf(today)), captainPersonId: figures.personId });
    const digest = data ? renderDigest(rendered, data, [], `${siteOf(links).base}/`) : rendered;
    return withUnsubscribe(walkerEmail(to ?? figures.email, digest), links, figures.personId, 'coaching');
  }
  const badges = PROGRESS_KINDS.has(input.kind) ? await earnedBadges(db, figures.personId, year) : [];
  return walkerMessage(message, figures, links, today, { to, badges });
}

/** POST /v1/coaching/preview: the message as the walker would get it today. */
export async function previewCoachingMessage(args: { db: DbOrTx; links: LinkSettings; input: { kind: CoachingMessageKind; personId: number; message: Pick<CoachingMessage, 'subject' | 'html'> } }): Promise<CoachingPreview> {
  const email = await previewFor(args.db, args.links, args.input);
  return { to: email.to[0]!, subject: email.subject, html: email.html ?? '', text: email.text };
}

/** POST /v1/coaching/test-send: the same, to the signed-in admin, subject marked as a test. */
export async function testSendCoachingMessage(args: { db: Db; links: LinkSettings; adminEmail: string; input: { kind: CoachingMessageKind; personId: number; message: Pick<CoachingMessage, 'subject' | 'html'> } }) {
  const email = await previewFor(args.db, args.links, args.input, args.adminEmail);
  const outboxId = await args.db.transaction((tx) => enqueueEmail(tx, { ...email, subject: `[Test] ${email.subject}` }));
  return { message: COACHING_MESSAGES.testSent(args.adminEmail), outboxId };
}

/** GET /v1/coaching/walkers: walkers of the year to preview with. */
export async function listCoachingWalkers(db: DbOrTx, search?: string): Promise<{ walkers: CoachingWalker[] }> {
  const rows = await listPreviewWalkers(db, { year: await currentEventYear(db), search: search || undefined, limit: 20 });
  return {
    walkers: rows.map((r) => ({ personId: r.personId, name: `${r.firstName} ${r.lastName}`.trim(), teamName: r.teamName, raised: centsToDollars(r.raisedCents), goal: centsToDollars(r.goalCents) })),
  };
}

/** GET /v1/coaching/sent: the newest sends of the year and the count sent per message. */
export async function listCoachingSent(db: DbOrTx): Promise<CoachingSentList> {
  const { rows, counts } = await listRecentSends(db, await currentEventYear(db), 50);
  return {
    sent: rows.map((r) => ({ id: r.id, personId: r.personId, name: `${r.firstName} ${r.lastName}`.trim(), kind: r.kind, occurrence: r.occurrence, status: r.status, createdAt: r.createdAt.toISOString() })),
    counts: Object.fromEntries(counts.map((c) => [c.kind, Number(c.n)])),
  };
}

// Nudges.

/**
 * Who may nudge a person: an admin anyone; a captain only a member of their team this year.
 * Decided before anything else is read from the request (preValidation, on the raw path): a
 * captain naming anyone else (or an id that is not one) gets 403 and learns nothing.
 */
export async function assertMayNudge(db: DbOrTx, user: { role: string; teamId: number | null }, rawPersonId: unknown): Promise<void> {
  if (user.role === 'admin') return;
  if (user.role !== 'captain' || user.teamId === null) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
  const personId = typeof rawPersonId === 'string' && /^\d{1,10}$/.test(rawPersonId) ? Number(rawPersonId) : NaN;
  if (!Number.isSafeInteger(personId) || personId < 1 || personId > 2_147_483_647) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
  const teamId = await findTeamOfPerson(db, personId, await currentEventYear(db));
  if (teamId !== user.teamId) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
}

async function sendNudge(db: Db, links: LinkSettings, sender: NudgeSender, personId: number): Promise<NudgeResult> {
  const year = await currentEventYear(db);
  const teamId = await findTeamOfPerson(db, personId, year);
  if (teamId === null) throw AppError.notFound(COACHING_MESSAGES.walkerNotFound);
  if (sender.role !== 'admin' && sender.teamId !== teamId) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
  if (sender.personId === personId) throw AppError.badRequest(COACHING_MESSAGES.nudgeSelf);
  const figures = await findWalkerFigures(db, personId, year);
  if (!figures?.email.trim()) throw AppError.badRequest(COACHING_MESSAGES.nudgeNoEmail);
  if (!(await isSubscribed(db, figures.email, 'coaching'))) throw AppError.conflict(COACHING_MESSAGES.nudgeOptedOut);
  const config = await loadCoachingConfig(db);
  const now = await clockNow(db);
  const today = chicagoDay(now);
  const weekStart = mondayOf(today);
  const nextNudgeAt = chicagoDayStart(addDays(weekStart, NUDGE_INTERVAL_DAYS)).toISOString();
  // The captain's own name when they send it; the team's captain when an admin does.
  const senderName = sender.role === 'admin' ? (figures.captainName ?? 'Your captain') : `${sender.firstName ?? ''} ${sender.lastName ?? ''}`.trim() || 'Your captain';
  const message = walkerMessage(config.messages.nudge, figures, links, today, { captainName: senderName, replyTo: sender.email });
  const sent = await db.transaction(async (tx) => {
    const nudgeId = await insertNudge(tx, { personId, teamId, senderUserId: sender.id, weekStart, now });
    if (nudgeId === null) return false;
    await setNudgeOutbox(tx, nudgeId, await enqueueEmail(tx, message));
    return true;
  });
  if (!sent) throw new AppError(HTTP.tooManyRequests, COACHING_MESSAGES.nudgeTooSoon(NUDGE_INTERVAL_DAYS));
  return { message: `Nudge sent to ${figures.firstName}.`, nextNudgeAt };
}

/** POST /v1/coaching/nudges/{personId}: the dashboard's Nudge button (ownership checked by assertMayNudge first). */
export async function nudgeMember(args: { db: Db; links: LinkSettings; userId: number; personId: number }): Promise<NudgeResult> {
  const sender = await findNudgeSender(args.db, args.userId);
  if (!sender) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
  return sendNudge(args.db, args.links, sender, args.personId);
}

/** POST /v1/coaching/nudge-links: the digest's one-click nudge, signed for its captain, member, team and week. */
export async function nudgeByLink(args: { db: Db; links: LinkSettings; token: string }): Promise<NudgeResult> {
  const parts = verifyToken(args.links.secret, NUDGE_PURPOSE, args.token, 4);
  const [userId, personId, teamId, weekKey] = (parts ?? []).map(Number) as [number, number, number, number];
  if (!parts || ![userId, personId, teamId, weekKey].every((n) => Number.isSafeInteger(n) && n > 0)) throw AppError.notFound(COACHING_MESSAGES.nudgeLinkInvalid);
  const today = chicagoDay(await clockNow(args.db));
  if (daysBetween(mondayOfKey(weekKey), today) > NUDGE_LINK_DAYS) throw AppError.notFound(COACHING_MESSAGES.nudgeLinkInvalid);
  const sender = await findNudgeSender(args.db, userId);
  // The link speaks for the captain only while they still captain that team.
  if (!sender?.active || sender.role !== 'captain' || sender.teamId !== teamId) throw AppError.notFound(COACHING_MESSAGES.nudgeLinkInvalid);
  return sendNudge(args.db, args.links, sender, personId);
}

/** GET /v1/coaching/nudges?teamId=: this week's nudges of the team (the dashboard greys out those buttons). */
export async function listNudgesOfTeam(db: DbOrTx, teamId: number): Promise<TeamNudges> {
  const weekStart = mondayOf(chicagoDay(await clockNow(db)));
  const next = chicagoDayStart(addDays(weekStart, NUDGE_INTERVAL_DAYS)).toISOString();
  const rows = await listTeamNudges(db, teamId, weekStart);
  return { nudges: rows.map((r) => ({ personId: r.personId, lastNudgedAt: r.createdAt.toISOString(), nextNudgeAt: next })) };
}
