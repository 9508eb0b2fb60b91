import type { SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';
import {
  findFundraiserTotalMismatches, fundraiserCreditIncrement, selectFundraiserForRecording, selectTeamAndFundraiserForRecording, subtractFromFundraiser, writeFundraiserTotalsFromLineItems,
  writeMembershipsRaisedFromLineItems, type FundraiserTotalMismatch,
} from './fundraiser-totals.repo.ts';
import { subtractRefundFromHistory, subtractRefundFromMemberHistory } from './history-totals.repo.ts';
import {
  findTeamTotalMismatches, selectTeamForRecording, selectTeamForUpdate, teamTotalIncrement, writeTeamTotalFromLineItems, type TeamTotalMismatch,
} from './team-totals.repo.ts';

/*
 * The ledger (docs/architecture.md, "The ledger and membership"): a team's totalRaised
 * (docs/decisions/0111-team-total-raised.md), a fundraiser's raised_cents on their membership
 * (docs/decisions/0008-fundraiser-credit.md), the locks their writers take, a refund's subtraction from
 * closed years, and the full recompute `npm run totals:check` compares with. Teams, persons,
 * transactions and the scripts call it; it imports no other module (eslint.config.js).
 */

export type { FundraiserTotalMismatch, TeamTotalMismatch };

/**
 * The team row locked (FOR UPDATE) until the transaction ends: every writer of the team's totals, and
 * every change to the team itself (a reset, a reactivation, a new captain or city, a member leaving),
 * takes it first, so they happen one at a time and a recording (holdTeamForRecording) waits for them.
 */
export async function lockTotalsFor(tx: Tx, teamId: number): Promise<TeamRow | null> {
  return selectTeamForUpdate(tx, teamId);
}

/**
 * The team a checkout is recorded for, held with a KEY SHARE lock: a team change (lockTotalsFor)
 * waits for the recording and the other way round, while recordings to one team run side by side.
 */
export async function holdTeamForRecording(tx: Tx, teamId: number): Promise<TeamRow | null> {
  return selectTeamForRecording(tx, teamId);
}

/** The fundraiser a gift is credited to: their membership of the team that year, held against removal until the commit; null when not a member. */
export async function holdFundraiserForRecording(tx: Tx, teamId: number, personId: number, year: number) {
  return selectFundraiserForRecording(tx, teamId, personId, year);
}

/**
 * holdTeamForRecording and, when a walker is credited, holdFundraiserForRecording, in one
 * statement and in that order: the team (null when there is none) and the walker's membership that
 * year (null when they are not a member).
 */
export async function holdTeamAndFundraiserForRecording(
  tx: Tx,
  teamId: number,
  fundraiser: { personId: number; year: number } | null,
): Promise<{ team: TeamRow | null; fundraiser: Awaited<ReturnType<typeof selectFundraiserForRecording>> }> {
  if (!fundraiser) return { team: await selectTeamForRecording(tx, teamId), fundraiser: null };
  const found = await selectTeamAndFundraiserForRecording(tx, teamId, fundraiser.personId, fundraiser.year);
  return { team: found?.team ?? null, fundraiser: found?.fundraiser ?? null };
}

/** The team's totalRaised of `year` recomputed from its line items and stored; the team locked by the caller. Answers the cents. */
export async function recomputeTeamTotal(tx: DbOrTx, teamId: number, year: number): Promise<number> {
  return writeTeamTotalFromLineItems(tx, teamId, year);
}

/** The raised_cents of the team's memberships of `year` (one person's, or all) recomputed from their credited line items. */
export async function recomputeFundraiserTotals(tx: Tx, teamId: number, year: number, personId?: number): Promise<void> {
  await writeFundraiserTotalsFromLineItems(tx, teamId, year, personId);
}

/**
 * Memberships just made (membership's addTeamMembers): someone removed and added back in the same
 * year keeps the gifts still credited to them (docs/decisions/0008-fundraiser-credit.md), so each new row
 * starts from them, not from zero.
 */
export async function restoreCreditOfNewMemberships(db: DbOrTx, membershipIds: number[]): Promise<void> {
  await writeMembershipsRaisedFromLineItems(db, membershipIds);
}

/** One recorded transaction's credit: its team (none for the event) and the walker it is credited to. */
export interface RecordingCredit {
  teamId: number | null;
  fundraiserPersonId: number | null;
  year: number;
}

/** What a recording's totals count of one of its line items. */
export type CreditedLine = { amountCents: number; eventYear: number; fundraiserPersonId: number | null };

/**
 * The statements that add a recorded transaction's line items to its team's total and its credited
 * lines to the fundraiser's (`+ cents`), for the writer to run in one round trip with its last
 * statement (runTogether): the team's row stays locked from this update to the commit, so concurrent
 * checkouts to one team wait the least. `lines` are every line the recording wrote (its record's),
 * those written in the last statement itself included: a statement does not see the rows its
 * neighbours in one round trip write, so the sums are made here, not read. Then completeCreditOfRecording.
 */
export function creditTeamTotals(credit: RecordingCredit, lines: readonly CreditedLine[]): { team_total?: SQL; fundraiser_credit?: SQL } {
  const { teamId, fundraiserPersonId, year } = credit;
  const ofYear = lines.filter((line) => line.eventYear === year);
  const sum = (some: readonly CreditedLine[]) => some.reduce((cents, line) => cents + line.amountCents, 0);
  return {
    team_total: teamId ? teamTotalIncrement(teamId, year, sum(ofYear)) : undefined,
    fundraiser_credit:
      teamId && fundraiserPersonId
        ? fundraiserCreditIncrement(teamId, fundraiserPersonId, year, sum(ofYear.filter((line) => line.fundraiserPersonId === fundraiserPersonId)))
        : undefined,
  };
}

/**
 * After creditTeamTotals ran (`done`: the rows each statement counted): an increment that counted
 * nothing (the team of another year, a reset meanwhile) is replaced by the full recompute.
 */
export async function completeCreditOfRecording(tx: Tx, credit: RecordingCredit, done: { team_total?: number; fundraiser_credit?: number }): Promise<void> {
  const { teamId, fundraiserPersonId, year } = credit;
  if (teamId && !done.team_total) await writeTeamTotalFromLineItems(tx, teamId, year);
  if (teamId && fundraiserPersonId && !done.fundraiser_credit) await writeFundraiserTotalsFromLineItems(tx, teamId, year, fundraiserPersonId);
}

/**
 * A walker's credit after a change to their gifts of `year` (a refund, a gift moved or credited to
 * someone else), the team locked by the caller: recomputed when the team is of that year
 * (`teamYear`); for a year the team has closed, its membership keeps what it raised then, moved by
 * `cents` (less, never below zero; a negative amount adds).
 */
export async function settleFundraiserCredit(
  tx: Tx,
  change: { teamId: number; teamYear: number | null; personId: number; year: number; cents: number },
): Promise<void> {
  if (change.teamYear === change.year) await writeFundraiserTotalsFromLineItems(tx, change.teamId, change.year, change.personId);
  else if (change.cents) await subtractFromFundraiser(tx, { teamId: change.teamId, personId: change.personId, year: change.year, cents: change.cents });
}

/**
 * A refund's subtraction from the totals, in the refund's transaction: the team locked and its
 * total recomputed; a year already closed into the team's history counted this money, so it follows
 * the refund too; the credited walker loses the same share of the donation line as the team
 * (docs/decisions/0008-fundraiser-credit.md), and so does their raised kept in that year's history,
 * when it was closed after the gift.
 */
export async function subtractRefundFromTotals(
  tx: Tx,
  refund: { teamId: number; year: number; lineItemsCents: number; transactionCreatedAt: Date; fundraiser: { personId: number; cents: number } | null },
): Promise<void> {
  const { teamId, year, transactionCreatedAt } = refund;
  const team = await selectTeamForUpdate(tx, teamId);
  if (team) await writeTeamTotalFromLineItems(tx, team.id, team.year);
  await subtractRefundFromHistory(tx, { teamId, year, cents: refund.lineItemsCents, transactionCreatedAt });
  if (!refund.fundraiser) return;
  const { personId, cents } = refund.fundraiser;
  await settleFundraiserCredit(tx, { teamId, teamYear: team?.year ?? null, personId, year, cents });
  if (cents) await subtractRefundFromMemberHistory(tx, { teamId, year, personId, cents, transactionCreatedAt });
}

/** Every stored total that differs from the full recompute: every team's, and every membership's of `year`. Read-only. */
export async function findTotalsMismatches(db: DbOrTx, year: number): Promise<{ teams: TeamTotalMismatch[]; fundraisers: FundraiserTotalMismatch[] }> {
  return { teams: await findTeamTotalMismatches(db), fundraisers: await findFundraiserTotalMismatches(db, year) };
}

/**
 * Recomputes each total named (findTotalsMismatches), one database transaction each with its team
 * locked first, as every writer of a total does (`npm run totals:check -- --fix`).
 */
export async function recomputeTotals(db: Db, mismatches: { teams: Pick<TeamTotalMismatch, 'id'>[]; fundraisers: Pick<FundraiserTotalMismatch, 'teamId' | 'year' | 'personId'>[] }): Promise<void> {
  for (const m of mismatches.teams) {
    await db.transaction(async (tx) => {
      const team = await selectTeamForUpdate(tx, m.id);
      if (team) await writeTeamTotalFromLineItems(tx, team.id, team.year);
    });
  }
  for (const m of mismatches.fundraisers) {
    await db.transaction(async (tx) => {
      if (await selectTeamForUpdate(tx, m.teamId)) await writeFundraiserTotalsFromLineItems(tx, m.teamId, m.year, m.personId);
    });
  }
}
