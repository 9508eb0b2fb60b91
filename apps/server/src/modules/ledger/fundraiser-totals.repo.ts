import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reusableStatement } from '../../db/reusable-statement.ts';
import { persons, teamMembers, teams } from '../../db/schema/index.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';

// ---- Fundraiser credit (docs/decisions/0008-fundraiser-credit.md) ---------------------------------

/**
 * The sum a membership's raised_cents caches, for the membership row `m` joined with its team `t`:
 * the donation line items (and the sponsors' matches of them, docs/features/sponsor-matches.md) of its year credited to the person, over the team's active transactions,
 * refund lines included (negative), and, when the team is of that year, only those written since
 * the team's last reset: the team total's rule (writeTeamTotalFromLineItems) for the person's share.
 */
const membershipRaisedSum = sql`(select coalesce(sum(li.amount_cents), 0) from line_items li
    join transactions tr on tr.id = li.transaction_id
   where li.fundraiser_person_id = m.person_id and li.event_year = m.event_year and li.type in ('donation', 'match')
     and tr.team_id = m.team_id and tr.active
     and (t.year <> m.event_year or t.progress_reset_at is null or li.created_at >= t.progress_reset_at))`;

/** The fundraiser as a recording credits them: their membership of the team that year, held against removal. */
export async function selectFundraiserForRecording(tx: Tx, teamId: number, personId: number, year: number) {
  const [row] = await tx
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId), eq(teamMembers.eventYear, year)))
    .for('key share', { of: teamMembers });
  return row ?? null;
}

/**
 * The team (KEY SHARE, as selectTeamForRecording) and the credited walker's membership of it that
 * year (KEY SHARE, as selectFundraiserForRecording) in one statement: a credited gift's recording
 * reads both, and a round trip is most of a statement's cost (docs/benchmark.md). The walker is
 * read in a LATERAL join of the locked team: the nested loop locks the team's row before the
 * membership's, the order every other writer takes them in (ledger.service.ts).
 */
const teamAndFundraiserForRecordingStatement = reusableStatement('walkfund_team_and_fundraiser_for_recording', (db) => {
  const team = db.select().from(teams).where(eq(teams.id, sql.placeholder('teamId'))).for('key share').as('team');
  const fundraiser = db
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(teamMembers)
    .innerJoin(persons, eq(persons.id, teamMembers.personId))
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.personId, sql.placeholder('personId')), eq(teamMembers.eventYear, sql.placeholder('year'))))
    .for('key share', { of: teamMembers })
    .as('fundraiser');
  return db.select().from(team).leftJoinLateral(fundraiser, sql`true`);
});

export async function selectTeamAndFundraiserForRecording(tx: Tx, teamId: number, personId: number, year: number) {
  const [row] = await teamAndFundraiserForRecordingStatement(tx, { teamId, personId, year });
  return row ? { team: row.team as TeamRow, fundraiser: row.fundraiser } : null;
}

/**
 * The statement that adds one recorded transaction's credited lines (`cents`, summed from its
 * record) to the fundraiser's raised_cents, run with the team's total (transaction.writer.ts):
 * `+ cents` under the same conditions as teamTotalIncrement (the team of that year, the items
 * written after its last reset). It returns the membership's id when it counted them; when it
 * returns nothing the recording recomputes the membership in full.
 */
export function fundraiserCreditIncrement(teamId: number, personId: number, year: number, cents: number): SQL {
  return sql`
    update team_members m
       set raised_cents = m.raised_cents + ${cents}::bigint
      from teams t
     where m.team_id = ${teamId} and m.person_id = ${personId} and m.event_year = ${year}
       and t.id = m.team_id and t.year = ${year}
       and (t.progress_reset_at is null or t.progress_reset_at <= now())
    returning m.id`;
}

/**
 * Recomputes the raised_cents of a team's memberships of a year (one person's, or all) from the
 * line items, the rows locked first so a recording's increment waits for this commit (the sum is
 * read by a later statement, which sees every recording committed before the lock).
 */
export async function writeFundraiserTotalsFromLineItems(tx: Tx, teamId: number, year: number, personId?: number) {
  const which = and(eq(teamMembers.teamId, teamId), eq(teamMembers.eventYear, year), personId === undefined ? undefined : eq(teamMembers.personId, personId));
  const locked = await tx.select({ id: teamMembers.id }).from(teamMembers).where(which).for('update');
  if (!locked.length) return;
  await tx.execute(sql`
    update team_members m set raised_cents = ${membershipRaisedSum}
      from teams t
     where t.id = m.team_id and m.team_id = ${teamId} and m.event_year = ${year}
       ${personId === undefined ? sql`` : sql`and m.person_id = ${personId}`}`);
}

/** The given membership rows' raised_cents from the line items credited to them (rows just inserted, not yet seen by anyone else). */
export async function writeMembershipsRaisedFromLineItems(db: DbOrTx, membershipIds: number[]) {
  if (!membershipIds.length) return;
  await db.execute(sql`
    update team_members m set raised_cents = ${membershipRaisedSum}
      from teams t
     where t.id = m.team_id and m.id in (${sql.join(membershipIds.map((id) => sql`${id}`), sql`, `)})`);
}

/**
 * A refund of credited money of a year the team has closed: that year's membership keeps what it
 * raised then, less the refunded cents, never below zero (as subtractRefundFromHistory does for the team).
 */
export async function subtractFromFundraiser(tx: Tx, credit: { teamId: number; personId: number; year: number; cents: number }) {
  await tx
    .update(teamMembers)
    .set({ raisedCents: sql`greatest(${teamMembers.raisedCents} - ${credit.cents}, 0)` })
    .where(and(eq(teamMembers.teamId, credit.teamId), eq(teamMembers.personId, credit.personId), eq(teamMembers.eventYear, credit.year)));
}

/** A membership whose stored raised_cents differs from the full recompute. */
export interface FundraiserTotalMismatch {
  teamId: number;
  teamName: string;
  personId: number;
  firstName: string;
  lastName: string;
  year: number;
  storedCents: number;
  lineItemsCents: number;
}

/** Every membership of `year` against the full recompute of its raised_cents, in one statement. */
export async function findFundraiserTotalMismatches(db: DbOrTx, year: number): Promise<FundraiserTotalMismatch[]> {
  const result = await db.execute(sql`
    select m.team_id, t.name, m.person_id, p.first_name, p.last_name, m.event_year, m.raised_cents::text as stored, ${membershipRaisedSum}::text as computed
      from team_members m join teams t on t.id = m.team_id join persons p on p.id = m.person_id
     where m.event_year = ${year} order by m.team_id, m.person_id`);
  type Row = { team_id: number; name: string; person_id: number; first_name: string; last_name: string; event_year: number; stored: string; computed: string };
  return (result.rows as Row[])
    .filter((r) => r.stored !== r.computed)
    .map((r) => ({
      teamId: Number(r.team_id),
      teamName: r.name,
      personId: Number(r.person_id),
      firstName: r.first_name,
      lastName: r.last_name,
      year: Number(r.event_year),
      storedCents: Number(r.stored),
      lineItemsCents: Number(r.computed),
    }));
}
