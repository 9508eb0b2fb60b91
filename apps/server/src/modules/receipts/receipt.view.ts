import {
  centsToDollars, feesCoveredLabel, formatEin, isMonthlyPayload, paymentMethodLabel, receiptMonthOf, taxStatementText, transactionReceiptAmounts, type EventSettingsView, type ReceiptMonth,
  type ReceiptRefund, type ReceiptView, type TransactionView,
} from '@walkfund/domain';
import type { TransactionRecord } from '../../events/payment-events.ts';

/** The settings a receipt needs: the event's name and the charity. */
export type ReceiptSettings = Pick<EventSettingsView, 'appTitle' | 'organization'>;
export type { ReceiptMonth, ReceiptRefund };

/**
 * A monthly gift's month (docs/features/monthly-gifts.md, "The receipt"), from what the transaction
 * carries: a later month's paymentDetails, the first month's checkout (`transaction.monthly`).
 * Null for any other gift.
 */
export function receiptMonthOfRecord(record: TransactionRecord): ReceiptMonth | null {
  return receiptMonthOf({
    paymentDetails: record.transaction.paymentDetails,
    monthlyCheckout: isMonthlyPayload(record.checkout?.payload),
    hasDonation: record.lineItems.some((item) => item.type === 'donation'),
    recordedAt: record.transaction.createdAt,
  });
}

/** The receipt of a transaction: only what a receipt needs (the donor's name, no contact details). */
export function toReceiptView(t: TransactionView, refunds: readonly ReceiptRefund[], settings: ReceiptSettings, monthlyGift: ReceiptMonth | null = null): ReceiptView {
  const amounts = transactionReceiptAmounts(t, refunds);
  const { organization } = settings;
  return {
    transactionId: t.id,
    date: t.createdAt,
    updated: amounts.refundedCents > 0,
    donorName: `${t.contactFirstName} ${t.contactLastName}`.trim(),
    eventTitle: settings.appTitle,
    eventYear: t.eventYear,
    supporting: t.supportingType === 'team' && t.team ? `Team ${t.team.name}` : `${t.eventCity ?? 'The'} event`,
    offline: t.offline,
    organization: {
      legalName: organization.legalName,
      ein: formatEin(organization.ein),
      mailingAddress: organization.mailingAddress,
      logo: organization.logo,
      contactEmail: organization.contactEmail,
    },
    lines: amounts.lines.map((line) => ({
      type: line.type,
      label: line.label,
      amount: centsToDollars(line.amountCents),
      valueReceived: centsToDollars(line.valueReceivedCents),
      deductible: centsToDollars(line.deductibleCents),
    })),
    matches: amounts.matches.map((m) => ({ label: m.label, amount: centsToDollars(m.amountCents) })),
    shipping: centsToDollars(amounts.shippingCents),
    feesCovered: centsToDollars(amounts.feesCoveredCents),
    total: centsToDollars(amounts.totalCents),
    refunded: centsToDollars(amounts.refundedCents),
    valueReceived: centsToDollars(amounts.valueReceivedCents),
    deductible: centsToDollars(amounts.deductibleCents),
    taxStatement: taxStatementText(organization),
    // A gift in honour or in memory of someone says so (docs/features/tributes.md).
    tribute: t.tribute?.text ?? null,
    // An offline payment keeps "card" in its column (docs/features/payment-methods.md): it names no method.
    paymentMethod: t.offline ? null : paymentMethodLabel(t.paymentMethod),
    feesCoveredLabel: feesCoveredLabel(t.paymentMethod?.type),
    monthlyGift,
  };
}

/** The printable receipt's address on this site, for the email. */
export function receiptUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/receipt/${encodeURIComponent(token)}`;
}
