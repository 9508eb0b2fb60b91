import type { Subscriptions } from '../../lib/event-bus.ts';
import { emailStatements } from '../jobs/email-jobs.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { toTransactionView } from '../transactions/transaction.view.ts';
import { receiptEmailFor } from './receipt-message.ts';
import { receiptMonthOfRecord } from './receipt.view.ts';
import { enqueueUpdatedReceipt } from './receipt-queue.ts';

/**
 * The donor's receipt (docs/decisions/0012-receipts.md): rendered into the outbox with its delivery
 * job when a transaction is recorded (both in the recording's last statement), so it exists exactly
 * when the transaction does; rendered again,
 * net of the refund, by its job after a refund commits.
 */
export function receiptSubscriptions(options: { publicUrl: string }): Subscriptions<PaymentEvents> {
  return {
    transactionRecorded: [
      async (tx, { record, settings, addToLastStatement }) => {
        // A walk-up registered at the gate may have no email (check-in/walk-up.service.ts): no receipt to send.
        if (record.transaction.contactEmail === '') return;
        // Rendered now (after the matches, which it shows); written with the recording's last statement.
        // A monthly gift's month from what the transaction carries (docs/features/monthly-gifts.md): no read.
        const message = receiptEmailFor(toTransactionView(record), [], settings, options.publicUrl, receiptMonthOfRecord(record));
        addToLastStatement(emailStatements(tx, 'receipt', message));
      },
    ],
    transactionRefunded: [(tx, { transactionId }) => enqueueUpdatedReceipt(tx, transactionId)],
  };
}
