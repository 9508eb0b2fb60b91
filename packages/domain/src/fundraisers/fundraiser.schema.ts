import { z } from 'zod';
import { MAX_AMOUNT_DOLLARS } from '../common/constants.ts';
import { SLUG_MAX_LENGTH } from '../teams/constants.ts';
import { emailField, eventYearField, idField, passwordField } from '../common/fields.ts';
import { imageUrlField, richTextField } from '../teams/star-of-team.schema.ts';
import { FUNDRAISER_INVITE_MAX, FUNDRAISER_MIN_GOAL_DOLLARS } from './fundraiser-constants.ts';
import { FUNDRAISER_MESSAGES } from './fundraiser-messages.ts';
import { giftsBySourceSchema } from '../ask-kit/ask-kit.schema.ts';

/**
 * Personal fundraising pages (docs/decisions/0009-personal-pages.md). Money is dollars
 * (docs/decisions/0108-amounts-in-cents.md). Public answers name a person by first and last name
 * only, never an email.
 */

/** A fundraiser's goal: whole dollars, at least 10. */
export const fundraiserGoalField = z.coerce
  .number({ error: FUNDRAISER_MESSAGES.goalMin })
  .int(FUNDRAISER_MESSAGES.goalWhole)
  .min(FUNDRAISER_MIN_GOAL_DOLLARS, FUNDRAISER_MESSAGES.goalMin)
  .max(MAX_AMOUNT_DOLLARS, `Your goal must be at most ${MAX_AMOUNT_DOLLARS}.`);

export const fundraiserSlugParams = z.object({ slug: z.string().trim().min(1).max(SLUG_MAX_LENGTH) });

/** A supporter on a fundraiser page: the donor wall's naming rules, plus the donor's public message. */
export const fundraiserSupporterSchema = z.object({
  /** "Dana T.", the employer, or "Anonymous" (donorDisplayName). */
  name: z.string(),
  /** Dollars, or null when the donor is anonymous or the event does not show amounts. */
  amount: z.number().nullable(),
  /** The donor's public message (plain text, at most 280 characters), or null. */
  message: z.string().nullable(),
  createdAt: z.string(),
  /** "In memory of Grandpa Joe" when the donor let the list show their tribute (docs/features/tributes.md), else null. */
  tribute: z.string().nullable().optional(),
});
export type FundraiserSupporter = z.infer<typeof fundraiserSupporterSchema>;

export const fundraiserTeamRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), eventCity: z.string() });

/** The public part of a page that is on. */
export const publicFundraiserSchema = z.object({
  personId: z.number(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Sanitized rich text. */
  story: z.string(),
  imageUrl: z.string().nullable(),
  /** Dollars, this event year. */
  goal: z.number(),
  /** Dollars, this event year. */
  raised: z.number(),
  year: z.number(),
  team: fundraiserTeamRefSchema,
  supporters: z.array(fundraiserSupporterSchema),
});
export type PublicFundraiser = z.infer<typeof publicFundraiserSchema>;

/**
 * GET /v1/fundraisers/{slug}. A page that is off, hidden by an admin, of a member no longer on a
 * team this year, or with personal pages off for the event answers `moved` with the team to show
 * instead (null when there is none): never the old content.
 */
export const fundraiserPageAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('on'), fundraiser: publicFundraiserSchema }),
  z.object({ status: z.literal('moved'), teamSlug: z.string().nullable() }),
]);
export type FundraiserPageAnswer = z.infer<typeof fundraiserPageAnswerSchema>;

