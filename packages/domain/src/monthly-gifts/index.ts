// Monthly gifts: "Make it monthly" beside a donation (docs/features/monthly-gifts.md).
export * from './constants.ts';
export * from './monthly-gift-dates.ts';
export * from './monthly-gift-receipt.ts';
export * from './monthly-gift.schema.ts';
