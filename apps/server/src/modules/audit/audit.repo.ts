import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@walkfund/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { auditLog, persons, users } from '../../db/schema/index.ts';

/**
 * docs/decisions/0122-refunds-and-audit-log.md: the append-only audit log. This repo only inserts and reads: there is no
 * update or delete here, and the database refuses both (migration 0005's trigger).
 */

export interface AuditEntryInput {
  /** The user who made the change; null for the card processor. */
  actorUserId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Appends one row. It takes an open transaction, never the pool: the row commits or rolls back
 * with the change it describes.
 */
export async function appendAuditEntry(tx: Tx, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** An entity's history, oldest first, with each actor's email and name. */
export async function listAuditEntries(db: DbOrTx, entity: AuditEntity, entityId: number) {
  return db
    .select({
      entry: auditLog,
      actor: { id: users.id, email: users.email, firstName: persons.firstName, lastName: persons.lastName },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

/** Users as audit actors (email and person's name), by id. */
export async function findActors(db: DbOrTx, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: persons.firstName, lastName: persons.lastName })
    .from(users)
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(inArray(users.id, userIds));
}
