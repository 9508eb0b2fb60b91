export * from './match-constants.ts';
export * from './match-messages.ts';
export * from './match.schema.ts';
export * from './match-rules.ts';
