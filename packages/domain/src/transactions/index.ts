// Admin transactions (back office 2, Transactions, Invoice; DECISIONS.md 11, 22): lists, change of
// support, the shipped flag, refunds and the audit log.
export * from './audit.ts';
export * from './refund.schema.ts';
export * from './transaction-admin.schema.ts';
