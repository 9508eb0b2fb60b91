import { z } from 'zod';
import { MATCH_LINE_ITEM_TYPE, matchCandidates, matchTakeBackCents, matchedCents } from '@walkfund/domain';
import type { Tx } from '../../db/client.ts';
import type { PaymentEvents, TransactionRecorded } from '../../events/payment-events.ts';
import { lockTotalsFor, recomputeFundraiserTotals } from '../ledger/ledger.service.ts';
import {
  addTakenBack, addToRemaining, findRunningMatches, followTransactionCredit, insertEmployerPledge, insertMatchLineItems,
  holdTeamTotalRow, listTransactionCredits, lockMatchesById, matchWritesStatements, notifyMatchesChanged, readMatchesForRecording, refundedByLine,
} from './matches.repo.ts';
import type { RunningMatches } from './running-matches.ts';

/**
 * What a payment does to sponsor matches (docs/features/sponsor-matches.md), run by the payment
 * events' subscribers (matches-subscriptions.ts) inside the recording's or the refund's database
 * transaction: the matched amount is a line item of its own, written with the gift or not at all.
 *
 * Locks (docs/features/sponsor-matches.md, "Locks"). A match's remaining amount is one row every
 * matched gift changes, so the time a recording holds it sets how many matched gifts a second
 * there can be. A recording first reads the match without a lock (its team row held FOR NO KEY
 * UPDATE in the same statement, the lock its total update takes at the end anyway) and spends it
 * in its last statement under a guard (enough left, still running): the match row is held from
 * there to the commit. When the guard finds the amount gone, the recording is made again with the
 * team row held first and the match rows locked when read (lockSharedRows). Either way a recording
 * takes its team row before the match rows, as a refund does (its team FOR UPDATE, then the
 * match rows), so no two of them deadlock.
 */

type RecordedLine = TransactionRecorded['record']['lineItems'][number];

const giftOf = (line: RecordedLine) => ({ teamId: line.teamId, eventCity: line.eventCity, cents: line.amountCents });

/**
 * transactionRecorded: each donation line of the checkout is matched by the first running match
 * that covers it and has money left (the gift times the ratio, at most what is left: the last gift
 * may be matched in part). The match line is credited as its gift is (team, walker, city, year), so
 * the recording's own total update counts it; it joins the record, so the receipt shows it.
 */
export const matchRecordedGifts = (copy?: RunningMatches) => async (tx: Tx, { record, addToLastStatement, lockSharedRows }: TransactionRecorded): Promise<void> => {
  const t = record.transaction;
  const gifts = record.lineItems.filter((line) => line.type === 'donation' && line.refundId === null && line.amountCents > 0);
  if (!gifts.length) return;
  const at = t.createdAt;
  // From this instance's copy (running-matches.ts): no statement at all while no match runs.
  const running = copy ? await copy.runningAt(tx, at) : await findRunningMatches(tx, at);
  if (!running.length) return;
  const wanted = new Set(gifts.flatMap((gift) => matchCandidates(running, giftOf(gift)).map((m) => m.id)));
  if (!wanted.size) return;

  const lineIds = gifts.length;
  if (lockSharedRows && t.teamId !== null) await holdTeamTotalRow(tx, t.teamId);
  const read = await readMatchesForRecording(tx, [...wanted], at, lockSharedRows ? { lineIds, lock: true } : { lineIds, lock: false, holdTeam: t.teamId });
  const locked = read.matches;
  for (const m of locked) if (m.remainingCents <= 0) copy?.spent(m.id);
  const left = new Map(locked.map((m) => [m.id, m.remainingCents]));
  const plans: { gift: RecordedLine; match: (typeof locked)[number]; cents: number }[] = [];
  for (const gift of gifts) {
    const candidates = matchCandidates(locked.map((m) => ({ ...m, remainingCents: left.get(m.id)! })), giftOf(gift));
    const match = candidates.find((m) => m.remainingCents > 0);
    if (!match) continue;
    const cents = matchedCents(gift.amountCents, match.ratio, match.remainingCents);
    left.set(match.id, match.remainingCents - cents);
    plans.push({ gift, match, cents });
  }
  if (!plans.length) return;

  // Each match line is credited as its gift is (team, walker, city, year) and written at the
  // recording's now(), as its gift was.
  const lines: RecordedLine[] = plans.map(({ gift, match, cents }, index) => ({
    ...NO_LINE_DETAILS,
    id: read.lineIds[index]!,
    transactionId: t.id,
    type: MATCH_LINE_ITEM_TYPE,
    amountCents: cents,
    // The sponsor's name: lists, receipts and the thank-you page say who matched (LINE_ITEM_KINDS).
    primaryContact: match.sponsorName,
    teamId: gift.teamId,
    eventCity: gift.eventCity,
    eventYear: gift.eventYear,
    fundraiserPersonId: gift.fundraiserPersonId,
    createdAt: gift.createdAt,
  }));
  const writes = matchWritesStatements(
    lines,
    locked.filter((m) => left.get(m.id) !== m.remainingCents).map((m) => ({ matchId: m.id, cents: m.remainingCents - left.get(m.id)! })),
    plans.map(({ gift, match, cents }, index) => ({
      matchId: match.id,
      transactionId: t.id,
      donationLineItemId: gift.id,
      matchLineItemId: lines[index]!.id,
      giftCents: gift.amountCents,
      matchedCents: cents,
    })),
    at,
  );
  addToLastStatement(writes.statements, writes.expectedRows);
  // The record is what a read-back would find (events/payment-events.ts): its lines now include
  // the match, which the receipt shows and the recording's totals count.
  record.lineItems.push(...lines);
};

