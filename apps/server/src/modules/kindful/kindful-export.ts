import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Subscriptions } from '../../lib/event-bus.ts';
import type { PaymentEvents } from '../../events/payment-events.ts';
import { insertMissingExports, markExportRefunded, missingExportsInsert, renameUnimportedExportFundraiser, type ExportSettings } from './kindful.repo.ts';

/** The campaign and fund the records name (KINDFUL_CAMPAIGN, KINDFUL_FUND). */
export function exportSettingsFrom(config: Pick<AppConfig, 'KINDFUL_CAMPAIGN' | 'KINDFUL_FUND'>): ExportSettings {
  return { campaign: config.KINDFUL_CAMPAIGN, fund: config.KINDFUL_FUND };
}

/**
 * The donor-system export record (docs/spec/back-office.md, "Donor-system export record"), kept
 * with the money in the same database transaction: written when a transaction is recorded (card
 * or offline), marked refunded and offered again when a refund returns money, and naming the new
 * walker when an admin changes who is credited. If the recording rolls back, so does the record.
 */
export function kindfulSubscriptions(settings: ExportSettings): Subscriptions<PaymentEvents> {
  return {
    // Written with the recording's last statement: it reads the transaction, its donor and checkout, all written by then.
    transactionRecorded: [async (_tx, { record, addToLastStatement }) => addToLastStatement({ kindful_export: missingExportsInsert(settings, [record.transaction.id]) })],
    transactionRefunded: [(tx, { transactionId }) => markExportRefunded(tx, transactionId)],
    supportChanged: [(tx, { transactionId }) => renameUnimportedExportFundraiser(tx, transactionId)],
  };
}

/** `npm run kindful:backfill`: a record for every transaction that has none (idempotent). */
export async function backfillKindfulExports(db: DbOrTx, settings: ExportSettings): Promise<number> {
  return insertMissingExports(db, settings);
}
