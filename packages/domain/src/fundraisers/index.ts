export * from './fundraiser-constants.ts';
export * from './fundraiser-messages.ts';
export * from './fundraiser.schema.ts';
