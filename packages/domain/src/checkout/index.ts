// Checkout (docs/spec/public-flows.md §3-5, 7, 9; docs/decisions/0108-amounts-in-cents.md, docs/decisions/0109-checkout-totals.md, docs/decisions/0110-prices-from-server.md, docs/decisions/0111-team-total-raised.md, docs/decisions/0112-payments-exactly-once.md, docs/decisions/0113-test-mode-processor.md, docs/decisions/0114-offline-payments.md): payload schemas, payment contract, pricing.
export * from './checkout.schema.ts';
export * from './donor-message.ts';
export { CARD_CVC_PATTERN, cardCvcProblem, cardExpiryProblem } from './card-checks.ts';
export * from './payment.schema.ts';
export * from './payment-methods.ts';
export * from './pending-payments.schema.ts';
export * from './pricing.ts';
export * from './line-item-kinds.ts';
