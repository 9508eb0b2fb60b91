import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { employerMatchPledges, lineItems, matches, teams, transactions } from '../db/schema/index.ts';

const DAY = 86_400_000;
const DEMO_EMPLOYERS = ['Devon Energy', 'Paycom'];

/** The demo team whose gifts Acme matches: one no browser journey gives to, as they check totals to the cent. */
export const DEMO_MATCHED_TEAM = 'Jenks Trojans for Autism';

/**
 * Sponsor matches for the demo (docs/features/sponsor-matches.md): Acme doubles every gift to one
 * demo team (DEMO_MATCHED_TEAM) for ten more days (up to $5,000), so its page and its walkers' pages show the
 * banner, the checkout's estimate and the admin home show one, and gifts to it are matched; an
 * earlier, ended match; and two donors who said their employer matches gifts, on the follow-up list.
 * The running match covers one team, not the event: gifts to every other team count as given, as
 * the browser journeys that check totals to the cent expect.
 */
export async function seedMatches(tx: Tx, year: number, adminUserId: number): Promise<void> {
  const now = Date.now();
  const [matchedTeam] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.name, DEMO_MATCHED_TEAM)).limit(1);
  await tx.insert(matches).values([
    {
      sponsorName: 'Acme Corp', ratio: 1, capCents: 500_000, remainingCents: 500_000, minGiftCents: 0, scope: 'team', teamId: matchedTeam?.id ?? null,
      startsAt: new Date(now - 3 * DAY), endsAt: new Date(now + 10 * DAY), createdByUserId: adminUserId,
    },
    {
      sponsorName: 'Main Street Bank', ratio: 2, capCents: 100_000, remainingCents: 100_000, minGiftCents: 2500, scope: 'city', eventCity: 'Tulsa',
      startsAt: new Date(now - 40 * DAY), endsAt: new Date(now - 30 * DAY), createdByUserId: adminUserId,
    },
  ]);
  const gifts = await tx
    .selectDistinct({ id: transactions.id, personId: transactions.donatorPersonId })
    .from(transactions)
    .innerJoin(lineItems, and(eq(lineItems.transactionId, transactions.id), eq(lineItems.type, 'donation')))
    .where(eq(transactions.eventYear, year))
    .orderBy(asc(transactions.id))
    .limit(DEMO_EMPLOYERS.length);
  if (gifts.length) {
    await tx.insert(employerMatchPledges).values(gifts.map((g, i) => ({ transactionId: g.id, personId: g.personId, employer: DEMO_EMPLOYERS[i]!, eventYear: year })));
  }
}
