import { eq } from 'drizzle-orm';
import { feeCents, toCents } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { lineItems, transactions } from '../db/schema/index.ts';
import { addPerson as insertPerson } from '../modules/membership/membership.service.ts';
import { insertLineItems, insertTransaction } from '../modules/transactions/transaction.repo.ts';

/** The demo donor (docs/features/my-giving.md): "Find my gifts" with this email shows gifts over two years. */
export const DEMO_DONOR_EMAIL = 'donor@walkfund.local';

const DAY = 86_400_000;

/** The demo donor's gift of last year, a month before today's date last year: the admin home's comparison counts it. */
export const DEMO_DONOR_LAST_YEAR_DOLLARS = 50;

/**
 * A donor who gave to the event last year and twice this year (one with the card fee covered), so
 * the donor's page lists gifts of two years and offers a statement for each. Event gifts only: no
 * team's total changes, so `npm run totals:check` stays clean.
 */
export async function seedMyGiving(tx: Tx, year: number): Promise<void> {
  const now = Date.now();
  const gifts = [
    { eventYear: year - 1, dollars: DEMO_DONOR_LAST_YEAR_DOLLARS, coverFee: false, at: new Date(now - (365 + 30) * DAY), city: 'Tulsa' },
    { eventYear: year, dollars: 35, coverFee: true, at: new Date(now - 20 * DAY), city: 'Oklahoma City' },
    { eventYear: year, dollars: 100, coverFee: false, at: new Date(now - 2 * DAY), city: 'Oklahoma City' },
  ];
  for (const [index, gift] of gifts.entries()) {
    const donor = await insertPerson(tx, { firstName: 'Gail', lastName: 'Giver', email: DEMO_DONOR_EMAIL, eventYear: gift.eventYear, event: 'donor', eventCity: gift.city });
    const amountCents = toCents(gift.dollars);
    const fee = gift.coverFee ? feeCents(amountCents) : 0;
    const { id } = await insertTransaction(tx, {
      supportingType: 'event',
      teamId: null,
      eventCity: gift.city,
      eventYear: gift.eventYear,
      donatorPersonId: donor.id,
      totalAmountCents: amountCents,
      totalChargedCents: amountCents + fee,
      feesCoveredCents: fee,
      shippingFeeCents: 0,
      contactFirstName: 'Gail',
      contactLastName: 'Giver',
      contactEmail: DEMO_DONOR_EMAIL,
      billingContact: { name_on_card: 'Gail Giver', billing_address: '12 Elm St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013', email: DEMO_DONOR_EMAIL },
      externalTransactionId: `pi_demo_giver_${index + 1}`,
      paymentDetails: { provider: 'test', demo: true },
    });
    await insertLineItems(tx, id, [
      { type: 'donation', amountCents, primaryContact: 'Gail Giver', personId: donor.id, teamId: null, eventCity: gift.city, eventYear: gift.eventYear },
    ]);
    // The gift's own date, so the statements fall in their calendar years.
    await tx.update(transactions).set({ createdAt: gift.at, updatedAt: gift.at }).where(eq(transactions.id, id));
    await tx.update(lineItems).set({ createdAt: gift.at }).where(eq(lineItems.transactionId, id));
  }
}