/** One fundraiser in a public list (a team's fundraisers, the campaign leaderboard). */
export const fundraiserListItemSchema = z.object({
  personId: z.number(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string().nullable(),
  goal: z.number(),
  raised: z.number(),
  teamName: z.string(),
  teamSlug: z.string(),
});
export type FundraiserListItem = z.infer<typeof fundraiserListItemSchema>;
/** GET /v1/teams/{id}/fundraisers (pages that are on and allow leaderboards, most raised first) and the campaign's top fundraisers. */
export const fundraiserListSchema = z.array(fundraiserListItemSchema);

// ---- The fundraiser's own page (participant, captain) -------------------------------------------

/** A gift credited to the signed-in fundraiser. */
export const myGiftSchema = z.object({
  transactionId: z.number(),
  /** The donor's full name, or "Anonymous". */
  donorName: z.string(),
  /** Dollars; null when the donor chose anonymous. */
  amount: z.number().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  /** When the fundraiser sent their thank-you, or null. Anonymous donors cannot be thanked. */
  thankedAt: z.string().nullable(),
  canThank: z.boolean(),
});
export type MyGift = z.infer<typeof myGiftSchema>;

/** GET /v1/my/page: the signed-in member's page for the current event year. */
export const myPageSchema = z.object({
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  slug: z.string(),
  year: z.number(),
  team: fundraiserTeamRefSchema,
  /** Dollars. */
  goal: z.number(),
  /** Dollars. */
  raised: z.number(),
  story: z.string(),
  imageUrl: z.string().nullable(),
  pageOn: z.boolean(),
  /**
   * Whether public lists and leaderboards may show the walker: null until they answer My Page's
   * question, and only true lists them (docs/decisions/0009-personal-pages.md).
   */
  showOnLeaderboards: z.boolean().nullable(),
  hiddenByAdmin: z.boolean(),
  /** Personal pages are on for the event (event settings). */
  pagesEnabled: z.boolean(),
  /** False until a participant who signed in by link chooses a password. */
  hasPassword: z.boolean(),
  gifts: z.array(myGiftSchema),
});
export type MyPage = z.infer<typeof myPageSchema>;

/** PATCH /v1/my/page: the fields that changed. */
export const myPageUpdateSchema = z
  .strictObject({
    goal: fundraiserGoalField,
    /** Rich text, sanitized on the server like the team message. */
    story: richTextField,
    /** From POST /v1/uploads; "" or null removes the photo. */
    imageUrl: imageUrlField.nullable(),
    pageOn: z.boolean(),
    /** The walker's yes or no; once chosen it cannot go back to "not chosen". */
    showOnLeaderboards: z.boolean(),
  })
  .partial();
export type MyPageUpdate = z.infer<typeof myPageUpdateSchema>;

export const giftParams = z.object({ transactionId: idField });

// ---- Invitations and sign-in links ---------------------------------------------------------------

/** POST /v1/fundraisers/invite: members (person ids) of the captain's team this year, or of any team for an admin. */
export const fundraiserInviteInputSchema = z.strictObject({
  persons: z.array(idField).min(1, 'Choose at least one member.').max(FUNDRAISER_INVITE_MAX, `At most ${FUNDRAISER_INVITE_MAX} members at once.`),
});
export type FundraiserInviteInput = z.infer<typeof fundraiserInviteInputSchema>;
export const fundraiserInviteAnswerSchema = z.object({ invited: z.number(), message: z.string() });

/** POST /v1/fundraisers/sign-in-link ("Start fundraising"): always the same answer. */
export const signInLinkRequestSchema = z.strictObject({ email: emailField });
export const signInLinkAnswerSchema = z.object({ message: z.string() });

/** PUT /v1/my/password: a participant who signed in by link chooses their first password (once). */
export const myPasswordInputSchema = z.strictObject({ password: passwordField });
export type MyPasswordInput = z.infer<typeof myPasswordInputSchema>;

/** POST /v1/auth/sign-in-link: the token from the emailed link; answers an AuthResponse. */
export const signInWithLinkSchema = z.strictObject({
  token: z.string({ error: FUNDRAISER_MESSAGES.linkInvalid }).min(1, FUNDRAISER_MESSAGES.linkInvalid).max(200, FUNDRAISER_MESSAGES.linkInvalid),
});

// ---- The back office ---------------------------------------------------------------------------

/** GET and PATCH /v1/fundraisers/people/{personId}. */
export const fundraiserPersonParams = z.object({ personId: idField });

/** PATCH /v1/fundraisers/people/{personId} (admin, audited): turn a page off or on, edit or clear its story and photo. */
export const fundraiserModerationSchema = z
  .strictObject({ hiddenByAdmin: z.boolean(), story: richTextField, imageUrl: imageUrlField.nullable() })
  .partial();
export type FundraiserModeration = z.infer<typeof fundraiserModerationSchema>;

/** PATCH /v1/transactions/{id}/fundraiser (admin, audited): the credited member, or null for none. */
/**
 * PATCH /v1/transactions/{id}/fundraiser: the walker to credit, or none. The donor's message goes
 * with the gift to that walker's page unless `showMessage` is false (it is kept, hidden from the pages).
 */
export const transactionFundraiserChangeSchema = z.strictObject({ fundraiser: idField.nullable(), showMessage: z.boolean().optional() });
export type TransactionFundraiserChange = z.infer<typeof transactionFundraiserChangeSchema>;

/** GET /v1/reports/fundraisers?year=: the current event year when not given. */
export const fundraiserReportQuerySchema = z.strictObject({ year: eventYearField.optional() });

/** A row of the Fundraisers report (GET /v1/reports/fundraisers, CSV like the other reports). */
export const fundraiserReportRowSchema = z.object({
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  teamId: z.number(),
  teamName: z.string(),
  eventCity: z.string(),
  /** Dollars. */
  goal: z.number(),
  /** Dollars. */
  raised: z.number(),
  /** Whole percent of the goal, 0 when there is no goal. */
  percent: z.number(),
  gifts: z.number(),
  /** "on", "off", "hidden" (by an admin) or "none" (not claimed). */
  page: z.enum(['on', 'off', 'hidden', 'none']),
  slug: z.string().nullable(),
  lastGiftAt: z.string().nullable(),
  /** The paid gifts credited, by where they came from (docs/features/ask-kit.md); sources without gifts are left out. */
  bySource: giftsBySourceSchema,
});
export const fundraiserReportSchema = z.array(fundraiserReportRowSchema);
export type FundraiserReportRow = z.infer<typeof fundraiserReportRowSchema>;

/** What a team member's row adds for the captain's members grid and the participants grid. */
export const memberFundraisingSchema = z.object({
  /** Dollars, this year. */
  raised: z.number(),
  /** Dollars, this year. */
  goal: z.number(),
  page: z.enum(['on', 'off', 'hidden', 'none']),
  slug: z.string().nullable(),
  /** When the member was last sent a sign-in link (an invitation or their own request), ISO; null when never. */
  invitedAt: z.string().nullable(),
});
export type MemberFundraising = z.infer<typeof memberFundraisingSchema>;

/** GET and PATCH /v1/fundraisers/people/{personId} (admin): a person's page as moderation sees it. */
export const adminFundraiserPageSchema = z.object({
  personId: z.number(),
  slug: z.string(),
  page: z.enum(['on', 'off', 'hidden']),
  story: z.string(),
  imageUrl: z.string().nullable(),
  /** Dollars, this event year (0 when not on a team this year). */
  goal: z.number(),
  /** Dollars, this event year. */
  raised: z.number(),
  team: fundraiserTeamRefSchema.nullable(),
});
export type AdminFundraiserPage = z.infer<typeof adminFundraiserPageSchema>;
