/**
 * What other modules use of the audit log. An audit row is written in the caller's own database
 * transaction (docs/style.md item 4: a service owns its transaction), so they get the repository's
 * functions as they are, through this file rather than audit.repo.ts (eslint.config.js).
 */
export { appendAuditEntry, findActors, listAuditEntries, type AuditEntryInput } from './audit.repo.ts';
