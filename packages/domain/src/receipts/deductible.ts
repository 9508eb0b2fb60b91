import type { RecordedLineItemType } from '../lineitems/constants.ts';
import { isDonorPaid } from '../checkout/line-item-kinds.ts';

/**
 * What a donor may deduct (docs/decisions/0012-receipts.md): the IRS asks a charity's receipt to state the value of the
 * goods or services given in return, and only the rest is a deductible contribution.
 * - a donation line: nothing received, all deductible;
 * - a T-shirt or a 5k registration: the amount paid for it is the value received, none deductible;
 * - shipping pays for delivering those goods: value received too;
 * - card fees the donor chose to cover are an extra gift to the charity: deductible.
 * Refunds are taken off first: the receipt states what was kept.
 * A sponsor's match (docs/features/sponsor-matches.md) is the sponsor's gift, not the donor's: it is
 * stated apart (`matches`) and counts in none of the donor's amounts.
 */

/** One recorded line item with what was refunded off it, in cents. */
export interface ReceiptLineInput {
  type: RecordedLineItemType;
  label: string;
  paidCents: number;
  /** Sum of the refunds taken off this line (a positive number). */
  refundedCents: number;
}

export interface ReceiptAmountsInput {
  lines: readonly ReceiptLineInput[];
  shippingFeeCents: number;
  feesCoveredCents: number;
  /**
   * The part of the refunds that came off no line item (refund.lineItemsAmount < refund.amount):
   * allocateRefund takes that from shipping and the covered fee.
   */
  refundedOffLinesCents: number;
}

export interface ReceiptLine {
  type: RecordedLineItemType;
  label: string;
  /** What was kept of this line: paid minus refunded. */
  amountCents: number;
  valueReceivedCents: number;
  deductibleCents: number;
}

export interface ReceiptAmounts {
  lines: ReceiptLine[];
  /** Kept of the shipping fee, and of the covered card fees. */
  shippingCents: number;
  feesCoveredCents: number;
  /** Everything kept: the lines, shipping and the covered fees. */
  totalCents: number;
  /** The value of the goods and services given in return (shirts, registrations, shipping). */
  valueReceivedCents: number;
  deductibleCents: number;
  /** Sum of all refunds. */
  refundedCents: number;
  /** The sponsors' matches of this gift, net of what refunds took back: not the donor's money. */
  matches: { label: string; amountCents: number }[];
  matchedCents: number;
}

/** Whether what was paid for a line item bought something (goods or services) rather than gave. */
export function isValueReceived(type: RecordedLineItemType): boolean {
  return type !== 'donation';
}

export function receiptAmounts(input: ReceiptAmountsInput): ReceiptAmounts {
  const matches = input.lines
    .filter((line) => !isDonorPaid(line.type))
    .map((line) => ({ label: line.label, amountCents: Math.max(0, line.paidCents - line.refundedCents) }));
  const donorLines = input.lines.filter((line) => isDonorPaid(line.type));
  const lines = donorLines.map((line): ReceiptLine => {
    const amountCents = Math.max(0, line.paidCents - line.refundedCents);
    const received = isValueReceived(line.type);
    return { type: line.type, label: line.label, amountCents, valueReceivedCents: received ? amountCents : 0, deductibleCents: received ? 0 : amountCents };
  });
  // A refund's part off no line comes off the covered fee first, then shipping: the receipt never
  // states more as deductible than what is certain to have been kept as a gift.
  let offLines = Math.max(0, input.refundedOffLinesCents);
  const feesOff = Math.min(offLines, Math.max(0, input.feesCoveredCents));
  offLines -= feesOff;
  const feesCoveredCents = Math.max(0, input.feesCoveredCents) - feesOff;
  const shippingCents = Math.max(0, Math.max(0, input.shippingFeeCents) - offLines);

  const sum = (pick: (line: ReceiptLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const valueReceivedCents = sum((l) => l.valueReceivedCents) + shippingCents;
  const deductibleCents = sum((l) => l.deductibleCents) + feesCoveredCents;
  const refundedCents = donorLines.reduce((total, l) => total + Math.max(0, l.refundedCents), 0) + Math.max(0, input.refundedOffLinesCents);
  const matchedCents = matches.reduce((total, m) => total + m.amountCents, 0);
  return { lines, shippingCents, feesCoveredCents, totalCents: valueReceivedCents + deductibleCents, valueReceivedCents, deductibleCents, refundedCents, matches, matchedCents };
}
