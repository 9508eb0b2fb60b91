// Tributes: a gift in honour or in memory of someone, and the e-card to a person the donor names (docs/features/tributes.md).
export * from './constants.ts';
export * from './tribute-text.ts';
export * from './tribute.schema.ts';
