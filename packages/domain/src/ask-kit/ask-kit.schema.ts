import { z } from 'zod';
import { eventYearField, idField } from '../common/fields.ts';
import { GIFT_SOURCES, parseGiftSource } from './gift-source.ts';

/** The poster is US Letter, in PDF points (72 a inch). */
export const POSTER_PAGE_SIZE = { width: 612, height: 792 } as const;
/** The photo on the poster: at most this many pixels a side once drawn (decoded and re-encoded by the server). */
export const POSTER_PHOTO_MAX_SIDE = 900;
/** A stored photo whose pixel count is above this is left off the poster rather than decoded. */
export const POSTER_PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The QR code PNG to download: its width and height in pixels. */
export const QR_PNG_SIZE = 600;
/** The poster's title (the walker's or team's name) is cut to this many characters. */
export const POSTER_TITLE_MAX_LENGTH = 60;

/**
 * The checkout payload's `transaction.source`: one of GIFT_SOURCES, or null for a missing or
 * unknown value (ignored, not refused, like the link's `src`).
 */
export const giftSourceField = z
  .unknown()
  .transform((value) => parseGiftSource(value))
  .optional()
  .describe(`Where the gift came from: ${GIFT_SOURCES.join(', ')}; any other value is ignored.`);

/** Paths: a walker by person id, a team by id. A path id that cannot exist is a 404. */
export const walkerKitParams = z.object({ personId: idField });
export const teamKitParams = z.object({ id: idField });
export const giftSourceReportQuerySchema = z.strictObject({ year: eventYearField.optional() });

/**
 * Gifts and the amount they raised for one source (null: none or unknown). An answer states a
 * plain shape: a source stored before the list changed must still be readable.
 */
export const giftSourceTotalSchema = z.object({
  source: z.string().nullable(),
  /** Paid gifts, net of refunds above zero. */
  gifts: z.number(),
  /** Dollars, net of refunds. */
  amount: z.number(),
});
export type GiftSourceTotal = z.infer<typeof giftSourceTotalSchema>;
export const giftsBySourceSchema = z.array(giftSourceTotalSchema);

/** GET /v1/ask-kit/walkers/{personId}/sources: the walker's gifts of this year by source. */
export const walkerSourcesSchema = z.object({
  year: z.number(),
  bySource: giftsBySourceSchema,
});
export type WalkerSources = z.infer<typeof walkerSourcesSchema>;

/** GET /v1/reports/gift-sources: every donation of the year (to teams, walkers and the event) by source. */
export const giftSourceReportSchema = z.object({
  year: z.number(),
  bySource: giftsBySourceSchema,
});
export type GiftSourceReport = z.infer<typeof giftSourceReportSchema>;

export const ASK_KIT_MESSAGES = {
  noPage: 'This walker has no page yet: they get one when they first open My Page.',
  notOnTeam: 'This walker is not on a team this year.',
  notYours: 'You can only download your own poster.',
  teamNotFound: 'Team not found.',
} as const;

/** The answers that are files, for the OpenAPI document: the bytes as a binary string. */
export const pdfFileSchema = z.string().meta({ format: 'binary', description: 'The PDF bytes.' });
export const pngFileSchema = z.string().meta({ format: 'binary', description: 'The PNG bytes.' });
