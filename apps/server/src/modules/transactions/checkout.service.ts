/**
 * The checkout states other modules drive before transaction.service.ts records a checkout:
 * modules/payments opens one, attaches the card payment, marks it succeeded or failed;
 * modules/reconciliation re-reads one. They reach checkout.repo.ts only through here (eslint.config.js).
 */
export {
  attachProviderPayment, findCheckoutById, findCheckoutByPayment, insertCheckout, markTestPaymentSucceeded, setCheckoutFailureMessage, setCheckoutStatus,
  type CheckoutRow,
} from './checkout.repo.ts';
