import { z } from 'zod';
import { EVENT_CITIES } from '../common/constants.ts';
import { CAPTAIN_SHIRT_SIZES } from '../persons/constants.ts';
import { eventYearField } from '../common/fields.ts';

/**
 * Shirt stock (docs/decisions/0011-event-day-check-in.md): the event shirts on hand per
 * event year, city and size for packet pickup. The admin sets the counts; each first "Shirt given"
 * at check-in takes one, so a count may go below zero (the shirt was handed over; the admin fixes
 * the count).
 *
 *   GET /v1/shirt-stock?year=   admin -> ShirtStockView
 *   PUT /v1/shirt-stock         admin, ShirtStockInput -> ShirtStockView (audited)
 */

/** The sizes people choose on their forms (persons.shirt_size), the ones check-in hands out. */
export const SHIRT_STOCK_SIZES = CAPTAIN_SHIRT_SIZES;
export type ShirtStockSize = (typeof SHIRT_STOCK_SIZES)[number];

/** The largest count the admin may enter for one city and size. */
export const SHIRT_STOCK_MAX = 100_000;

export const SHIRT_STOCK_MESSAGES = {
  quantity: `Shirts on hand must be a whole number from 0 to ${SHIRT_STOCK_MAX}.`,
  size: `Size must be one of ${SHIRT_STOCK_SIZES.join(', ')}.`,
  city: `Event city must be one of ${EVENT_CITIES.join(', ')}.`,
  once: 'Each city and size may be listed once.',
} as const;

export const shirtStockItemSchema = z.strictObject({
  eventCity: z.enum(EVENT_CITIES, { error: SHIRT_STOCK_MESSAGES.city }),
  size: z.enum(SHIRT_STOCK_SIZES, { error: SHIRT_STOCK_MESSAGES.size }),
  quantity: z
    .number({ error: SHIRT_STOCK_MESSAGES.quantity })
    .int(SHIRT_STOCK_MESSAGES.quantity)
    .min(0, SHIRT_STOCK_MESSAGES.quantity)
    .max(SHIRT_STOCK_MAX, SHIRT_STOCK_MESSAGES.quantity),
});
export type ShirtStockItem = z.infer<typeof shirtStockItemSchema>;

const MAX_ITEMS = EVENT_CITIES.length * SHIRT_STOCK_SIZES.length;

/** PUT /v1/shirt-stock: every count of the year (the current one unless given); a city and size left out has no count. */
export const shirtStockInputSchema = z
  .strictObject({
    eventYear: eventYearField.optional(),
    stock: z.array(shirtStockItemSchema).max(MAX_ITEMS, `At most ${MAX_ITEMS} counts.`),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.stock.map((s) => `${s.eventCity}|${s.size}`)).size !== v.stock.length) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: SHIRT_STOCK_MESSAGES.once });
    }
  });
export type ShirtStockInput = z.infer<typeof shirtStockInputSchema>;

export const shirtStockQuerySchema = z.strictObject({ year: eventYearField.optional() });

/**
 * One city and size: the count on hand (null when the admin set none; below zero when more were
 * given than counted) and how many shirts of the size check-in has recorded as given. A size
 * given that is not in SHIRT_STOCK_SIZES is listed as it is; '' is a person with no size.
 */
export const shirtStockRowSchema = z.object({
  eventCity: z.enum(EVENT_CITIES),
  size: z.string(),
  label: z.string(),
  onHand: z.number().int().nullable(),
  given: z.number().int().nonnegative(),
});
export type ShirtStockRow = z.infer<typeof shirtStockRowSchema>;

export const shirtStockViewSchema = z.object({
  eventYear: z.number().int(),
  /** Every city × size of SHIRT_STOCK_SIZES, by city then size, then any other size given. */
  rows: z.array(shirtStockRowSchema),
});
export type ShirtStockView = z.infer<typeof shirtStockViewSchema>;

/** The back office's notifications for the shirt stock (title, message). */
export const SHIRT_STOCK_TOASTS = {
  saved: ['Success', 'Shirt stock has been saved.'],
  saveFailed: ['Error', 'There was a problem saving the shirt stock.'],
} as const satisfies Record<string, readonly [string, string]>;
