import type { ColDef } from 'ag-grid-community';
import { paymentMethodLabel, type TransactionListItem } from '@walkfund/domain';
import { dateColumn, moneyColumn, numberColumn, textColumn } from '../../../components/report-grid/report-columns.ts';
import { formatReportDate } from '../../../lib/format.ts';

/** A row of the Transactions report (docs/spec/back-office.md, Reports 6). */
export interface TransactionReportRow {
  added: string;
  lastName: string;
  firstName: string;
  eventYear: number;
  eventCity: string;
  amount: number;
  totalCharged: number;
  shippingFee: number;
  feesCovered: number;
  transactionId: string;
  email: string;
  /** What refunds gave back (docs/decisions/0122-refunds-and-audit-log.md); Amount stays what was paid. */
  refunded: number;
  /** How it was paid, "Apple Pay (Visa •••• 4242)" (docs/features/payment-methods.md); blank for an offline payment. */
  method: string;
}

export function toTransactionReportRow(t: TransactionListItem): TransactionReportRow {
  return {
    added: formatReportDate(t.createdAt),
    lastName: t.contactLastName ?? '',
    firstName: t.contactFirstName ?? '',
    eventYear: t.eventYear,
    eventCity: t.eventCity ?? '',
    amount: t.totalAmount,
    totalCharged: t.totalCharged,
    shippingFee: t.shippingFee,
    feesCovered: t.feesCovered,
    transactionId: t.externalTransactionId ?? '',
    email: t.contactEmail,
    refunded: t.refunded,
    method: t.offline || !t.paymentMethod ? '' : paymentMethodLabel(t.paymentMethod),
  };
}

/** Added, Last Name, First Name, Event Year, Event City, Amount, Total Charged, Shipping Fee, Fees Covered, Transaction Id, Email, then Refunded and Method (its column filter finds one method). */
export const TRANSACTION_REPORT_COLUMNS: ColDef<TransactionReportRow>[] = [
  dateColumn('added', 'Added'),
  textColumn('lastName', 'Last Name', { width: 150 }),
  textColumn('firstName', 'First Name', { width: 150 }),
  numberColumn('eventYear', 'Event Year'),
  textColumn('eventCity', 'Event City', { width: 150 }),
  moneyColumn('amount', 'Amount'),
  moneyColumn('totalCharged', 'Total Charged'),
  moneyColumn('shippingFee', 'Shipping Fee'),
  moneyColumn('feesCovered', 'Fees Covered'),
  textColumn('transactionId', 'Transaction Id', { width: 240 }),
  textColumn('email', 'Email', { width: 240 }),
  moneyColumn('refunded', 'Refunded'),
  textColumn('method', 'Method', { width: 220 }),
];
