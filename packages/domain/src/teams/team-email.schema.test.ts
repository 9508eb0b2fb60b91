import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEAM_EMAIL_MESSAGES, teamEmailFormSchema, teamEmailInputSchema } from './team-email.schema.ts';

function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const byPath: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

const good = { teamId: 7, subject: 'Walk day is Saturday', message: 'Meet at the north gate at 8.' };

describe('team email (docs/spec/back-office.md: subject and message required, at least 10, trimmed)', () => {
  it('accepts a valid email and trims it', () => {
    expect(teamEmailInputSchema.parse({ ...good, subject: '  Walk day is Saturday ', message: '\n Meet at the north gate at 8. \n' })).toEqual(good);
    expect(teamEmailFormSchema.parse({ subject: good.subject, message: good.message })).toEqual({ subject: good.subject, message: good.message });
  });

  it('requires a subject and a message of at least 10 characters after trimming', () => {
    expect(messagesOf(teamEmailInputSchema, { ...good, subject: '' })).toEqual({ subject: TEAM_EMAIL_MESSAGES.subjectRequired });
    expect(messagesOf(teamEmailInputSchema, { ...good, subject: '  123456789  ' })).toEqual({ subject: TEAM_EMAIL_MESSAGES.subjectMin });
    expect(messagesOf(teamEmailInputSchema, { ...good, message: undefined })).toEqual({ message: TEAM_EMAIL_MESSAGES.messageRequired });
    expect(messagesOf(teamEmailInputSchema, { ...good, message: '    short    ' })).toEqual({ message: TEAM_EMAIL_MESSAGES.messageMin });
    expect(messagesOf(teamEmailInputSchema, { ...good, subject: '1234567890', message: '1234567890' })).toEqual({});
  });

  it('bounds both, and keeps the subject on one line', () => {
    expect(messagesOf(teamEmailInputSchema, { ...good, subject: 'x'.repeat(201) })).toEqual({ subject: TEAM_EMAIL_MESSAGES.subjectMax });
    expect(messagesOf(teamEmailInputSchema, { ...good, message: 'x'.repeat(10_001) })).toEqual({ message: TEAM_EMAIL_MESSAGES.messageMax });
    expect(messagesOf(teamEmailInputSchema, { ...good, subject: 'Walk day\nBcc: all@example.com' })).toEqual({ subject: TEAM_EMAIL_MESSAGES.subjectOneLine });
  });

  it("accepts the spec's to and replyTo (the server ignores them) and refuses other fields", () => {
    expect(teamEmailInputSchema.safeParse({ ...good, to: ['a@example.com'], replyTo: 'b@example.com' }).success).toBe(true);
    expect(teamEmailInputSchema.safeParse({ ...good, bcc: 'a@example.com' }).success).toBe(false);
    expect(messagesOf(teamEmailInputSchema, { ...good, teamId: 0 })).toEqual({ teamId: 'Must be a valid id.' });
  });
});
