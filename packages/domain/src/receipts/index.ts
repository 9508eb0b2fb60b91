export * from './deductible.ts';
export * from './receipt.schema.ts';
export * from './transaction-receipt.ts';
