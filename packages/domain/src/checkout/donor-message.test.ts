import { describe, expect, it } from 'vitest';
import { DONOR_MESSAGE_MAX_LENGTH } from './constants.ts';
import { CHECKOUT_MESSAGES, donorMessageField } from './checkout.schema.ts';
import { donorMessageProblem } from './donor-message.ts';

describe('donorMessageProblem', () => {
  it('says what donorMessageField says, without zod', () => {
    const cases = ['Go Dana!', ` ${'a'.repeat(DONOR_MESSAGE_MAX_LENGTH)} `, 'a'.repeat(DONOR_MESSAGE_MAX_LENGTH + 1), 'two\nlines', 'tab\there', ''];
    for (const text of cases) {
      const parsed = donorMessageField.safeParse(text);
      expect(donorMessageProblem(text)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
    }
    expect(donorMessageProblem('a'.repeat(DONOR_MESSAGE_MAX_LENGTH + 1))).toBe(CHECKOUT_MESSAGES.messageTooLong);
    expect(donorMessageProblem('two\nlines')).toBe(CHECKOUT_MESSAGES.messagePlainText);
  });

  it('refuses the bidirectional overrides, embeddings and isolates that reorder a public page, and keeps the marks', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const text = `Go Dana! ${control}!anaD oG`;
      expect(donorMessageProblem(text), `U+${control.codePointAt(0)!.toString(16)}`).toBe(CHECKOUT_MESSAGES.messagePlainText);
      expect(donorMessageField.safeParse(text).success).toBe(false);
    }
    // Left-to-right, right-to-left and Arabic letter marks order mixed text; they reorder nothing after them.
    for (const mark of ['\u200e', '\u200f', '\u061c']) expect(donorMessageProblem(`مرحبا${mark} Dana`)).toBeNull();
  });
});
