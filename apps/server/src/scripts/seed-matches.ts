import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { employerMatchPledges, lineItems, matches, transactions } from '../db/schema/index.ts';

const DAY = 86_400_000;
const DEMO_EMPLOYERS = ['Devon Energy', 'Paycom'];

/**
 * Sponsor matches for the demo (docs/features/sponsor-matches.md): Acme doubles every gift of the
 * event for ten more days (up to $5,000), so the banner, the checkout's estimate and the admin
 * home show one, and the first gifts made in the demo are matched; an earlier, ended match; and
 * two donors who said their employer matches gifts, on the follow-up list.
 */
export async function seedMatches(tx: Tx, year: number, adminUserId: number): Promise<void> {
  const now = Date.now();
  await tx.insert(matches).values([
    {
      sponsorName: 'Acme Corp', ratio: 1, capCents: 500_000, remainingCents: 500_000, minGiftCents: 0, scope: 'event',
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
