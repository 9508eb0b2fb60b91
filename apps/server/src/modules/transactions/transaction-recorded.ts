import type { Tx } from '../../db/client.ts';
import { enqueueReceiptEmail } from '../jobs/email-jobs.ts';
import { enqueueTransactionContactSync } from '../constant-contact/constant-contact-sync.ts';
import { writeKindfulExport } from '../kindful/kindful-export.ts';

export interface RecordedTransaction {
  transactionId: number;
  /** True for an admin's offline payment (Make Transaction Offline). */
  offline: boolean;
}

/**
 * Work that must exist exactly when a recorded transaction does, written in the recording's own
 * database transaction: the donor-system export record and the outbound jobs it causes (receipt,
 * Kindful, Constant Contact). If the recording rolls back, none of it exists.
 */
export async function afterTransactionWritten(tx: Tx, recorded: RecordedTransaction): Promise<void> {
  await enqueueReceiptEmail(tx, recorded.transactionId);
  await enqueueTransactionContactSync(tx, recorded.transactionId);
  await writeKindfulExport(tx, recorded.transactionId);
}
