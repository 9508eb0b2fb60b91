// The donor's own page and giving statements (docs/features/my-giving.md).
export * from './constants.ts';
export * from './my-giving.schema.ts';
