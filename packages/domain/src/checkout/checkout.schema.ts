import { z } from 'zod';
import {
  CITY_WITHOUT_VIRTUAL_RUN, LINE_ITEM_TYPES, RUN_TYPES, SHIRT_QUANTITY_MAX, SHIRT_QUANTITY_MIN, SUPPORTING_TYPES,
} from '../constants.ts';
import { UI_MESSAGES } from '../messages.ts';
import { donationDollarsField } from '../common/donation.ts';
import { personContactFields } from '../persons/person.schema.ts';
import {
  addressSchema, birthDateField, emailField, employerField, eventCityField, eventYearField, firstNameField,
  genderField, idField, lastNameField, lifeChurchLocationField, nameField, optionalPhoneField, phoneField,
  shirtSizeField, stateField, zipField,
} from '../common/fields.ts';

/** Checkout texts the forms and the server share. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Add a donation, a T-shirt or a runner before checking out.',
  oneDonation: 'Only one donation can be given per checkout.',
  quantity: `Quantity must be between ${SHIRT_QUANTITY_MIN} and ${SHIRT_QUANTITY_MAX}.`,
  virtualNeedsShipping: 'Virtual runners need a shipping address.',
  noVirtualInTulsa: 'The Tulsa event has no virtual 5k option.',
  shirtsNeedShipping: 'A shipping address is required for T-shirts.',
  billingRequired: 'Billing details are required for a card payment.',
  eventCityRequired: 'Choose an event city.',
  membersNeedTeam: 'Team members can only be added when supporting a team.',
  campus: 'Choose a Life.Church campus.',
  employerForName: 'Enter an employer to use it as the name.',
  paymentRequired: 'payment: the {id, secret} answered by POST /v1/payment is required for a card payment.',
} as const;

/** A dollar amount as the API shows it: a non-negative number with at most two decimals. */
export function dollarsField(label: string) {
  return z
    .number({ error: `${label} is required.` })
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} is too large.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} must have at most two decimals.`);
}

const campusRule = <T extends { lifeChurch: boolean; lifeChurchLocation?: string | null }>(v: T) =>
  !v.lifeChurch || !!v.lifeChurchLocation;

/** Billing details of a card payment (public spec 5: "Use state abbreviation.", zip rules, name on card min 2). */
export const billingContactSchema = z.strictObject({
  name_on_card: nameField('Name on card'),
  billing_address: z.string({ error: 'Billing address is required.' }).trim().min(1, 'Billing address is required.').max(200),
  billing_city: z.string({ error: 'Billing city is required.' }).trim().min(1, 'Billing city is required.').max(100),
  billing_state: stateField,
  billing_zip: zipField,
  email: emailField.optional(),
  phone: optionalPhoneField,
});
export type BillingContactInput = z.infer<typeof billingContactSchema>;

/** The primary contact (donor) of a checkout. */
export const checkoutPersonSchema = z
  .strictObject({
    ...personContactFields,
    // The checkout contact needs a phone; an address may be sent as null.
    phone: phoneField,
    address: addressSchema.optional().nullable(),
  })
  .refine(campusRule, { path: ['lifeChurchLocation'], message: CHECKOUT_MESSAGES.campus })
  .refine((v) => !v.useEmployerAsName || !!v.myEmployer, { path: ['myEmployer'], message: CHECKOUT_MESSAGES.employerForName });
export type CheckoutPerson = z.infer<typeof checkoutPersonSchema>;

/** A team member added at checkout (add-team-member form). */
export const checkoutTeamMemberSchema = z
  .strictObject({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: optionalPhoneField,
    lifeChurch: z.boolean().default(false),
    lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
  })
  .refine(campusRule, { path: ['lifeChurchLocation'], message: CHECKOUT_MESSAGES.campus });
export type CheckoutTeamMember = z.infer<typeof checkoutTeamMemberSchema>;

/** Donation line item: whole dollars, at least 10 (DECISIONS.md 3). Donor flags default to the person's. */
export const donationLineItemSchema = z.strictObject({
  type: z.literal('donation'),
  amount: donationDollarsField,
  anonymous: z.boolean().optional(),
  myEmployer: employerField,
  useEmployerAsName: z.boolean().optional(),
});

/**
 * T-shirt line item. `productDetails.slug` names the product record (products.slug, as
 * GET /v1/event-settings/ lists them); the server takes the name and the price from that record.
 * `amount` = pricePerUnit × unitCount (shipping is separate).
 */
export const tshirtLineItemSchema = z.strictObject({
  type: z.literal('tshirt'),
  amount: dollarsField('T-shirt amount'),
  productDetails: z.strictObject({
    slug: z.string({ error: 'Choose a product.' }).trim().min(1, 'Choose a product.').max(140),
    type: z.string().trim().max(40).optional(),
    name: z.string().trim().max(120).optional(),
    size: z.string({ error: 'Size is required.' }).trim().min(1, 'Size is required.').max(20),
    pricePerUnit: dollarsField('Price per unit'),
    unitCount: z
      .number({ error: CHECKOUT_MESSAGES.quantity })
      .int(CHECKOUT_MESSAGES.quantity)
      .min(SHIRT_QUANTITY_MIN, CHECKOUT_MESSAGES.quantity)
      .max(SHIRT_QUANTITY_MAX, CHECKOUT_MESSAGES.quantity),
  }),
});

/** 5k line item: one runner. `amount` = registrationCost. Virtual runners need a shipping address. */
export const runnerLineItemSchema = z.strictObject({
  type: z.literal('5k'),
  amount: dollarsField('Runner amount'),
  runnerDetails: z
    .strictObject({
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField,
      phone: optionalPhoneField,
      runType: z.enum(RUN_TYPES, { error: 'Run type must be in-person or virtual.' }),
      registrationCost: dollarsField('Registration cost'),
      shirtSize: shirtSizeField.optional().nullable(),
      gender: genderField,
      birthDate: birthDateField,
      lifeChurch: z.boolean().default(false),
      lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
      shipping: addressSchema.optional().nullable(),
    })
    .refine(campusRule, { path: ['lifeChurchLocation'], message: CHECKOUT_MESSAGES.campus })
    .refine((v) => v.runType !== 'virtual' || !!v.shipping, { path: ['shipping'], message: CHECKOUT_MESSAGES.virtualNeedsShipping }),
});

export const checkoutLineItemSchema = z.discriminatedUnion('type', [donationLineItemSchema, tshirtLineItemSchema, runnerLineItemSchema], {
  error: `Line item type must be one of: ${LINE_ITEM_TYPES.join(', ')}.`,
});
export type CheckoutLineItem = z.infer<typeof checkoutLineItemSchema>;
export type DonationLineItemInput = z.infer<typeof donationLineItemSchema>;
export type TshirtLineItemInput = z.infer<typeof tshirtLineItemSchema>;
export type RunnerLineItemInput = z.infer<typeof runnerLineItemSchema>;

/**
 * The transaction part of the payload (public spec 3). Totals are dollars and must equal the
 * server's computation. `coverFees` (default true) adds the 3.5% card fee; `offline` (admin only)
 * records a payment without a card: no covered fee, externalTransactionId "Offline".
 */
export const checkoutTransactionSchema = z.strictObject({
  eventYear: eventYearField.optional(),
  supportingType: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(SUPPORTING_TYPES, { error: 'Supporting type must be team or event.' }),
  ),
  /** The supported team's id (supportingType team). */
  team: idField.optional().nullable(),
  /** The event city (required for supportingType event; the team's city otherwise). */
  eventCity: eventCityField.optional().nullable(),
  billingContact: billingContactSchema.optional().nullable(),
  /** Where shirts are sent (required when the cart holds a shirt). */
  shippingAddress: addressSchema.optional().nullable(),
  totalCharged: dollarsField('Total charged'),
  feesCovered: dollarsField('Fees covered'),
  shippingFee: dollarsField('Shipping fee'),
  externalTransactionId: z.string().trim().max(200).optional().nullable(),
  paymentDetails: z.record(z.string(), z.unknown()).optional().nullable(),
  coverFees: z.boolean().default(true),
  offline: z.boolean().default(false),
});
export type CheckoutTransaction = z.infer<typeof checkoutTransactionSchema>;

const checkoutShape = {
  person: checkoutPersonSchema,
  transaction: checkoutTransactionSchema,
  lineItems: z.array(checkoutLineItemSchema, { error: CHECKOUT_MESSAGES.emptyCart }).min(1, CHECKOUT_MESSAGES.emptyCart).max(50, 'Too many line items.'),
  /** Team members added at checkout (team support only). */
  teamMembers: z.array(checkoutTeamMemberSchema).max(50, 'Too many team members.').default([]),
};

interface CheckoutRulesInput {
  transaction: CheckoutTransaction;
  lineItems: CheckoutLineItem[];
  teamMembers: CheckoutTeamMember[];
}

/** Cross-field rules of the payload (the server also re-checks what needs its own data). */
function checkoutRules(v: CheckoutRulesInput, ctx: z.RefinementCtx) {
  const t = v.transaction;
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (t.supportingType === 'team' && !t.team) issue(['transaction', 'team'], UI_MESSAGES.noTeamSelected);
  if (t.supportingType === 'event' && !t.eventCity) issue(['transaction', 'eventCity'], CHECKOUT_MESSAGES.eventCityRequired);
  if (!t.offline && !t.billingContact) issue(['transaction', 'billingContact'], CHECKOUT_MESSAGES.billingRequired);
  if (v.lineItems.some((i) => i.type === 'tshirt') && !t.shippingAddress) issue(['transaction', 'shippingAddress'], CHECKOUT_MESSAGES.shirtsNeedShipping);
  if (v.lineItems.filter((i) => i.type === 'donation').length > 1) issue(['lineItems'], CHECKOUT_MESSAGES.oneDonation);
  if (v.teamMembers.length > 0 && t.supportingType !== 'team') issue(['teamMembers'], CHECKOUT_MESSAGES.membersNeedTeam);
  if (t.eventCity === CITY_WITHOUT_VIRTUAL_RUN) {
    v.lineItems.forEach((item, index) => {
      if (item.type === '5k' && item.runnerDetails.runType === 'virtual') {
        issue(['lineItems', index, 'runnerDetails', 'runType'], CHECKOUT_MESSAGES.noVirtualInTulsa);
      }
    });
  }
}

/** The transaction payload `{person, transaction, lineItems, teamMembers}`. */
export const checkoutPayloadSchema = z.strictObject(checkoutShape).superRefine(checkoutRules);
export type CheckoutPayload = z.infer<typeof checkoutPayloadSchema>;
/** What a client sends (defaults not yet applied). */
export type CheckoutPayloadInput = z.input<typeof checkoutPayloadSchema>;

/** POST /v1/payment: the amount in cents (a string, as the spec sends it) beside the payload. */
export const paymentCreateInputSchema = z
  .strictObject({
    amount: z
      .string({ error: 'amount is required: the total in cents, as a string.' })
      .regex(/^\d{1,9}$/, 'amount must be a whole number of cents, as a string.'),
    ...checkoutShape,
  })
  .superRefine(checkoutRules)
  .refine((v) => !v.transaction.offline, {
    path: ['transaction', 'offline'],
    message: 'An offline payment has no card step: record it with POST /v1/transactions.',
  });
export type PaymentCreateInput = z.infer<typeof paymentCreateInputSchema>;

/** The capability POST /v1/payment answers: the payment id and its client secret. */
export const paymentReferenceSchema = z.strictObject({
  id: z.string({ error: 'payment.id is required.' }).trim().min(1, 'payment.id is required.').max(200),
  secret: z.string({ error: 'payment.secret is required.' }).trim().min(1, 'payment.secret is required.').max(400),
});
export type PaymentReference = z.infer<typeof paymentReferenceSchema>;

/**
 * POST /v1/transactions: the payload plus, for a card payment, `payment` = the {id, secret} of
 * POST /v1/payment. An offline payment (admin only) carries `transaction.offline: true` and no `payment`.
 */
export const transactionRecordInputSchema = z
  .strictObject({ ...checkoutShape, payment: paymentReferenceSchema.optional() })
  .superRefine(checkoutRules)
  .refine((v) => v.transaction.offline || !!v.payment, { path: ['payment'], message: CHECKOUT_MESSAGES.paymentRequired });
export type TransactionRecordInput = z.infer<typeof transactionRecordInputSchema>;
export type TransactionRecordRequest = z.input<typeof transactionRecordInputSchema>;

/** GET /v1/transactions/{id}: the payment secret is the anonymous checkout browser's capability. */
export const transactionReadQuerySchema = z.object({
  secret: z.string().trim().min(1).max(400).optional(),
});
