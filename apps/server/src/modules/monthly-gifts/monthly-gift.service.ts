import {
  MONTHLY_GIFT_AUDIT_ENTITY, MONTHLY_GIFT_MESSAGES, centsToDollars, firstChargeDayFrom, toCents, type AdminMonthlyGift, type AuditAction,
  type DonorMonthlyGift, type MonthlyGiftCardAnswer, type MonthlyGiftCardInput, type MonthlyGiftList, type MonthlyGiftListQuery, type MonthlyGiftSummary,
} from '@walkfund/domain';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clockNow } from '../../lib/clock.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { chicagoDay } from '../daily-reports/chicago-day.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import type { MonthlyGiftProcessor, ProcessorGiftFields } from './monthly-gift-processor.ts';
import { monthlyChargeCents } from './monthly-gift-template.ts';
import {
  anonymizeGiftsOf, countLiveGiftsOf, findMonthlyGift, findMonthlyGiftBySubscription, findMonthlyGiftView, listMonthlyGiftViews, listMonthlyGiftViewsOf, lockMonthlyGift, summarizeActiveGifts, updateMonthlyGift,
  type MonthlyGiftPatch, type MonthlyGiftRow,
} from './monthly-gift.repo.ts';

export type { MonthlyGiftRow } from './monthly-gift.repo.ts';
import { toAdminMonthlyGift, toDonorMonthlyGift } from './monthly-gift.view.ts';

/**
 * Monthly gifts (docs/features/monthly-gifts.md): the donor's controls from their page (their own
 * gifts only: anything else is 404), the admins' grid and the same controls for any gift, and the
 * admin home's summary.
 * Every change asks the processor first (a refusal changes nothing), then writes the gift and its
 * audit row (docs/decisions/0122-refunds-and-audit-log.md) in one transaction.
 */

export interface MonthlyGiftServiceDeps {
  db: Db;
  processor: MonthlyGiftProcessor;
}

/** Who asks: the donor's session (their email) or an admin (their user id). */
export type MonthlyGiftActor = { donorEmail: string } | { adminUserId: number };

const notFound = () => AppError.notFound(MONTHLY_GIFT_MESSAGES.notFound);

/** The gift when the actor may change it: the donor's own (by email) or any for an admin; else 404. */
async function findGiftOf(db: DbOrTx, actor: MonthlyGiftActor, id: number): Promise<MonthlyGiftRow> {
  const gift = await findMonthlyGift(db, id);
  if (!gift || ('donorEmail' in actor && gift.donorEmail !== actor.donorEmail.trim().toLowerCase())) throw notFound();
  return gift;
}

/**
 * The route's ownership check, before its body is read (docs/architecture.md, "A request, end to
 * end"): a path id that is not the session's own gift, or not an id at all, is 404.
 */
export async function assertDonorOwnsGift(db: DbOrTx, donorEmail: string, rawId: unknown): Promise<void> {
  const id = Number(rawId);
  if (typeof rawId !== 'string' || !/^\d{1,10}$/.test(rawId) || id < 1 || id > 2_147_483_647) throw notFound();
  await findGiftOf(db, { donorEmail }, id);
}

async function donorView(db: DbOrTx, id: number): Promise<DonorMonthlyGift> {
  const row = await findMonthlyGiftView(db, id);
  if (!row) throw notFound();
  return toDonorMonthlyGift(row);
}

/** The monthly gifts given with the email (the donor's page), newest first. */
export async function listDonorMonthlyGifts(db: DbOrTx, email: string): Promise<DonorMonthlyGift[]> {
  return (await listMonthlyGiftViewsOf(db, email.trim().toLowerCase())).map(toDonorMonthlyGift);
}

