export * from './walker-badges.ts';
