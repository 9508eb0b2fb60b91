// Admin transactions (docs/spec/back-office.md §2, Transactions, Invoice; docs/decisions/0111-team-total-raised.md, docs/decisions/0122-refunds-and-audit-log.md): lists, change of
// support, the shipped flag, refunds and the audit log.
export * from './audit.ts';
export * from './refund.schema.ts';
export * from './transaction-admin.schema.ts';
