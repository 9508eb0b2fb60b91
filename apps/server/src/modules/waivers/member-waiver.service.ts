import type { WaiverAcceptanceInput } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { recordBroughtWaivers, requireWaivers } from './waiver-checkout.ts';
import { queueWaiverLinkIfMissing } from './waiver-links.service.ts';

/**
 * The waiver rule of every path that adds a person to a team outside checkout and the gate (the
 * join flow, a captain's add-member form, an admin's user or person), as
 * docs/decisions/0011-event-day-check-in.md sets it for checkout, joining and walk-ups:
 * - an acceptance that is sent is checked against the current version, whoever sends it;
 * - without one, a person who adds themselves (the join flow) is refused when a waiver is
 *   published for the team's city, and a member their team's captain or an admin adds is sent the
 *   single-use link instead.
 * Checked before anything is written (checkMemberWaiver); stored, and the link queued, in the
 * transaction that adds the member (recordMemberWaiver), so a refused or rolled-back add emails nobody.
 */

export interface NewMember {
  name: string;
  waiver: WaiverAcceptanceInput | null | undefined;
  birthDate?: string | null;
}

/** Reads only: the acceptance to store (null when none is needed or the link will ask for it). */
export async function checkMemberWaiver(
  db: DbOrTx,
  args: { team: { eventCity: string; year: number }; member: NewMember; addedByCaptainOrAdmin: boolean },
): Promise<WaiverAcceptanceInput | null> {
  const { team, member } = args;
  if (args.addedByCaptainOrAdmin && !member.waiver) return null;
  const [acceptance] = await requireWaivers(db, {
    eventCity: team.eventCity, eventYear: team.year,
    people: [{ path: '', name: member.name, kind: 'walk', waiver: member.waiver, birthDate: member.birthDate }],
  });
  return acceptance ?? null;
}

/** In the adding transaction, after the membership: the acceptance stored, else the link queued when one is missing. */
export async function recordMemberWaiver(
  tx: DbOrTx,
  args: { team: { year: number }; personId: number; acceptance: WaiverAcceptanceInput | null; ipAddress: string | null },
): Promise<void> {
  await recordBroughtWaivers(tx, { eventYear: args.team.year, ipAddress: args.ipAddress, people: [{ personId: args.personId, waiver: args.acceptance }] });
  await queueWaiverLinkIfMissing(tx, args.personId, args.team.year);
}
