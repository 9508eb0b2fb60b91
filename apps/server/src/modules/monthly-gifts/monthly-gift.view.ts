import { centsToDollars, type AdminMonthlyGift, type DonorMonthlyGift, type MonthlyGiftProvider, type MonthlyGiftStatus } from '@walkfund/domain';
import type { MonthlyGiftViewRow } from './monthly-gift.repo.ts';
import type { MonthlyGiftTemplate } from './monthly-gift-template.ts';

/** A monthly gift as the donor's page and the admins' grid show it (docs/features/monthly-gifts.md). Dollars at the API. */

const nameOf = (first: string | null, last: string | null) => (first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null);

/** "Team Tigers" while it supports a team, else "Tulsa event" (the receipts' words). */
function supportingOf(row: MonthlyGiftViewRow): string {
  return row.gift.teamId !== null && row.teamName ? `Team ${row.teamName}` : `${row.gift.eventCity || 'The'} event`;
}

/** What the donor and the admin read alike. */
function common(row: MonthlyGiftViewRow) {
  const { gift } = row;
  const status = gift.status as MonthlyGiftStatus;
  return {
    id: gift.id,
    amount: centsToDollars(gift.amountCents),
    coversFees: gift.coversFees,
    status,
    supporting: supportingOf(row),
    walker: nameOf(row.walkerFirstName, row.walkerLastName),
    startedOn: gift.startedOn,
    nextChargeOn: status === 'active' ? gift.nextChargeOn : null,
    monthsGiven: row.monthsGiven,
    totalGiven: centsToDollars(row.totalGivenCents),
    provider: gift.provider as MonthlyGiftProvider,
  };
}

export function toDonorMonthlyGift(row: MonthlyGiftViewRow): DonorMonthlyGift {
  const { gift } = row;
  const failing = gift.status === 'failed' || (gift.status === 'active' && gift.failureCount > 0);
  return {
    ...common(row),
    card: gift.paymentMethod ? { type: gift.paymentMethod.type, brand: gift.paymentMethod.brand, last4: gift.paymentMethod.last4 } : null,
    failureMessage: failing ? gift.lastFailureMessage : null,
  };
}

export function toAdminMonthlyGift(row: MonthlyGiftViewRow): AdminMonthlyGift {
  const person = (row.gift.template as Partial<MonthlyGiftTemplate> | null)?.person ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    ...common(row),
    donorName: nameOf(text(person.firstName), text(person.lastName)) ?? row.gift.donorEmail,
    donorEmail: row.gift.donorEmail,
    lastFailure: row.gift.lastFailureMessage,
  };
}
