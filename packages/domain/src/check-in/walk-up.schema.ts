import { z } from 'zod';
import { OFFLINE_REFERENCE_MAX_LENGTH } from '../transactions/constants.ts';
import { donationDollarsField } from '../common/donation.schema.ts';
import {
  birthDateField, emailField, eventCityField, firstNameField, genderField, idField, lastNameField, optionalPhoneField, shirtSizeField,
} from '../common/fields.ts';
import { isPlainTextLine } from '../checkout/donor-message.ts';
import { waiverAcceptanceInputSchema } from '../waivers/waiver.schema.ts';
import { CHECK_IN_MESSAGES, checkInCardSchema } from './check-in.schema.ts';

/**
 * Walk-up registration at the gate (docs/decisions/0011-event-day-check-in.md): a
 * volunteer registers someone who came without registering, takes cash or a check, has them sign
 * the waiver on the screen and checks them in at once. The phone gives each walk-up a client id,
 * so a walk-up sent twice (a retry, the offline queue) is one person.
 */

/** At the gate one walks or runs the 5k in person (the virtual 5k is not at the park). */
export const WALK_UP_KINDS = ['walk', '5k'] as const;
export type WalkUpKind = (typeof WALK_UP_KINDS)[number];
export const WALK_UP_KIND_LABELS: Record<WalkUpKind, string> = { walk: 'Walk', '5k': '5k run' };

/** Offline payments taken at the gate; a card goes through the public registration page. */
export const WALK_UP_PAYMENT_METHODS = ['cash', 'check'] as const;
export type WalkUpPaymentMethod = (typeof WALK_UP_PAYMENT_METHODS)[number];
export const WALK_UP_PAYMENT_LABELS: Record<WalkUpPaymentMethod, string> = { cash: 'Cash', check: 'Check' };

export const WALK_UP_MESSAGES = {
  kind: 'Choose walk or 5k.',
  paymentMethod: 'Choose cash or check.',
  referencePlainText: 'The reference must be one line of text.',
  referenceLength: `The reference must be at most ${OFFLINE_REFERENCE_MAX_LENGTH} characters.`,
  birthDateFor5k: 'Birth date is needed for the 5k.',
  genderFor5k: 'Choose a gender for the 5k results; "Prefer not to say" is fine.',
  donationForWalkOnly: 'A donation is taken with a walk; for the 5k, take the registration.',
  paymentFor5k: 'Take the 5k payment in cash or check, or use the registration page for a card.',
  paymentForDonation: 'Say how the donation is paid: cash or check.',
  paymentWithoutAmount: 'A walk is free: there is nothing to pay unless a donation is entered.',
  cityRequired: 'Choose the city.',
  teamNotHere: 'This team is not one of this city this year.',
  no5k: 'The 5k is not offered this year.',
  registered: 'Registered and checked in.',
  alreadyRegistered: 'Already registered: this is the same person.',
  cardLink: 'Card: open the registration page',
  writeBib: (bib: number) => `Write this bib: ${bib}`,
} as const;

/** The cash or check taken at the gate; the amount is the server's (the 5k price, or the donation). */
export const walkUpPaymentSchema = z.strictObject({
  method: z.enum(WALK_UP_PAYMENT_METHODS, { error: WALK_UP_MESSAGES.paymentMethod }),
  /** A check number or a note (like the admin's offline payment reference). */
  reference: z
    .string({ error: WALK_UP_MESSAGES.referencePlainText })
    .trim()
    .max(OFFLINE_REFERENCE_MAX_LENGTH, WALK_UP_MESSAGES.referenceLength)
    .refine(isPlainTextLine, WALK_UP_MESSAGES.referencePlainText)
    .optional()
    .nullable(),
});
export type WalkUpPayment = z.infer<typeof walkUpPaymentSchema>;

/** An empty text from a form is "not given". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The walk-up's fields (POST /v1/check-in/walk-ups; the offline sync's `walk-up` item carries
 * them with its `type`). `eventCity` is the admin's chosen city (a volunteer's is their own).
 * `waiver` is required when one is published for the city and kind (the server checks).
 * `donation` (whole dollars, the donation minimum) goes with a walk; a 5k costs the registration
 * price of the event settings. `at` is when the phone recorded it (offline), within a day of the
 * server's clock.
 */
export const walkUpInputFields = {
  clientId: z.uuid(CHECK_IN_MESSAGES.clientId),
  eventCity: eventCityField.optional(),
  firstName: firstNameField,
  lastName: lastNameField,
  email: z.preprocess(blankToUndefined, emailField.optional()),
  phone: z.preprocess(blankToUndefined, optionalPhoneField.optional()),
  kind: z.enum(WALK_UP_KINDS, { error: WALK_UP_MESSAGES.kind }),
  teamId: idField.optional().nullable(),
  shirtSize: shirtSizeField.optional().nullable(),
  birthDate: z.preprocess(blankToUndefined, birthDateField.optional()),
  gender: genderField.optional().nullable(),
  waiver: waiverAcceptanceInputSchema.optional().nullable(),
  donation: z.preprocess(blankToUndefined, donationDollarsField.optional().nullable()),
  payment: walkUpPaymentSchema.optional().nullable(),
  giveShirt: z.boolean().optional(),
  assignBib: z.boolean().optional(),
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time.' }).optional(),
};

/** The walk-up's cross-field rules (a 5k's birth date and gender; a walker's donation and its payment; a shirt given is of a size). */
export function walkUpRules(
  v: { kind: WalkUpKind; birthDate?: string; gender?: string | null; donation?: number | null; payment?: WalkUpPayment | null; giveShirt?: boolean; shirtSize?: string | null },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // As at check-in (shirtSizeToHandOut): the stock of the size handed out goes down.
  if (v.giveShirt && !v.shirtSize) issue('shirtSize', CHECK_IN_MESSAGES.shirtSizeRequired);
  if (v.kind === '5k') {
    if (!v.birthDate) issue('birthDate', WALK_UP_MESSAGES.birthDateFor5k);
    if (!v.gender) issue('gender', WALK_UP_MESSAGES.genderFor5k);
    if (v.donation != null) issue('donation', WALK_UP_MESSAGES.donationForWalkOnly);
  } else if (v.donation != null && !v.payment) issue('payment', WALK_UP_MESSAGES.paymentForDonation);
  else if (v.donation == null && v.payment) issue('payment', WALK_UP_MESSAGES.paymentWithoutAmount);
}

export const walkUpInputSchema = z.strictObject(walkUpInputFields).superRefine(walkUpRules);
export type WalkUpInput = z.infer<typeof walkUpInputSchema>;
/** What a client sends (before defaults and trimming). */
export type WalkUpRequest = z.input<typeof walkUpInputSchema>;

/** The person's check-in card; `alreadyRegistered` when this clientId was registered before (nothing written twice). */
export const walkUpResultSchema = z.object({
  alreadyRegistered: z.boolean(),
  entry: checkInCardSchema,
});
export type WalkUpResult = z.infer<typeof walkUpResultSchema>;

/**
 * What a walk-up pays in cents: the 5k's registration price, or the walk's donation (a walk is free).
 * The server records this amount; the form shows it.
 */
export function walkUpAmountCents(input: { kind: WalkUpKind; donation?: number | null }, runnerPriceCents: number): number {
  if (input.kind === '5k') return runnerPriceCents;
  return input.donation != null ? Math.round(input.donation * 100) : 0;
}
