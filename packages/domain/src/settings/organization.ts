import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../common/constants.ts';

/**
 * The charity behind the event (docs/decisions/0012-receipts.md): who donors give to, as the receipt, checkout, the
 * thank-you page and the invoice name it. Part of the event settings (one row of JSON).
 */

export const ORGANIZATION_MESSAGES = {
  ein: 'EIN must be nine digits, written like 12-3456789.',
  contactEmail: 'Contact email must be a valid email address.',
  logo: 'Use a web address that starts with http:// or https:// (or a path on this site starting with /).',
  heroImage: 'Use a web address that starts with http:// or https:// (or a path on this site starting with /).',
} as const;

/** A mailing address on a few lines ("1200 N Walker Ave\nOklahoma City, OK 73103"). */
export const MAILING_ADDRESS_MAX_LENGTH = 500;
/** The one-line mission under the charity's name on the home page. */
export const MISSION_MAX_LENGTH = 200;

/** EIN stored as its nine digits; typed as 12-3456789, 123456789 or with spaces. Empty: not set yet. */
export const einField = z
  .string()
  .trim()
  .max(20, ORGANIZATION_MESSAGES.ein)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => digits === '' || /^\d{9}$/.test(digits), ORGANIZATION_MESSAGES.ein);

/** 123456789 -> "12-3456789", the way the IRS writes an EIN; anything else unchanged. */
export function formatEin(ein: string): string {
  return /^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
}

/**
 * The tax statement printed on every receipt, for a US 501(c)(3) public charity. `{legalName}` and
 * `{ein}` are filled in when the receipt is made, so a change of name or EIN needs no new wording.
 * What was received in return is not part of it: the receipt states that once, from its own
 * amounts (`valueReceivedStatement`).
 */
export const DEFAULT_TAX_STATEMENT =
  '{legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code, EIN {ein}. ' +
  'Contributions are tax-deductible to the extent allowed by law. Please keep this receipt for your tax records.';

/**
 * The default wording before it left the goods-and-services sentence to the receipt's amounts:
 * settings saved with it (the demo's, and any charity that kept the default) read as the default.
 */
const PREVIOUS_DEFAULT_TAX_STATEMENT =
  '{legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code, EIN {ein}. ' +
  'Contributions are tax-deductible to the extent allowed by law. No goods or services were provided in exchange ' +
  'for this contribution, except as listed on this receipt. Please keep this receipt for your tax records.';

const SAFE_LINK = /^(https?:\/\/[^\s]+|\/(?!\/)\S*)$/i;
const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
/** An uploaded image's address (the uploads module) or a path on this site; empty: none. */
const imageLink = (message: string) =>
  z.string().trim().max(URL_MAX_LENGTH).refine((value) => value === '' || SAFE_LINK.test(value), message).default('');

export const organizationSchema = z.object({
  legalName: text('Legal name', SHORT_TEXT_MAX_LENGTH).default(''),
  ein: einField.default(''),
  mailingAddress: text('Mailing address', MAILING_ADDRESS_MAX_LENGTH).default(''),
  logo: imageLink(ORGANIZATION_MESSAGES.logo),
  /** The wide picture at the top of the public home, behind the event's title and story (decorative: no alt text). */
  heroImage: imageLink(ORGANIZATION_MESSAGES.heroImage),
  mission: text('Mission', MISSION_MAX_LENGTH).default(''),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `Contact email must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .refine((value) => value === '' || z.email().safeParse(value).success, ORGANIZATION_MESSAGES.contactEmail)
    .transform((value) => value.toLowerCase())
    .default(''),
  taxStatement: text('Tax statement', LONG_TEXT_MAX_LENGTH).default(DEFAULT_TAX_STATEMENT),
});
export type Organization = z.infer<typeof organizationSchema>;

export const DEFAULT_ORGANIZATION: Organization = organizationSchema.parse({});

/** The organization as the API answers it (the same fields, no transforms). */
export const organizationViewSchema = z.object({
  legalName: z.string(),
  ein: z.string(),
  mailingAddress: z.string(),
  logo: z.string(),
  heroImage: z.string(),
  mission: z.string(),
  contactEmail: z.string(),
  taxStatement: z.string(),
});

/** The statement of a receipt with the charity's name and EIN filled in (an empty wording: the default). */
export function taxStatementText(organization: Pick<Organization, 'legalName' | 'ein' | 'taxStatement'>): string {
  const saved = organization.taxStatement.trim();
  const wording = !saved || saved === PREVIOUS_DEFAULT_TAX_STATEMENT ? DEFAULT_TAX_STATEMENT : saved;
  return wording.replaceAll('{legalName}', organization.legalName.trim() || 'This organization').replaceAll('{ein}', formatEin(organization.ein) || 'on file');
}

/** "Oklahoma Autism Network, Inc. · EIN 73-1234567", the line checkout, receipts and invoices show; '' when nothing is set. */
export function charityIdentityLine(organization: Pick<Organization, 'legalName' | 'ein'>): string {
  const parts = [organization.legalName.trim(), organization.ein ? `EIN ${formatEin(organization.ein)}` : ''].filter(Boolean);
  return parts.join(' · ');
}
