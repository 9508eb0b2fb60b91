import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { checkInWaiverInputSchema } from '../waivers/waiver-admin.schema.ts';
import { CHECK_IN_MESSAGES, checkInCardSchema, checkInShirtSizeField } from './check-in.schema.ts';
import { walkUpInputSchema } from './walk-up.schema.ts';

/**
 * Offline check-in (docs/decisions/0011-event-day-check-in.md, "Offline: the phone keeps the
 * roster and a queue"): the phone queues what a volunteer does, each item with its own client id,
 * and sends the queue in batches to `POST /v1/check-in/sync`. The server applies each item once;
 * an item leaves the phone's queue only when the answer names it.
 */

/** Most items one sync request carries; the phone sends a longer queue in several batches. */
export const CHECK_IN_SYNC_MAX_ITEMS = 200;

export const CHECK_IN_SYNC_MESSAGES = {
  tooManyItems: `Send at most ${CHECK_IN_SYNC_MAX_ITEMS} items at a time.`,
  noItems: 'Send at least one item.',
  waiting: (n: number) => (n === 1 ? '1 waiting to send' : `${n} waiting to send`),
  allSent: 'Everything is sent.',
  cardWaiting: 'Waiting to send.',
  sendNow: 'Send now',
  offline: 'No signal: check-ins are kept on this phone and sent when the network is back.',
  refused: (name: string, message: string) => `${name}: not checked in. ${message}`,
  /** What a refused item of each type did not do, for the banner ("Hannah Lee: waiver not signed. ..."). */
  refusedOf: (type: CheckInSyncItemType, name: string, message: string) => `${name}: ${REFUSED_WHAT[type]}. ${message}`,
  itemsList: 'items must be a list of queued items.',
  itemObject: 'Each item must be an object.',
  unknownType: 'type must be check-in, waiver or walk-up.',
  unreadable: (reason: string) => `The server could not read it: ${reason}`,
  openAgainToKeep: 'To open this page without signal later, open it once more now.',
  openAgain: 'Open again',
} as const;

/** A refused item's banner names what was not done: a refused signature is not a refused check-in. */
const REFUSED_WHAT = { 'check-in': 'not checked in', waiver: 'waiver not signed', 'walk-up': 'not registered' } as const satisfies Record<CheckInSyncItemType, string>;

const atField = z.iso.datetime({ offset: true, error: 'at must be an ISO date and time.' });

/** A check-in made on the phone (maybe offline): the same fields as the online check-in, and when. */
export const checkInSyncCheckInItemSchema = z.strictObject({
  type: z.literal('check-in'),
  clientId: z.uuid(CHECK_IN_MESSAGES.clientId),
  entryId: idField,
  giveShirt: z.boolean().optional(),
  shirtSize: checkInShirtSizeField.optional(),
  assignBib: z.boolean().optional(),
  at: atField,
});
export type CheckInSyncCheckInItem = z.infer<typeof checkInSyncCheckInItemSchema>;

/** A waiver signed on the volunteer's screen (the check-in's sign modal), for one entry. */
export const checkInSyncWaiverItemSchema = checkInWaiverInputSchema.extend({
  type: z.literal('waiver'),
  entryId: idField,
  at: atField,
});
export type CheckInSyncWaiverItem = z.infer<typeof checkInSyncWaiverItemSchema>;

/** A person registered at the gate (the walk-up form): the same fields as POST /v1/check-in/walk-ups. */
export const checkInSyncWalkUpItemSchema = walkUpInputSchema.safeExtend({ type: z.literal('walk-up'), at: atField });
export type CheckInSyncWalkUpItem = z.infer<typeof checkInSyncWalkUpItemSchema>;

/** One queued item; `type` says which. */
export const checkInSyncItemSchema = z.discriminatedUnion('type', [checkInSyncCheckInItemSchema, checkInSyncWaiverItemSchema, checkInSyncWalkUpItemSchema], {
  error: CHECK_IN_SYNC_MESSAGES.unknownType,
});
export type CheckInSyncItem = z.infer<typeof checkInSyncItemSchema>;
export type CheckInSyncItemType = CheckInSyncItem['type'];

