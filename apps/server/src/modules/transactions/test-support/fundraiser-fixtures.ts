import { and, eq } from 'drizzle-orm';
import type { CheckoutPayloadInput } from '@walkfund/domain';
import { createTeamMember } from '../../../../test/factories.ts';
import type { Db } from '../../../db/client.ts';
import { teamMembers } from '../../../db/schema/index.ts';
import { buildCheckout, type CartSpec } from '../../payments/test-support/checkout-fixtures.ts';
import { buildTeam } from '../../teams/test-support/team-fixtures.ts';

/** An active team of the current year with one member who fundraises (docs/decisions/0008-fundraiser-credit.md). */
export async function teamWithFundraiser(db: Db) {
  const team = await buildTeam(db);
  const walker = await createTeamMember(db, team.id, { firstName: 'Wendy', lastName: 'Walker' });
  return { team, walker };
}

/** A checkout crediting `fundraiser` (a person id), with an optional donor message. */
export function creditedCheckout(cart: CartSpec, fundraiser: number, message?: string): CheckoutPayloadInput {
  const payload = buildCheckout(cart);
  return { ...payload, transaction: { ...payload.transaction, fundraiser, ...(message === undefined ? {} : { message }) } };
}

/** The membership's raised_cents for the team and year (the team's year when not given). */
export async function raisedCents(db: Db, teamId: number, personId: number, year?: number): Promise<number> {
  const rows = await db
    .select({ cents: teamMembers.raisedCents, year: teamMembers.eventYear })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId)));
  const row = year === undefined ? rows[0] : rows.find((r) => r.year === year);
  if (!row) throw new Error(`person ${personId} is not on team ${teamId}`);
  return row.cents;
}
