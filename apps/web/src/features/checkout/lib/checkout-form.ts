import { DEFAULT_STATE, addressSchema, billingContactSchema, offlineReferenceField } from '@walkfund/domain';
import { EMPTY_ADDRESS, type AddressDraft } from '../../public-flow/index.ts';
import type { BillingDraft } from './checkout-payload.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';

/** The checkout form (docs/spec/public-flows.md §3, Billing, with the shipping address and the two flags). */
export interface CheckoutFormValues {
  shipping: AddressDraft;
  billing: BillingDraft;
  /** Copies the shipping address into the billing address. */
  billingMatchesShipping: boolean;
  /** Cover the 3.5% card fee: on by default (docs/decisions/0109-checkout-totals.md). */
  coverFees: boolean;
  /** Admin only: record the payment as taken offline (docs/decisions/0114-offline-payments.md). */
  offline: boolean;
  /** Offline only: the check number or reference, optional (docs/decisions/0114-offline-payments.md). */
  offlineReference: string;
}

export function initialCheckoutValues(nameOnCard: string): CheckoutFormValues {
  return {
    shipping: { ...EMPTY_ADDRESS },
    billing: {
      name_on_card: nameOnCard,
      billing_address: '',
      billing_city: '',
      billing_state: DEFAULT_STATE,
      billing_zip: '',
    },
    billingMatchesShipping: false,
    coverFees: true,
    offline: false,
    offlineReference: '',
  };
}

export function billingFromShipping(billing: BillingDraft, shipping: AddressDraft): BillingDraft {
  return {
    ...billing,
    billing_address: shipping.address,
    billing_city: shipping.city,
    billing_state: shipping.state,
    billing_zip: shipping.zipcode,
  };
}

/** Shipping is checked when the cart holds shirts; billing unless the payment is offline, then its reference. */
export function checkoutFormErrors(values: CheckoutFormValues, needsShipping: boolean): Record<string, string> {
  return {
    ...(needsShipping ? schemaErrors(addressSchema, values.shipping, 'shipping.') : {}),
    ...(values.offline
      ? schemaErrors(offlineReferenceField, values.offlineReference, 'offlineReference')
      : schemaErrors(billingContactSchema, values.billing, 'billing.')),
  };
}
