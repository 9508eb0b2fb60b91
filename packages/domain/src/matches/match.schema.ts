import { z } from 'zod';
import { eventCityField, idField } from '../common/fields.ts';
import { isPlainTextLine } from '../checkout/donor-message.ts';
import { imageUrlField } from '../teams/star-of-team.schema.ts';
import {
  MATCH_CAP_MAX_DOLLARS, MATCH_MAX_DAYS, MATCH_MIN_GIFT_MAX_DOLLARS, MATCH_RATIO_MAX, MATCH_RATIO_MIN, MATCH_SCOPES, MATCH_STATUSES, SPONSOR_NAME_MAX_LENGTH,
} from './match-constants.ts';
import { MATCH_MESSAGES } from './match-messages.ts';

/**
 * Sponsor matches (docs/features/sponsor-matches.md). Money is whole dollars in requests and
 * dollars in answers (docs/decisions/0108-amounts-in-cents.md); stored as cents.
 */

const wholeDollars = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

export const sponsorNameField = z
  .string({ error: MATCH_MESSAGES.sponsorRequired })
  .trim()
  .min(1, MATCH_MESSAGES.sponsorRequired)
  .max(SPONSOR_NAME_MAX_LENGTH, MATCH_MESSAGES.sponsorTooLong)
  .refine(isPlainTextLine, MATCH_MESSAGES.sponsorPlain);

/** POST /v1/matches and PUT /v1/matches/{id}: the whole match as the admin's form states it. */
export const matchInputSchema = z
  .strictObject({
    sponsorName: sponsorNameField,
    /** The sponsor's logo as POST /v1/uploads answered it (purpose logo); "" for none. */
    logoUrl: imageUrlField.default(''),
    /** 1 doubles a gift (1:1), 2 triples it (2:1). */
    ratio: wholeDollars(MATCH_RATIO_MIN, MATCH_RATIO_MAX, MATCH_MESSAGES.ratio),
    /** The most the sponsor gives, whole dollars. */
    cap: wholeDollars(1, MATCH_CAP_MAX_DOLLARS, MATCH_MESSAGES.cap),
    /** The smallest gift matched, whole dollars (0: every donation). */
    minGift: wholeDollars(0, MATCH_MIN_GIFT_MAX_DOLLARS, MATCH_MESSAGES.minGift).default(0),
    startsAt: instant(MATCH_MESSAGES.startsAt),
    endsAt: instant(MATCH_MESSAGES.endsAt),
    scope: z.enum(MATCH_SCOPES, { error: MATCH_MESSAGES.scope }),
    /** The city, when the scope is a city. */
    eventCity: eventCityField.nullable().optional(),
    /** The team, when the scope is a team. */
    teamId: idField.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.startsAt);
    const end = Date.parse(v.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MATCH_MESSAGES.endAfterStart });
    else if (end - start > MATCH_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MATCH_MESSAGES.tooLong });
    if (v.scope === 'city' && !v.eventCity) ctx.addIssue({ code: 'custom', path: ['eventCity'], message: MATCH_MESSAGES.cityRequired });
    if (v.scope === 'team' && !v.teamId) ctx.addIssue({ code: 'custom', path: ['teamId'], message: MATCH_MESSAGES.teamRequired });
  });
export type MatchInput = z.infer<typeof matchInputSchema>;

/** A match as the admin sees it. */
export const matchViewSchema = z.object({
  id: z.number(),
  sponsorName: z.string(),
  logoUrl: z.string().nullable(),
  ratio: z.number(),
  /** Dollars. */
  cap: z.number(),
  /** Dollars matched so far, net of what refunds took back. */
  matched: z.number(),
  /** Dollars left under the cap. */
  remaining: z.number(),
  /** Gifts matched (refunded or not). */
  gifts: z.number(),
  minGift: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  scope: z.enum(MATCH_SCOPES),
  eventCity: z.string().nullable(),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(MATCH_STATUSES),
  createdAt: z.string(),
});
export type MatchView = z.infer<typeof matchViewSchema>;
export const matchListSchema = z.array(matchViewSchema);

/** GET /v1/matches/running?team=&city=: what a visitor sees of a running match. */
export const publicMatchSchema = z.object({
  id: z.number(),
  sponsorName: z.string(),
  logoUrl: z.string().nullable(),
  ratio: z.number(),
  cap: z.number(),
  remaining: z.number(),
  minGift: z.number(),
  endsAt: z.string(),
  scope: z.enum(MATCH_SCOPES),
  eventCity: z.string().nullable(),
  teamId: z.number().nullable(),
});
export type PublicMatch = z.infer<typeof publicMatchSchema>;
export const publicMatchListSchema = z.array(publicMatchSchema);

/** The running matches that cover a team's gifts (with its city's and the event's), a city's, or the event's only. */
export const runningMatchesQuerySchema = z.strictObject({
  team: idField.optional(),
  city: eventCityField.optional(),
});

/** One sponsor's line of the Matches report: what they matched and owe. */
export const matchReportRowSchema = z.object({
  id: z.number(),
  sponsorName: z.string(),
  status: z.enum(MATCH_STATUSES),
  ratio: z.number(),
  cap: z.number(),
  /** Gifts matched (a refunded one counts too). */
  gifts: z.number(),
  /** Dollars the donors gave in those gifts (as recorded). */
  giftsAmount: z.number(),
  /** Dollars matched when the gifts were recorded. */
  matched: z.number(),
  /** Dollars refunds took back. */
  takenBack: z.number(),
  /** What the sponsor owes: matched less taken back. */
  owed: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MatchReportRow = z.infer<typeof matchReportRowSchema>;
export const matchReportSchema = z.array(matchReportRowSchema);

/** A donor who said their employer matches gifts, for the charity to follow up. */
export const employerMatchRowSchema = z.object({
  transactionId: z.number(),
  /** When the gift was recorded (ISO). */
  date: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  employer: z.string(),
  /** Dollars of the donation. */
  amount: z.number(),
  team: z.string().nullable(),
});
export type EmployerMatchRow = z.infer<typeof employerMatchRowSchema>;
export const employerMatchListSchema = z.array(employerMatchRowSchema);

/** ?year= for the report and the employer list (the current event year by default). */
export const matchYearQuerySchema = z.strictObject({
  year: z.coerce.number({ error: 'year must be a year.' }).int('year must be a year.').min(2000, 'year must be a year.').max(2100, 'year must be a year.').optional(),
});
