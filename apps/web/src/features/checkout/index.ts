// The checkout's public entry: the payment configuration that the app's first data and test-mode banner read.
export { paymentConfigQuery, usePaymentConfig } from './api/get-payment-config.ts';
// The test-mode card's fields, for a monthly gift's "Update card" on the donor's page (docs/features/monthly-gifts.md).
export { EMPTY_TEST_CARD, TestCardInputs, parseTestCard, type TestCardDraft } from './components/test-card-field.tsx';
