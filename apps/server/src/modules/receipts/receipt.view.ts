import {
  centsToDollars, describeLineItem, formatEin, receiptAmounts, taxStatementText, toCents,
  type EventSettingsView, type ReceiptAmounts, type ReceiptView, type RefundView, type TransactionView,
} from '@walkfund/domain';

/** The settings a receipt needs: the event's name and the charity. */
export type ReceiptSettings = Pick<EventSettingsView, 'appTitle' | 'organization'>;
/** The succeeded refunds of the transaction, as refund.service.ts reads them. */
export type ReceiptRefund = Pick<RefundView, 'status' | 'amount' | 'lineItemsAmount' | 'items'>;

/** What a transaction's receipt states, in cents, net of its refunds (packages/domain/src/receipts/deductible.ts). */
export function receiptAmountsOf(t: TransactionView, refunds: readonly ReceiptRefund[]): ReceiptAmounts {
  const succeeded = refunds.filter((r) => r.status === 'succeeded');
  const refundedByLine = new Map<number, number>();
  for (const refund of succeeded) {
    for (const item of refund.items) refundedByLine.set(item.refundedLineItemId, (refundedByLine.get(item.refundedLineItemId) ?? 0) - toCents(item.amount));
  }
  return receiptAmounts({
    lines: t.lineItems.map((item) => ({
      type: item.type,
      label: describeLineItem(item, 'receipt-email'),
      paidCents: toCents(item.amount),
      refundedCents: refundedByLine.get(item.id) ?? 0,
    })),
    shippingFeeCents: toCents(t.shippingFee),
    feesCoveredCents: toCents(t.feesCovered),
    refundedOffLinesCents: succeeded.reduce((sum, r) => sum + toCents(r.amount) - toCents(r.lineItemsAmount), 0),
  });
}

/** The receipt of a transaction: only what a receipt needs (the donor's name, no contact details). */
export function toReceiptView(t: TransactionView, refunds: readonly ReceiptRefund[], settings: ReceiptSettings): ReceiptView {
  const amounts = receiptAmountsOf(t, refunds);
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
    shipping: centsToDollars(amounts.shippingCents),
    feesCovered: centsToDollars(amounts.feesCoveredCents),
    total: centsToDollars(amounts.totalCents),
    refunded: centsToDollars(amounts.refundedCents),
    valueReceived: centsToDollars(amounts.valueReceivedCents),
    deductible: centsToDollars(amounts.deductibleCents),
    taxStatement: taxStatementText(organization),
  };
}

/** The printable receipt's address on this site, for the email. */
export function receiptUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/frontend/receipt/${encodeURIComponent(token)}`;
}
