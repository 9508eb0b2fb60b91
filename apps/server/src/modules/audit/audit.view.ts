import type { AuditAction, AuditActor, AuditEntryView } from '@walkfund/domain';
import type { AuditEntryRow } from './audit.repo.ts';

/** A user as the history names them: email and, when the user has a person, the name. */
export function toAuditActor(user: { id: number | null; email: string | null; firstName: string | null; lastName: string | null } | null, fallbackId?: number | null): AuditActor | null {
  if (user?.id) {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return { id: user.id, email: user.email, name: name || null };
  }
  // The user row is gone: the log still says who it was.
  return fallbackId ? { id: fallbackId, email: null, name: null } : null;
}

export function toAuditEntryView(row: AuditEntryRow): AuditEntryView {
  const e = row.entry;
  return {
    id: e.id,
    at: e.at.toISOString(),
    action: e.action as AuditAction,
    actor: toAuditActor(row.actor, e.actorUserId),
    before: e.before ?? null,
    after: e.after ?? null,
  };
}
