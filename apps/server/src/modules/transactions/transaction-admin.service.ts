import {
  CHECKOUT_MESSAGES, FUNDRAISER_MESSAGES, SUPPORT_MESSAGES, TRANSACTION_POPULATE, centsToDollars, toCents, type Paged, type SupportingType, type TransactionDetail, type TransactionListItem,
  type TransactionListQuery, type TransactionSupportInput,
} from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedResult, populateSet } from '../../lib/pagination.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { appendAuditEntry, findActors, listAuditEntries } from '../audit/audit.service.ts';
import { toAuditActor, toAuditEntryView } from '../audit/audit.view.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { findTeamById, type TeamRow } from '../../lib/teams-by-ids.repo.ts';
import { holdFundraiserForRecording, lockTotalsFor, recomputeTeamTotal, settleFundraiserCredit } from '../ledger/ledger.service.ts';
import { loadRefundViews } from './refund.service.ts';
import {
  findCreditedFundraiser, findTransactionRecord, hasDonationLine, listTransactions, lockTransaction, moveLineItems, setTransactionFundraiser, updateTransactionRow,
} from './transaction.repo.ts';
import { toTransactionListItem, toTransactionView } from './transaction.view.ts';
import type { PaymentEventBus } from '../../events/payment-events.ts';

/** GET /v1/transactions/ (admin): one page of a year's transactions; the current year unless `eventYear`. */
export async function listTransactionsPage(args: { db: Db; query: TransactionListQuery }): Promise<Paged<TransactionListItem>> {
  const { db, query } = args;
  populateSet(query.populate, TRANSACTION_POPULATE);
  const eventYear = query.eventYear ?? (await currentEventYear(db));
  const { rows, total } = await listTransactions(db, { eventYear, teamId: query.team, search: query.search || undefined, method: query.method }, query);
  return pagedResult(rows.map(toTransactionListItem), total, query);
}

/** What an admin reads of a transaction: the recorded view with its refunds and its audit history. */
export async function loadTransactionDetail(db: Db, id: number): Promise<TransactionDetail> {
  const record = await findTransactionRecord(db, id);
  if (!record) throw AppError.notFound('Transaction not found.');
  const view = toTransactionView(record);
  const refunds = await loadRefundViews(db, id);
  const history = (await listAuditEntries(db, 'transaction', id)).map(toAuditEntryView);
  const recorderId = record.transaction.recordedByUserId;
  const [recorder] = recorderId ? await findActors(db, [recorderId]) : [];
  // Pending refunds are reserved too: the processor may be making them now.
  const reservedCents = refunds.reduce((sum, r) => sum + toCents(r.amount), 0);
  return {
    ...view,
    refunded: centsToDollars(record.transaction.refundedCents),
    refundable: view.offline ? 0 : centsToDollars(Math.max(0, record.transaction.totalChargedCents - reservedCents)),
    refunds,
    history,
    recordedBy: toAuditActor(recorder ?? null, recorderId),
    messageHidden: record.transaction.donorMessageHidden,
  };
}

interface Support {
  supportingType: SupportingType;
  team: Pick<TeamRow, 'id' | 'name'> | null;
  eventCity: string | null;
}

const auditSupport = (s: Support) => ({ supportingType: s.supportingType, team: s.team ? { id: s.team.id, name: s.team.name } : null, eventCity: s.eventCity });

/**
 * PATCH /v1/transactions/supporting/{id}: moves a transaction and all its line items (refund
 * line items too) between a team and the event. Team totals are derived from line items
 * (docs/decisions/0111-team-total-raised.md), so both teams are locked (in id order) and recomputed in the same database
 * transaction, with the audit row. Team memberships of runners stay as they are. A move off the
 * team also takes the gift off its credited walker (docs/decisions/0008-fundraiser-credit.md): the fundraiser is cleared on
 * the transaction and its lines, their total recomputed, and the audit row names them.
 */
export async function changeSupport(args: { db: Db; events: PaymentEventBus; id: number; input: TransactionSupportInput; actor: AuthUser }): Promise<TransactionDetail> {
  const { db, events, id, input, actor } = args;
  await db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw AppError.notFound('Transaction not found.');
    let target: TeamRow | null = null;
    if (input.supportingType === 'team') {
      target = await findTeamById(tx, input.team!);
      if (!target) throw AppError.badRequest(SUPPORT_MESSAGES.teamNotFound, [{ field: 'team', message: SUPPORT_MESSAGES.teamNotFound }]);
    }
    const next = { teamId: target?.id ?? null, eventCity: target ? target.eventCity : (input.eventCity ?? null) };
    if (t.supportingType === input.supportingType && t.teamId === next.teamId && t.eventCity === next.eventCity) return;

    const affectedIds = [...new Set([t.teamId, next.teamId].filter((v): v is number => v !== null))].sort((a, b) => a - b);
    const locked = new Map<number, TeamRow>();
    for (const teamId of affectedIds) {
      const team = await lockTotalsFor(tx, teamId);
      if (team) locked.set(team.id, team);
    }
    const fundraiser = t.fundraiserPersonId && t.teamId !== next.teamId ? await findCreditedFundraiser(tx, id) : null;
    const uncredit = fundraiser ? { fundraiserPersonId: null } : {};
    await updateTransactionRow(tx, id, { supportingType: input.supportingType, ...next, ...uncredit });
    await moveLineItems(tx, id, { ...next, ...uncredit });
    const previousTeam = t.teamId ? (locked.get(t.teamId) ?? null) : null;
    const credit = fundraiser ? { fundraiser: { id: fundraiser.id, firstName: fundraiser.firstName, lastName: fundraiser.lastName } } : {};
    await appendAuditEntry(tx, {
      actorUserId: actor.id,
      action: 'transaction.support_changed',
      entity: 'transaction',
      entityId: id,
      before: { ...auditSupport({ supportingType: t.supportingType as SupportingType, team: previousTeam, eventCity: t.eventCity }), ...credit },
      after: { ...auditSupport({ supportingType: input.supportingType, team: target, eventCity: next.eventCity }), ...(fundraiser ? { fundraiser: null } : {}) },
    });
    for (const team of locked.values()) await recomputeTeamTotal(tx, team.id, team.year);
    if (fundraiser && previousTeam) {
      await settleFundraiserCredit(tx, { teamId: previousTeam.id, teamYear: previousTeam.year, personId: fundraiser.id, year: t.eventYear, cents: fundraiser.creditedCents });
    }
    await events.publish(tx, 'supportChanged', {
      transactionId: id,
      before: { teamId: t.teamId, fundraiserId: t.fundraiserPersonId },
      after: { teamId: next.teamId, fundraiserId: fundraiser ? null : t.fundraiserPersonId },
    });
  });
  return loadTransactionDetail(db, id);
}