interface Change {
  action: AuditAction;
  patch: MonthlyGiftPatch;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One change of a gift: checked, asked of the processor (`ask`: a refusal throws and nothing is
 * written), then written with its audit row under the gift's lock. A gift cancelled meanwhile is 409.
 */
async function changeGift(
  deps: MonthlyGiftServiceDeps,
  actor: MonthlyGiftActor,
  id: number,
  plan: (gift: MonthlyGiftRow, today: string) => Change,
  ask: (gift: MonthlyGiftRow, change: Change) => Promise<ProcessorGiftFields | void>,
): Promise<void> {
  const gift = await findGiftOf(deps.db, actor, id);
  if (gift.status === 'cancelled') throw AppError.conflict(MONTHLY_GIFT_MESSAGES.cancelled);
  const today = chicagoDay(await clockNow(deps.db));
  const change = plan(gift, today);
  const fields = (await ask(gift, change)) ?? {};
  await deps.db.transaction(async (tx) => {
    const locked = await lockMonthlyGift(tx, id);
    if (!locked) throw notFound();
    if (locked.status === 'cancelled') throw AppError.conflict(MONTHLY_GIFT_MESSAGES.cancelled);
    await updateMonthlyGift(tx, id, { ...change.patch, ...fields });
    await appendAuditEntry(tx, {
      actorUserId: 'adminUserId' in actor ? actor.adminUserId : null,
      action: change.action,
      entity: MONTHLY_GIFT_AUDIT_ENTITY,
      entityId: id,
      before: change.before,
      after: { ...change.after, requestedBy: 'adminUserId' in actor ? 'an admin' : 'the donor, from their page' },
    });
  });
}

/** Charging again: a failed gift tries its missed month today; a paused one waits for its next charge day from today. */
function resumePatch(gift: MonthlyGiftRow, today: string): MonthlyGiftPatch {
  const nextChargeOn =
    gift.status === 'failed' ? (gift.nextChargeOn < today ? today : gift.nextChargeOn) : [gift.nextChargeOn, firstChargeDayFrom(today, gift.dayOfMonth)].sort().at(-1)!;
  return { status: 'active', nextChargeOn, failureCount: 0, lastFailureAt: null };
}

/** The monthly amount (whole dollars), from the next month on. */
async function changeAmount(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number, amountDollars: number): Promise<void> {
  const amountCents = toCents(amountDollars);
  const settings = await loadEventSettings(deps.db);
  await changeGift(
    deps,
    actor,
    id,
    (gift) => ({ action: 'monthly_gift.amount_changed', patch: { amountCents }, before: { amount: centsToDollars(gift.amountCents) }, after: { amount: amountDollars } }),
    (gift) => deps.processor.changeAmount({ gift, amountCents, chargeCents: monthlyChargeCents({ ...gift, amountCents }, settings) }),
  );
}

/** Nothing is charged until it is resumed; 409 unless it is active. */
async function pause(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number): Promise<void> {
  await changeGift(
    deps,
    actor,
    id,
    (gift) => {
      if (gift.status !== 'active') throw AppError.conflict(MONTHLY_GIFT_MESSAGES.alreadyPaused);
      return { action: 'monthly_gift.paused', patch: { status: 'paused' }, before: { status: gift.status }, after: { status: 'paused' } };
    },
    (gift) => deps.processor.pause(gift),
  );
}

/** A paused or failed gift is charged again; 409 when it is active. */
async function resume(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number): Promise<void> {
  await changeGift(
    deps,
    actor,
    id,
    (gift, today) => {
      if (gift.status === 'active') throw AppError.conflict(MONTHLY_GIFT_MESSAGES.notPaused);
      const patch = resumePatch(gift, today);
      return { action: 'monthly_gift.resumed', patch, before: { status: gift.status, nextChargeOn: gift.nextChargeOn }, after: { status: 'active', nextChargeOn: patch.nextChargeOn } };
    },
    (gift, change) => deps.processor.resume({ gift, nextChargeOn: change.patch.nextChargeOn! }),
  );
}

/** PATCH /v1/my-giving/monthly-gifts/{id}: the donor's monthly amount (whole dollars), from the next month on. */
export async function changeMonthlyAmount(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number, amountDollars: number): Promise<DonorMonthlyGift> {
  await changeAmount(deps, actor, id, amountDollars);
  return donorView(deps.db, id);
}

/** POST /v1/my-giving/monthly-gifts/{id}/pause. */
export async function pauseMonthlyGift(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number): Promise<DonorMonthlyGift> {
  await pause(deps, actor, id);
  return donorView(deps.db, id);
}

/** POST /v1/my-giving/monthly-gifts/{id}/resume. */
export async function resumeMonthlyGift(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number): Promise<DonorMonthlyGift> {
  await resume(deps, actor, id);
  return donorView(deps.db, id);
}

/** POST .../cancel (donor) and POST /v1/monthly-gifts/{id}/cancel (admin): final, nothing is charged after it. */
export async function cancelMonthlyGift(deps: MonthlyGiftServiceDeps, actor: MonthlyGiftActor, id: number): Promise<void> {
  await changeGift(
    deps,
    actor,
    id,
    (gift) => ({ action: 'monthly_gift.cancelled', patch: { status: 'cancelled', cancelledAt: new Date() }, before: { status: gift.status }, after: { status: 'cancelled' } }),
    (gift) => deps.processor.cancel(gift),
  );
}

export async function cancelMyMonthlyGift(deps: MonthlyGiftServiceDeps, donorEmail: string, id: number): Promise<DonorMonthlyGift> {
  await cancelMonthlyGift(deps, { donorEmail }, id);
  return donorView(deps.db, id);
}

/**
 * POST .../card: the processor saves the new card (test mode: a published test number, checked as
 * a SetupIntent would; Stripe: a SetupIntent's secret first, then its confirmed method). A failed
 * gift is resumed with it, and a gift retrying a declined month is tried again today.
 */
export async function updateMonthlyGiftCard(deps: MonthlyGiftServiceDeps, donorEmail: string, id: number, card: MonthlyGiftCardInput): Promise<MonthlyGiftCardAnswer> {
  const gift = await findGiftOf(deps.db, { donorEmail }, id);
  if (gift.status === 'cancelled') throw AppError.conflict(MONTHLY_GIFT_MESSAGES.cancelled);
  const outcome = await deps.processor.updateCard({ gift, card, now: await clockNow(deps.db) });
  if (outcome.kind === 'setup') return { setupSecret: outcome.setupSecret };
  await changeGift(
    deps,
    { donorEmail },
    id,
    (current, today) => {
      const retry = current.status === 'failed' ? resumePatch(current, today) : current.status === 'active' ? { failureCount: 0, lastFailureAt: null } : {};
      const card = (method: MonthlyGiftRow['paymentMethod']) => (method ? `${method.brand ?? method.type} ${method.last4 ?? ''}`.trim() : null);
      return {
        action: 'monthly_gift.card_updated',
        patch: retry,
        before: { status: current.status, card: card(current.paymentMethod) },
        after: { status: retry.status ?? current.status, card: card(outcome.fields.paymentMethod ?? current.paymentMethod) },
      };
    },
    async () => outcome.fields,
  );
  return donorView(deps.db, id);
}

// ---- The back office -------------------------------------------------------------------------

/** How many gifts are active and what they give each month (dollars, before fees): the grid's and the admin home's figures. */
export async function monthlyGiftSummary(db: DbOrTx): Promise<MonthlyGiftSummary> {
  const { active, monthlyCents } = await summarizeActiveGifts(db);
  return { active, monthlyTotal: centsToDollars(monthlyCents) };
}

/** GET /v1/monthly-gifts: a page of the grid, newest first, with the summary. */
export async function listMonthlyGifts(db: DbOrTx, query: MonthlyGiftListQuery): Promise<MonthlyGiftList> {
  const [{ rows, total }, summary] = await Promise.all([listMonthlyGiftViews(db, query), monthlyGiftSummary(db)]);
  return { rows: rows.map(toAdminMonthlyGift), total, summary };
}

/** Every gift the filters match (the CSV), newest first. */
export async function listAllMonthlyGifts(db: DbOrTx, query: Pick<MonthlyGiftListQuery, 'status' | 'search'>, max: number): Promise<AdminMonthlyGift[]> {
  const { rows } = await listMonthlyGiftViews(db, { ...query, offset: 0, limit: max });
  return rows.map(toAdminMonthlyGift);
}

async function adminView(db: DbOrTx, id: number): Promise<AdminMonthlyGift> {
  const row = await findMonthlyGiftView(db, id);
  if (!row) throw notFound();
  return toAdminMonthlyGift(row);
}

/** POST /v1/monthly-gifts/{id}/cancel: an admin cancels a gift (audited with the admin as actor). */
export async function cancelMonthlyGiftAsAdmin(deps: MonthlyGiftServiceDeps, adminUserId: number, id: number): Promise<AdminMonthlyGift> {
  await cancelMonthlyGift(deps, { adminUserId }, id);
  return adminView(deps.db, id);
}

/** PATCH /v1/monthly-gifts/{id}: an admin changes the amount for the donor, as the donor would (audited with the admin as actor). */
export async function changeMonthlyAmountAsAdmin(deps: MonthlyGiftServiceDeps, adminUserId: number, id: number, amountDollars: number): Promise<AdminMonthlyGift> {
  await changeAmount(deps, { adminUserId }, id, amountDollars);
  return adminView(deps.db, id);
}

/** POST /v1/monthly-gifts/{id}/pause: an admin pauses a gift for the donor (audited with the admin as actor). */
export async function pauseMonthlyGiftAsAdmin(deps: MonthlyGiftServiceDeps, adminUserId: number, id: number): Promise<AdminMonthlyGift> {
  await pause(deps, { adminUserId }, id);
  return adminView(deps.db, id);
}

/** POST /v1/monthly-gifts/{id}/resume: an admin resumes a paused or failed gift for the donor (audited with the admin as actor). */
export async function resumeMonthlyGiftAsAdmin(deps: MonthlyGiftServiceDeps, adminUserId: number, id: number): Promise<AdminMonthlyGift> {
  await resume(deps, { adminUserId }, id);
  return adminView(deps.db, id);
}

/**
 * What the card email needs (the donor page's job renders it with a sign-in link), or null when
 * it is no longer needed: a card updated meanwhile, a gift resumed or cancelled.
 */
export async function monthlyGiftCardNotice(
  db: DbOrTx,
  id: number,
  kind: 'declined' | 'failed',
): Promise<{ email: string; donorFirstName: string | null; amountCents: number; supporting: string; failureMessage: string | null; provider: string } | null> {
  const row = await findMonthlyGiftView(db, id);
  if (!row) return null;
  const { gift } = row;
  const needed = kind === 'failed' ? gift.status === 'failed' : gift.status === 'active' && gift.failureCount > 0;
  if (!needed) return null;
  const view = toAdminMonthlyGift(row);
  const firstName = (gift.template as { person?: { firstName?: unknown } }).person?.firstName;
  return { email: gift.donorEmail, donorFirstName: typeof firstName === 'string' ? firstName : null, amountCents: gift.amountCents, supporting: view.supporting, failureMessage: gift.lastFailureMessage, provider: gift.provider };
}

/** The gift of a processor's subscription (Stripe's invoice and subscription events name it), or null. */
export async function findMonthlyGiftOfSubscription(db: DbOrTx, subscriptionId: string): Promise<MonthlyGiftRow | null> {
  return findMonthlyGiftBySubscription(db, subscriptionId);
}

/** A gift by its id, or null (the processor's jobs). */
export async function findMonthlyGiftById(db: DbOrTx, id: number): Promise<MonthlyGiftRow | null> {
  return findMonthlyGift(db, id);
}

/**
 * The donor's data removed from their page (docs/features/my-giving.md), in its transaction: refused
 * (409) while a monthly gift of theirs may still charge; their cancelled gifts then keep no email,
 * contact or card. Answers how many gifts were cleared.
 */
export async function forgetDonorMonthlyGifts(tx: Tx, email: string): Promise<number> {
  const key = email.trim().toLowerCase();
  if ((await countLiveGiftsOf(tx, key)) > 0) throw AppError.conflict(MONTHLY_GIFT_MESSAGES.cancelBeforeRemoval);
  return anonymizeGiftsOf(tx, key);
}
