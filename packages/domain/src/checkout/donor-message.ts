import { DONOR_MESSAGE_MAX_LENGTH } from './constants.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';

// Control characters (C0, DEL, C1), line or paragraph separators, and the bidirectional embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069), which reorder the text shown after them on a
// public page ("Trojan Source"): a message is one line of plain text. The marks LRM, RLM and ALM stay
// allowed: they only help mixed right-to-left and left-to-right text read in order.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when the text has no control characters, bidirectional overrides or line breaks (one line of plain text). */
export function isPlainTextLine(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * What is wrong with a donor's message, or null: the rule of `donorMessageField`, without zod, so the
 * donate page can say it while typing without loading the schemas (docs/decisions/0008-fundraiser-credit.md).
 */
export function donorMessageProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > DONOR_MESSAGE_MAX_LENGTH) return CHECKOUT_MESSAGES.messageTooLong;
  if (!isPlainTextLine(trimmed)) return CHECKOUT_MESSAGES.messagePlainText;
  return null;
}
