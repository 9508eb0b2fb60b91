import { z } from 'zod';
import {
  CHECKOUT_LIST_MAX_ITEMS, DONOR_MESSAGE_MAX_LENGTH, PAYMENT_DETAILS_MAX_LENGTH, PAYMENT_ID_MAX_LENGTH, PAYMENT_SECRET_MAX_LENGTH,
  SHIRT_QUANTITY_MAX, SHIRT_QUANTITY_MIN, SUPPORTING_TYPES,
} from './constants.ts';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, CITY_WITHOUT_VIRTUAL_RUN } from '../common/constants.ts';
import { EVENT_KINDS, LINE_ITEM_TYPES, RUN_TYPES } from '../lineitems/constants.ts';
import { NAME_MAX_LENGTH } from '../persons/constants.ts';
import { PRODUCT_NAME_MAX_LENGTH, SIZE_MAX_LENGTH } from '../settings/constants.ts';
import { SLUG_MAX_LENGTH } from '../teams/constants.ts';
import { OFFLINE_REFERENCE_MAX_LENGTH } from '../transactions/constants.ts';
import { UI_MESSAGES } from '../messages.ts';
import { donationDollarsField } from '../common/donation.schema.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { isPlainTextLine } from './donor-message.ts';
import { giftSourceField } from '../ask-kit/ask-kit.schema.ts';
import { paymentMethodTypeSchema } from './payment-methods.ts';
import { personContactFields } from '../persons/person.schema.ts';
import { waiverAcceptanceInputSchema } from '../waivers/waiver.schema.ts';
import { TRIBUTE_MESSAGES } from '../tributes/constants.ts';
import { tributeInputSchema } from '../tributes/tribute.schema.ts';
import { MONTHLY_GIFT_MESSAGES, MONTHLY_GIFT_PAYMENT_METHODS } from '../monthly-gifts/constants.ts';
import {
  addressSchema, birthDateField, checkChurchCampus, emailField, employerField, eventCityField, eventYearField, idField,
  firstNameField, genderField, lastNameField, lifeChurchCampusField, lifeChurchLocationField, nameField,
  optionalPhoneField, optionalTextField, phoneField, shirtSizeField, stateField, teamRefField, zipField,
} from '../common/fields.ts';

export { CHECKOUT_MESSAGES } from './checkout-messages.ts';