/** A match line's columns that only other kinds of line use. */
const NO_LINE_DETAILS = {
  personId: null,
  anonymous: false,
  myEmployer: null,
  useEmployerAsName: false,
  productDetails: null,
  runnerDetails: null,
  shippingAddress: null,
  refundId: null,
  refundedLineItemId: null,
} satisfies Partial<RecordedLine>;

/**
 * transactionRefunded: each matched gift of the transaction gives back its share of the match,
 * proportionally to what its donation line has had refunded in all (matchTakeBackCents: a full
 * refund gives it all back), as a refund line off the match line; the match's remaining amount
 * grows by as much. The refund then recomputes the team's and the walker's totals, which count it.
 */
export async function takeBackRefundedMatches(tx: Tx, { transactionId, refundId }: PaymentEvents['transactionRefunded']): Promise<void> {
  const credits = await listTransactionCredits(tx, transactionId);
  if (!credits.length) return;
  const refunded = await refundedByLine(tx, transactionId);
  const plans = credits
    .map(({ credit, matchLine }) => ({
      credit,
      matchLine,
      cents: matchTakeBackCents({
        matchedCents: credit.matchedCents,
        giftCents: credit.giftCents,
        refundedGiftCents: refunded.get(credit.donationLineItemId) ?? 0,
        takenBackCents: credit.takenBackCents,
      }),
    }))
    .filter((plan) => plan.cents > 0);
  if (!plans.length) return;

  const teamId = plans[0]!.matchLine.teamId;
  if (teamId !== null) await lockTotalsFor(tx, teamId);
  await lockMatchesById(tx, [...new Set(plans.map((p) => p.credit.matchId))]);
  await insertMatchLineItems(
    tx,
    plans.map(({ matchLine, cents }) => ({
      transactionId,
      type: MATCH_LINE_ITEM_TYPE,
      amountCents: -cents,
      primaryContact: matchLine.primaryContact,
      personId: null,
      teamId: matchLine.teamId,
      eventCity: matchLine.eventCity,
      eventYear: matchLine.eventYear,
      fundraiserPersonId: matchLine.fundraiserPersonId,
      refundId,
      refundedLineItemId: matchLine.id,
    })),
  );
  for (const { credit, cents } of plans) await addTakenBack(tx, credit.id, cents);
  const back = new Map<number, number>();
  for (const { credit, cents } of plans) back.set(credit.matchId, (back.get(credit.matchId) ?? 0) + cents);
  await addToRemaining(tx, [...back].map(([matchId, deltaCents]) => ({ matchId, deltaCents })));
  // A match spent to nothing has money again: every instance reads its copy again (running-matches.ts).
  await notifyMatchesChanged(tx);
}

/**
 * supportChanged: the match follows its gift. Change Support moves every line of the transaction
 * (match lines too) and the totals follow already; a change of credited walker moves only the
 * donation lines, so the match lines take the transaction's walker here and, in the team's
 * current year, both walkers' totals are recomputed (in a closed year the writer moved the whole
 * credited amount, match included, already). The team is locked by the writer.
 */
export async function followSupportChange(tx: Tx, { transactionId, before, after }: PaymentEvents['supportChanged']): Promise<void> {
  if (before.fundraiserId === after.fundraiserId) return;
  const moved = await followTransactionCredit(tx, transactionId);
  if (!moved || after.teamId === null) return;
  const team = await lockTotalsFor(tx, after.teamId);
  if (!team || team.year !== moved.eventYear) return;
  for (const personId of [before.fundraiserId, after.fundraiserId]) {
    if (personId !== null) await recomputeFundraiserTotals(tx, team.id, moved.eventYear, personId);
  }
}

const employerAnswerSchema = z.object({ transaction: z.object({ employerMatches: z.boolean().optional() }) });

/**
 * transactionRecorded: a donor who answered yes to "Does your employer match gifts?" with an
 * employer named joins the admins' follow-up list (one row per transaction).
 */
export async function recordEmployerPledge(tx: Tx, { record }: TransactionRecorded): Promise<void> {
  const answer = employerAnswerSchema.safeParse(record.checkout?.payload);
  if (!answer.success || answer.data.transaction.employerMatches !== true) return;
  const employer = record.lineItems.find((line) => line.type === 'donation' && line.myEmployer)?.myEmployer?.trim();
  if (!employer) return;
  await insertEmployerPledge(tx, { transactionId: record.transaction.id, personId: record.donor?.id ?? null, employer, eventYear: record.transaction.eventYear });
}
