export * from './deductible.ts';
export * from './receipt.schema.ts';
