// Checkout (public flows 3-5, 7, 9; DECISIONS.md 8-14): payload schemas, payment contract, pricing.
export * from './checkout.schema.ts';
export * from './payment.schema.ts';
export * from './pricing.ts';
