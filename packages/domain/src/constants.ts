/**
 * The business constants and limits of both specs (docs/spec/public-flows.md, docs/spec/back-office.md),
 * as amended by docs/decisions/, now live beside their feature: <feature>/constants.ts, each exported by
 * the package entry (index.ts). This file only re-exports them for the domain files that still import it;
 * import the feature's own constants.ts instead, and add new constants there, never here.
 */
export * from './auth/constants.ts';
export * from './checkout/constants.ts';
export * from './common/constants.ts';
export * from './lineitems/constants.ts';
export * from './persons/constants.ts';
export * from './settings/constants.ts';
export * from './teams/constants.ts';
export * from './transactions/constants.ts';
export * from './uploads/constants.ts';
export * from './users/constants.ts';
