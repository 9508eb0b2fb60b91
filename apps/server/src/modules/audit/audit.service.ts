import type { AuditEntity } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import * as repo from './audit.repo.ts';

/**
 * What other modules use of the audit log. An audit row is written in the caller's own database
 * transaction (docs/style.md item 4: a service owns its transaction), so these take the caller's.
 */
export type { AuditEntryInput } from './audit.repo.ts';

/** Appends one row to the audit log, in the caller's transaction (it commits or rolls back with the change it records). */
export async function appendAuditEntry(tx: Tx, entry: repo.AuditEntryInput): Promise<void> {
  await repo.appendAuditEntry(tx, entry);
}

/** An entity's history, oldest first, with each actor's email and name. */
export async function listAuditEntries(db: DbOrTx, entity: AuditEntity, entityId: number) {
  return repo.listAuditEntries(db, entity, entityId);
}

/** Users as audit actors (email and person's name), by id. */
export async function findActors(db: DbOrTx, userIds: number[]) {
  return repo.findActors(db, userIds);
}