/** PATCH /v1/transactions/{id} {hasShipped}: the invoice's Shipped switch, with its audit row. */
export async function setShipped(args: { db: Db; id: number; hasShipped: boolean; actor: AuthUser }): Promise<TransactionDetail> {
  const { db, id, hasShipped, actor } = args;
  await db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw AppError.notFound('Transaction not found.');
    if (t.hasShipped === hasShipped) return;
    await updateTransactionRow(tx, id, { hasShipped });
    await appendAuditEntry(tx, {
      actorUserId: actor.id,
      action: 'transaction.shipped_changed',
      entity: 'transaction',
      entityId: id,
      before: { hasShipped: t.hasShipped },
      after: { hasShipped },
    });
  });
  return loadTransactionDetail(db, id);
}

/**
 * PATCH /v1/transactions/{id}/fundraiser {fundraiser}: credits a gift to another member of its team
 * (or to nobody), with its audit row, in one database transaction (docs/decisions/0008-fundraiser-credit.md). The new
 * fundraiser must be a member of the supported team for the transaction's year (held against
 * removal until the commit). The transaction and its donation lines (refund lines too) change, and
 * both members' totals follow: recomputed for the team's current year, moved by the credited net
 * cents for a year the team has closed. Only a team gift with a donation can be credited; an
 * inactive or fully refunded gift may be, as its net credit (zero) moves with it.
 */
export async function changeFundraiser(args: {
  db: Db; events: PaymentEventBus; id: number; fundraiser: number | null; showMessage?: boolean; actor: AuthUser;
}): Promise<TransactionDetail> {
  const { db, events, id, fundraiser: nextId, actor } = args;
  await db.transaction(async (tx) => {
    const t = await lockTransaction(tx, id);
    if (!t) throw AppError.notFound('Transaction not found.');
    const notCreditable = () => AppError.badRequest(FUNDRAISER_MESSAGES.transactionNotCreditable, [{ field: 'fundraiser', message: FUNDRAISER_MESSAGES.transactionNotCreditable }]);
    if (t.supportingType !== 'team' || t.teamId === null) {
      if (nextId === null && t.fundraiserPersonId === null) return;
      throw notCreditable();
    }
    if (t.fundraiserPersonId === nextId) return;
    const team = await lockTotalsFor(tx, t.teamId);
    if (!team) throw notCreditable();
    let next: { id: number; firstName: string; lastName: string } | null = null;
    if (nextId !== null) {
      if (!(await hasDonationLine(tx, id))) throw notCreditable();
      next = await holdFundraiserForRecording(tx, team.id, nextId, t.eventYear);
      if (!next) {
        const message = CHECKOUT_MESSAGES.fundraiserNotOnTeam(nextId);
        throw AppError.badRequest(message, [{ field: 'fundraiser', message }]);
      }
    }
    const previous = await findCreditedFundraiser(tx, id);
    await setTransactionFundraiser(tx, id, nextId);
    // The donor wrote the message to the walker they chose: the admin keeps it on the new walker's page or hides it.
    const hideMessage = t.donorMessage !== null && args.showMessage !== undefined ? !args.showMessage : t.donorMessageHidden;
    if (hideMessage !== t.donorMessageHidden) await updateTransactionRow(tx, id, { donorMessageHidden: hideMessage });
    const messageChange = hideMessage !== t.donorMessageHidden ? { before: { messageHidden: t.donorMessageHidden }, after: { messageHidden: hideMessage } } : null;
    const named = (p: { id: number; firstName: string; lastName: string } | null) => (p ? { id: p.id, firstName: p.firstName, lastName: p.lastName } : null);
    await appendAuditEntry(tx, {
      actorUserId: actor.id,
      action: 'transaction.fundraiser_changed',
      entity: 'transaction',
      entityId: id,
      before: { fundraiser: named(previous), ...messageChange?.before },
      after: { fundraiser: named(next), ...messageChange?.after },
    });
    const credited = previous?.creditedCents ?? 0;
    for (const person of [previous?.id, next?.id]) {
      if (person === undefined) continue;
      // A closed year keeps its totals: the credited net cents move from one member to the other
      // (subtracting a negative amount adds it).
      await settleFundraiserCredit(tx, { teamId: team.id, teamYear: team.year, personId: person, year: t.eventYear, cents: person === previous?.id ? credited : -credited });
    }
    await events.publish(tx, 'supportChanged', {
      transactionId: id,
      before: { teamId: team.id, fundraiserId: previous?.id ?? null },
      after: { teamId: team.id, fundraiserId: next?.id ?? null },
    });
  });
  return loadTransactionDetail(db, id);
}
