// The ask kit (docs/features/ask-kit.md): gift sources, the ask message and its links, posters and QR codes.
export * from './gift-source.ts';
export * from './ask-message.ts';
export * from './ask-kit.schema.ts';
