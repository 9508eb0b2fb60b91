// The checkout's public entry: the payment configuration that the app's first data and test-mode banner read.
export { paymentConfigQuery, usePaymentConfig } from './api/get-payment-config.ts';