/**
 * POST /v1/check-in/sync. Only the envelope is checked as a whole: 1 to CHECK_IN_SYNC_MAX_ITEMS
 * items, each an object. Each item is read on its own (parseCheckInSyncItem), so one the server
 * cannot read is answered `refused` with its reason and the others are still applied: a whole
 * batch refused would be sent again and again by the phone, and the good items behind a bad one
 * would never arrive.
 */
export const checkInSyncInputSchema = z.strictObject({
  // Each a queued item, `check-in`, `waiver` or `walk-up` by its `type` (checkInSyncItemSchema; the route's description lists their fields).
  items: z
    .array(z.looseObject({}, { error: CHECK_IN_SYNC_MESSAGES.itemObject }), { error: CHECK_IN_SYNC_MESSAGES.itemsList })
    .min(1, CHECK_IN_SYNC_MESSAGES.noItems)
    .max(CHECK_IN_SYNC_MAX_ITEMS, CHECK_IN_SYNC_MESSAGES.tooManyItems),
});
export type CheckInSyncInput = z.infer<typeof checkInSyncInputSchema>;

/** An item as sent, read on its own: the item, or the reason it cannot be applied with the clientId it carried ('' when none). */
export type CheckInSyncItemReading = { ok: true; item: CheckInSyncItem } | { ok: false; clientId: string; message: string };

/** Reads one item of a batch with checkInSyncItemSchema; the reason is the first problem's message. */
export function parseCheckInSyncItem(raw: Record<string, unknown>): CheckInSyncItemReading {
  const parsed = checkInSyncItemSchema.safeParse(raw);
  if (parsed.success) return { ok: true, item: parsed.data };
  const clientId = typeof raw.clientId === 'string' ? raw.clientId : '';
  return { ok: false, clientId, message: CHECK_IN_SYNC_MESSAGES.unreadable(parsed.error.issues[0]?.message ?? 'it is not a queued item.') };
}

/**
 * `recorded`: this item is the person's check-in (or signature, or registration); `already`:
 * someone checked them in first (the card says who and when), or the same clientId came earlier
 * in this batch, never an error; `refused`: it cannot be applied (another city, an unknown entry,
 * a time before the sign-in, an item the server cannot read), with the message the phone shows
 * before it drops the item. An item the server could not answer (it failed) is left out of
 * `results`: the phone keeps it and sends it again.
 */
export const CHECK_IN_SYNC_STATUSES = ['recorded', 'already', 'refused'] as const;
export type CheckInSyncStatus = (typeof CHECK_IN_SYNC_STATUSES)[number];

/** The item's clientId as it was sent ('' when it had none): the phone matches answers by it. */
const resultClientId = z.string();

export const checkInSyncResultSchema = z.discriminatedUnion('status', [
  z.object({
    clientId: resultClientId,
    status: z.enum(['recorded', 'already']),
    /** The person's card after a check-in or a walk-up (a signature has none). */
    card: checkInCardSchema.optional(),
    message: z.never().optional(),
  }),
  z.object({
    clientId: resultClientId,
    status: z.literal('refused'),
    card: z.never().optional(),
    /** Why, in a short sentence for the volunteer. */
    message: z.string(),
  }),
]);
export type CheckInSyncResult = z.infer<typeof checkInSyncResultSchema>;

export const checkInSyncAnswerSchema = z.object({ results: z.array(checkInSyncResultSchema) });
export type CheckInSyncAnswer = z.infer<typeof checkInSyncAnswerSchema>;

/** How many characters of the token's hash the roster carries: enough to tell 5,000 people apart, short to keep it small. */
export const CHECK_IN_TOKEN_HASH_LENGTH = 16;

/**
 * The first 16 characters of the base64url SHA-256 of a check-in token. The roster carries it so
 * a phone offline can match a scanned code to a person without holding anyone's token. WebCrypto,
 * the same in Node and the browser.
 */
export async function checkInTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, CHECK_IN_TOKEN_HASH_LENGTH);
}
