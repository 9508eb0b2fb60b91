export * from './distance-constants.ts';
export * from './distance-messages.ts';
export * from './distance.schema.ts';
