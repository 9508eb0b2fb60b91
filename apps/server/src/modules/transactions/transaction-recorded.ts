import type { EventSettingsView } from '@walkfund/domain';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import { enqueueTransactionContactSync } from '../constant-contact/constant-contact-sync.ts';
import { enqueueFundraiserGiftEmail } from '../fundraisers/fundraiser-gift-email.ts';
import { receiptEmailFor } from '../receipts/receipt-message.ts';
import type { TransactionRecord } from './transaction.repo.ts';
import { toTransactionView } from './transaction.view.ts';

export interface RecordedTransaction {
  /** The transaction as written, with its team, donor, checkout and line items. */
  record: TransactionRecord;
  /** The settings as read when the recording started (the receipt's title, the Constant Contact switch). */
  settings: Pick<EventSettingsView, 'appTitle' | 'organization' | 'useConstantContact'>;
  /** This site's address, for the printable receipt's link in the email. */
  publicUrl: string;
}

/**
 * Work that must exist exactly when a recorded transaction does, written in the recording's own
 * database transaction: the receipt, rendered into the outbox with its delivery job; the Constant
 * Contact sync job; the gift email to the credited fundraiser (docs/decisions/0009-personal-pages.md). (The donor-system export record goes with the recording's last statement,
 * transaction.writer.ts.) If the recording rolls back, none of it exists.
 */
export async function afterTransactionWritten(tx: Tx, recorded: RecordedTransaction): Promise<void> {
  const { record, settings } = recorded;
  const transactionId = record.transaction.id;
  // A walk-up registered at the gate may have no email (check-in/walk-up.service.ts): no receipt to send, no contact to sync.
  const hasEmail = record.transaction.contactEmail !== '';
  if (hasEmail) await enqueueEmail(tx, receiptEmailFor(toTransactionView(record), [], settings, recorded.publicUrl));
  const donatorPersonId = record.transaction.donatorPersonId;
  if (hasEmail && settings.useConstantContact && donatorPersonId) await enqueueTransactionContactSync(tx, { transactionId, donatorPersonId });
  if (record.fundraiser) await enqueueFundraiserGiftEmail(tx, transactionId);
}