/** A dollar amount as the API shows it: a non-negative number with at most two decimals. */
export function dollarsField(label: string) {
  return z
    .number({ error: `${label} is required.` })
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} is too large.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} must have at most two decimals.`);
}

/** Billing details of a card payment (docs/spec/public-flows.md §5: "Use state abbreviation.", zip rules, name on card min 2). */
export const billingContactSchema = z.strictObject({
  name_on_card: nameField('Name on card'),
  billing_address: z
    .string({ error: 'Billing address is required.' })
    .trim()
    .min(1, 'Billing address is required.')
    .max(ADDRESS_MAX_LENGTH, `Billing address must be at most ${ADDRESS_MAX_LENGTH} characters.`),
  billing_city: z
    .string({ error: 'Billing city is required.' })
    .trim()
    .min(1, 'Billing city is required.')
    .max(CITY_MAX_LENGTH, `Billing city must be at most ${CITY_MAX_LENGTH} characters.`),
  billing_state: stateField,
  billing_zip: zipField,
  email: emailField.optional(),
  phone: optionalPhoneField,
});
export type BillingContactInput = z.infer<typeof billingContactSchema>;

/**
 * Fields the spec's client sends that the server derives (docs/decisions/0119-spec-payloads-accepted.md). `eventYear` must be
 * the current event year (checked by the server: a 400 naming the field). `primaryContact` is
 * ignored: the server records the donor's name, and the old client's text (sometimes the
 * employer's name) is no source of truth.
 */
const derivedLineItemFields = {
  primaryContact: optionalTextField('primaryContact', NAME_MAX_LENGTH * 2 + 1).optional().nullable(),
  eventYear: eventYearField.optional(),
};

/**
 * The primary contact (donor) of a checkout. The spec's person also carries eventYear,
 * eventCity, team and event: the server derives them (the current year, the supported team and
 * its city, donor or 5k) and refuses a year, city or team that differs; `event` is ignored.
 */
export const checkoutPersonSchema = z
  .strictObject({
    ...personContactFields,
    // The checkout contact needs a phone; an address may be sent as null.
    phone: phoneField,
    address: addressSchema.optional().nullable(),
    eventYear: eventYearField.optional(),
    eventCity: eventCityField.optional().nullable(),
    team: teamRefField.optional().nullable(),
    event: z.enum(EVENT_KINDS).optional(),
    birthDate: birthDateField.optional().nullable(),
    gender: genderField.optional().nullable(),
  })
  .superRefine(checkChurchCampus())
  .refine((v) => !v.useEmployerAsName || !!v.myEmployer, { path: ['myEmployer'], message: CHECKOUT_MESSAGES.employerForName });
export type CheckoutPerson = z.infer<typeof checkoutPersonSchema>;

/**
 * A team member added at checkout (add-team-member form). The spec's `team` must be the
 * transaction's team and `eventYear` the current year (both derived by the server).
 */
export const checkoutTeamMemberSchema = z
  .strictObject({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: optionalPhoneField,
    lifeChurch: z.boolean().default(false),
    lifeChurchLocation: lifeChurchLocationField.optional().nullable(),
    lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
    team: teamRefField.optional().nullable(),
    eventYear: eventYearField.optional(),
    /** The member's waiver (docs/features/event-day.md): required by the server when one is published for the city's walk. */
    waiver: waiverAcceptanceInputSchema.optional().nullable(),
  })
  .superRefine(checkChurchCampus());
export type CheckoutTeamMember = z.infer<typeof checkoutTeamMemberSchema>;

/** Donation line item: whole dollars, at least 10 (docs/decisions/0103-donation-minimum.md). Donor flags default to the person's. */
export const donationLineItemSchema = z.strictObject({
  type: z.literal('donation'),
  ...derivedLineItemFields,
  amount: donationDollarsField,
  anonymous: z.boolean().optional(),
  myEmployer: employerField,
  useEmployerAsName: z.boolean().optional(),
});

/**
 * T-shirt line item. `productDetails.slug` names the product record (products.slug, as
 * GET /v1/event-settings/ lists them); the server takes the name and the price from that record.
 * `amount` = pricePerUnit × unitCount (shipping is separate). `shippingAddress` (the spec's) is
 * where this item goes; without it the transaction's shipping address is used.
 */
export const tshirtLineItemSchema = z.strictObject({
  type: z.literal('tshirt'),
  ...derivedLineItemFields,
  amount: dollarsField('T-shirt amount'),
  shippingAddress: addressSchema.optional().nullable(),
  productDetails: z.strictObject({
    slug: z.string({ error: 'Choose a product.' }).trim().min(1, 'Choose a product.').max(SLUG_MAX_LENGTH),
    type: optionalTextField('Product type', SIZE_MAX_LENGTH * 2).optional(),
    name: optionalTextField('Product name', PRODUCT_NAME_MAX_LENGTH).optional(),
    size: z.string({ error: 'Size is required.' }).trim().min(1, 'Size is required.').max(SIZE_MAX_LENGTH),
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
  ...derivedLineItemFields,
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
      lifeChurchCampus: lifeChurchCampusField.optional().nullable(),
      shipping: addressSchema.optional().nullable(),
      /** The runner's waiver (docs/features/event-day.md): required by the server when one is published for the city's 5k. */
      waiver: waiverAcceptanceInputSchema.optional().nullable(),
    })
    .superRefine(checkChurchCampus())
    .refine((v) => v.runType !== 'virtual' || !!v.shipping, { path: ['shipping'], message: CHECKOUT_MESSAGES.virtualNeedsShipping }),
});

export const checkoutLineItemSchema = z.discriminatedUnion('type', [donationLineItemSchema, tshirtLineItemSchema, runnerLineItemSchema], {
  error: `Line item type must be one of: ${LINE_ITEM_TYPES.join(', ')}.`,
});
export type CheckoutLineItem = z.infer<typeof checkoutLineItemSchema>;
export type DonationLineItemInput = z.infer<typeof donationLineItemSchema>;
export type TshirtLineItemInput = z.infer<typeof tshirtLineItemSchema>;
export type RunnerLineItemInput = z.infer<typeof runnerLineItemSchema>;

/** The donor's message on a gift: trimmed, at most DONOR_MESSAGE_MAX_LENGTH characters, no control characters. */
export const donorMessageField = z
  .string({ error: CHECKOUT_MESSAGES.messagePlainText })
  .trim()
  .max(DONOR_MESSAGE_MAX_LENGTH, CHECKOUT_MESSAGES.messageTooLong)
  .refine(isPlainTextLine, CHECKOUT_MESSAGES.messagePlainText);

/** The check number or reference of an offline payment: trimmed, at most OFFLINE_REFERENCE_MAX_LENGTH characters, no control characters. */
export const offlineReferenceField = z
  .string({ error: CHECKOUT_MESSAGES.offlineReferencePlainText })
  .trim()
  .max(OFFLINE_REFERENCE_MAX_LENGTH, CHECKOUT_MESSAGES.offlineReferenceTooLong)
  .refine(isPlainTextLine, CHECKOUT_MESSAGES.offlineReferencePlainText);

/**
 * The transaction part of the payload (docs/spec/public-flows.md §3). Totals are dollars and must equal the
 * server's computation. `coverFees` (default true) adds the 3.5% card fee; `offline` (admin only)
 * records a payment without a card: no covered fee, externalTransactionId "Offline".
 */
export const checkoutTransactionSchema = z.strictObject({
  eventYear: eventYearField.optional(),
  supportingType: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(SUPPORTING_TYPES, { error: 'Supporting type must be team or event.' }),
  ),
  /** The supported team (supportingType team): its id or `{id}` (docs/decisions/0119-spec-payloads-accepted.md). */
  team: teamRefField.optional().nullable(),
  /** The event city (required for supportingType event; the team's city otherwise). */
  eventCity: eventCityField.optional().nullable(),
  billingContact: billingContactSchema.optional().nullable(),
  /** Where shirts are sent (required when the cart holds a shirt). */
  shippingAddress: addressSchema.optional().nullable(),
  totalCharged: dollarsField('Total charged'),
  feesCovered: dollarsField('Fees covered'),
  shippingFee: dollarsField('Shipping fee'),
  externalTransactionId: z.string().trim().max(PAYMENT_ID_MAX_LENGTH).optional().nullable(),
  paymentDetails: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= PAYMENT_DETAILS_MAX_LENGTH, `paymentDetails must be at most ${PAYMENT_DETAILS_MAX_LENGTH} characters of JSON.`)
    .optional()
    .nullable(),
  coverFees: z.boolean().default(true),
  /**
   * The method the donor chose (docs/features/payment-methods.md): its fee rule prices the covered
   * fee (card and wallets, or bank transfer). Card when absent. The method the processor reports is
   * what the transaction records.
   */
  paymentMethod: paymentMethodTypeSchema.optional(),
  offline: z.boolean().default(false),
  /**
   * The person (id) the donation is credited to besides the team (docs/decisions/0008-fundraiser-credit.md). Needs team support
   * and a donation; the server checks they are on the team this event year (docs/decisions/0008-fundraiser-credit.md).
   */
  fundraiser: idField.optional().nullable(),
  /** A short public message from the donor: plain text, one line. */
  message: donorMessageField.optional().nullable(),
  /** The check number or reference of an offline payment (docs/decisions/0114-offline-payments.md): plain text, one line, optional. */
  offlineReference: offlineReferenceField.optional().nullable(),
  /** Where the gift came from, from the link the donor followed (docs/features/ask-kit.md); an unknown value is dropped, never refused. */
  source: giftSourceField,
  /**
   * The donor's answer to "Does your employer match gifts?" beside the employer field
   * (docs/features/sponsor-matches.md): a yes puts them on the admins' follow-up list.
   */
  employerMatches: z.boolean({ error: 'employerMatches must be true or false.' }).optional(),
  /** A gift in honour or in memory of someone, and whom to tell (docs/features/tributes.md); only with a donation. */
  tribute: tributeInputSchema.optional().nullable(),
  /**
   * "Make it monthly" (docs/features/monthly-gifts.md): the donation is given again on this day each
   * month, to the same team or walker while they are on a team that year, else to the event. Only
   * the donation recurs (and its covered fee); needs a donation line and a card or wallet, never offline.
   */
  monthly: z.boolean({ error: 'monthly must be true or false.' }).default(false),
});
export type CheckoutTransaction = z.infer<typeof checkoutTransactionSchema>;

const checkoutShape = {
  person: checkoutPersonSchema,
  transaction: checkoutTransactionSchema,
  lineItems: z
    .array(checkoutLineItemSchema, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(CHECKOUT_LIST_MAX_ITEMS, 'Too many line items.'),
  /** Team members added at checkout (team support only). */
  teamMembers: z.array(checkoutTeamMemberSchema).max(CHECKOUT_LIST_MAX_ITEMS, 'Too many team members.').default([]),
};

interface CheckoutRulesInput {
  person: CheckoutPerson;
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
  if (!t.offline && t.offlineReference) issue(['transaction', 'offlineReference'], CHECKOUT_MESSAGES.offlineReferenceNeedsOffline);
  if (v.lineItems.some((i) => i.type === 'tshirt' && !i.shippingAddress) && !t.shippingAddress) {
    issue(['transaction', 'shippingAddress'], CHECKOUT_MESSAGES.shirtsNeedShipping);
  }
  // The spec's person.team and teamMembers[].team repeat the transaction's team (docs/decisions/0119-spec-payloads-accepted.md).
  const teamId = t.team ?? null;
  if (v.person.team != null && v.person.team !== teamId) issue(['person', 'team'], CHECKOUT_MESSAGES.teamMismatch);
  v.teamMembers.forEach((m, index) => {
    if (m.team != null && m.team !== teamId) issue(['teamMembers', index, 'team'], CHECKOUT_MESSAGES.teamMismatch);
  });
  if (v.lineItems.filter((i) => i.type === 'donation').length > 1) issue(['lineItems'], CHECKOUT_MESSAGES.oneDonation);
  // The 1-7 quantity rule holds for a shirt and size however many lines carry it.
  const shirtCounts = new Map<string, number>();
  v.lineItems.forEach((item, index) => {
    if (item.type !== 'tshirt') return;
    const key = `${item.productDetails.slug}\u0000${item.productDetails.size}`;
    const count = (shirtCounts.get(key) ?? 0) + item.productDetails.unitCount;
    shirtCounts.set(key, count);
    // A line over the limit by itself already has the quantity message; this one names the sum.
    if (count > SHIRT_QUANTITY_MAX && item.productDetails.unitCount < count && count - item.productDetails.unitCount <= SHIRT_QUANTITY_MAX) {
      issue(['lineItems', index, 'productDetails', 'unitCount'], CHECKOUT_MESSAGES.quantityPerSize);
    }
  });
  if (v.teamMembers.length > 0 && t.supportingType !== 'team') issue(['teamMembers'], CHECKOUT_MESSAGES.membersNeedTeam);
  // The fundraiser is credited on the donation, to the supported team (the server checks the membership).
  if (t.fundraiser != null) {
    if (t.supportingType !== 'team') issue(['transaction', 'fundraiser'], CHECKOUT_MESSAGES.fundraiserNeedsTeam);
    else if (!v.lineItems.some((i) => i.type === 'donation')) issue(['transaction', 'fundraiser'], CHECKOUT_MESSAGES.fundraiserNeedsDonation);
  }
  if (t.tribute && !v.lineItems.some((i) => i.type === 'donation')) issue(['transaction', 'tribute'], TRIBUTE_MESSAGES.needsDonation);
  if (t.monthly) {
    if (!v.lineItems.some((i) => i.type === 'donation')) issue(['transaction', 'monthly'], MONTHLY_GIFT_MESSAGES.needsDonation);
    if (t.offline) issue(['transaction', 'monthly'], MONTHLY_GIFT_MESSAGES.notOffline);
    if (t.paymentMethod && !(MONTHLY_GIFT_PAYMENT_METHODS as readonly string[]).includes(t.paymentMethod)) {
      issue(['transaction', 'paymentMethod'], MONTHLY_GIFT_MESSAGES.paymentMethod);
    }
  }
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
  id: z.string({ error: 'payment.id is required.' }).trim().min(1, 'payment.id is required.').max(PAYMENT_ID_MAX_LENGTH),
  secret: z.string({ error: 'payment.secret is required.' }).trim().min(1, 'payment.secret is required.').max(PAYMENT_SECRET_MAX_LENGTH),
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
  secret: z.string().trim().min(1).max(PAYMENT_SECRET_MAX_LENGTH).optional(),
});
