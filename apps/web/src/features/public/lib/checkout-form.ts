import { DEFAULT_STATE, addressSchema, billingContactSchema } from '@walkfund/domain';
import { EMPTY_ADDRESS, type AddressDraft } from './address.ts';
import type { BillingDraft } from './checkout-payload.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';

/** The checkout form (public spec 3, Billing, with the shipping address and the two flags). */
export interface CheckoutFormValues {
  shipping: AddressDraft;
  billing: BillingDraft;
  /** Copies the shipping address into the billing address. */
  billingMatchesShipping: boolean;
  /** Cover the 3.5% card fee: on by default (DECISIONS.md 9). */
  coverFees: boolean;
  /** Admin only: record the payment as taken offline (DECISIONS.md 14). */
  offline: boolean;
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

/** Shipping is checked when the cart holds shirts; billing unless the payment is offline. */
export function checkoutFormErrors(values: CheckoutFormValues, needsShipping: boolean): Record<string, string> {
  return {
    ...(needsShipping ? schemaErrors(addressSchema, values.shipping, 'shipping.') : {}),
    ...(values.offline ? {} : schemaErrors(billingContactSchema, values.billing, 'billing.')),
  };
}
