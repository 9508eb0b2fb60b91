import { describe, expect, it } from 'vitest';
import { DONOR_MESSAGE_MAX_LENGTH } from '../constants.ts';
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
});
