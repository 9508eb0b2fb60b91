import { DONOR_MESSAGE_MAX_LENGTH } from '../constants.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';

// Control characters (C0, DEL, C1) and line or paragraph separators: a message is one line of plain text.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** True when the text has no control characters or line breaks (one line of plain text). */
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
