import type { SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insertMissingExports, markExportRefunded, missingExportsInsert, type ExportSettings } from './kindful.repo.ts';

/**
 * The campaign and fund the records name (KINDFUL_CAMPAIGN, KINDFUL_FUND). The recording hook runs
 * deep inside the payment code, which carries no configuration, so the Kindful module keeps the
 * two values it was started with (kindfulRoutes sets them once per app; a process runs one app).
 */
let exportSettings: ExportSettings = { campaign: '', fund: '' };

export function exportSettingsFrom(config: Pick<AppConfig, 'KINDFUL_CAMPAIGN' | 'KINDFUL_FUND'>): ExportSettings {
  return { campaign: config.KINDFUL_CAMPAIGN, fund: config.KINDFUL_FUND };
}

export function useExportSettings(settings: ExportSettings): void {
  exportSettings = settings;
}

/**
 * Back office 3 "Donor-system export record": the statement that writes a recorded transaction's
 * record, run by the recording in its own database transaction (card or offline; with its last
 * statement, transaction.writer.ts): if the recording rolls back, so does the record.
 */
export function kindfulExportInsert(transactionId: number): SQL {
  return missingExportsInsert(exportSettings, [transactionId]);
}

/** A refund, in the refund's database transaction: the record says so and is sent again. */
export async function markKindfulExportRefunded(tx: Tx, transactionId: number): Promise<void> {
  await markExportRefunded(tx, transactionId);
}

/** `npm run kindful:backfill`: a record for every transaction that has none (idempotent). */
export async function backfillKindfulExports(db: DbOrTx, settings: ExportSettings): Promise<number> {
  return insertMissingExports(db, settings);
}
