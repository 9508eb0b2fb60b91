import { and, asc, eq, ne } from 'drizzle-orm';
import { TEST_BANK_ACCOUNTS, TEST_BANK_NAME, type RecordedPaymentMethod } from '@walkfund/domain';
import type { Tx } from '../db/client.ts';
import { checkouts, teamMembers, teams, transactions } from '../db/schema/index.ts';

/** The demo's mix of how gifts were paid, in turn. */
const DEMO_METHODS: RecordedPaymentMethod[] = [
  { type: 'card', brand: 'visa', last4: '4242' },
  { type: 'apple_pay', brand: 'visa', last4: '4242' },
  { type: 'google_pay', brand: 'mastercard', last4: '4444' },
  { type: 'card', brand: 'amex', last4: '8431' },
  { type: 'link', brand: null, last4: null },
  { type: 'us_bank_account', brand: TEST_BANK_NAME, last4: '6789' },
];

/**
 * How the demo's gifts were paid (docs/features/payment-methods.md): the year's card payments get
 * methods in turn, and a walker of the first team has a bank transfer on its way (pending: shown,
 * not counted) and one that failed, so My Page, My Team, the admin's Pending list and the grids show them.
 */
export async function seedPaymentMethods(tx: Tx, year: number): Promise<void> {
  const paid = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.eventYear, year), ne(transactions.externalTransactionId, 'Offline')))
    .orderBy(asc(transactions.id));
  for (const [index, { id }] of paid.entries()) {
    const method = DEMO_METHODS[index % DEMO_METHODS.length]!;
    await tx.update(transactions).set({ paymentMethodType: method.type, paymentMethodBrand: method.brand, paymentMethodLast4: method.last4 }).where(eq(transactions.id, id));
  }

  const [member] = await tx
    .select({ teamId: teams.id, personId: teamMembers.personId, city: teams.eventCity })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.eventYear, year))
    .orderBy(asc(teams.id), asc(teamMembers.personId))
    .limit(1);
  if (!member) return;
  // A checkout payload as POST /v1/payment stores it (it is recorded from it if it settles).
  const payload = (firstName: string, donation: number, fee: number) => ({
    person: { firstName, lastName: 'Giver', email: `${firstName.toLowerCase()}.giver@example.org`, phone: '(405) 555-0199' },
    transaction: {
      eventYear: year, supportingType: 'team', team: member.teamId, eventCity: member.city, fundraiser: member.personId, coverFees: true, offline: false,
      paymentMethod: 'us_bank_account', totalCharged: donation + fee, feesCovered: fee, shippingFee: 0,
      billingContact: { name_on_card: `${firstName} Giver`, billing_address: '1 Main St', billing_city: 'Norman', billing_state: 'OK', billing_zip: '73069' },
    },
    lineItems: [{ type: 'donation', amount: donation }],
    teamMembers: [],
  });
  const bank = (account: string): RecordedPaymentMethod => ({ type: 'us_bank_account', brand: TEST_BANK_NAME, last4: account.slice(-4) });
  await tx.insert(checkouts).values([
    {
      provider: 'test', providerPaymentId: 'test_pi_demo_pending_bank', status: 'processing', amountCents: 10_080, payload: payload('Priya', 100, 0.8),
      paymentMethod: bank(TEST_BANK_ACCOUNTS.settles.accountNumber),
    },
    {
      provider: 'test', providerPaymentId: 'test_pi_demo_failed_bank', status: 'failed', amountCents: 6048, payload: payload('Marcus', 60, 0.48),
      paymentMethod: bank(TEST_BANK_ACCOUNTS.fails.accountNumber), failureMessage: TEST_BANK_ACCOUNTS.fails.outcome,
    },
  ]);
}
