export * from './coaching-placeholders.ts';
export * from './coaching.schema.ts';
export * from './coaching-defaults.ts';
export * from './email-preferences.schema.ts';
