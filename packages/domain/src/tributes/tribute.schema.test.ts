import { describe, expect, it } from 'vitest';
import { TRIBUTE_MESSAGES } from './constants.ts';
import { tributeDraftProblems } from './tribute-text.ts';
import { tributeInputSchema, tributeOfPayload } from './tribute.schema.ts';

const messages = (value: unknown) => tributeInputSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('a tribute (docs/features/tributes.md)', () => {
  it('takes a kind and a name, shows on the list by default and tells no one unless asked', () => {
    expect(tributeInputSchema.parse({ kind: 'memory', honoreeName: '  Grandpa Joe ' })).toEqual({ kind: 'memory', honoreeName: 'Grandpa Joe', showOnWall: true });
    expect(tributeInputSchema.parse({ kind: 'honour', honoreeName: 'Aunt May', notify: { name: 'Rosa', email: ' Rosa@Example.com ', message: 'a\r\nb' } }).notify)
      .toEqual({ name: 'Rosa', email: 'rosa@example.com', message: 'a\nb', showAmount: false });
  });

  it('refuses what cannot be shown or sent, with the form\'s messages', () => {
    expect(messages({ kind: 'later', honoreeName: 'Joe' })).toEqual([TRIBUTE_MESSAGES.kind]);
    expect(messages({ kind: 'memory', honoreeName: '' })).toEqual([TRIBUTE_MESSAGES.honoreeRequired]);
    expect(messages({ kind: 'memory', honoreeName: 'x'.repeat(101) })).toEqual([TRIBUTE_MESSAGES.honoreeTooLong]);
    expect(messages({ kind: 'memory', honoreeName: 'Jo\u0000e' })).toEqual([TRIBUTE_MESSAGES.plainText]);
    expect(messages({ kind: 'memory', honoreeName: 'Jo\ud800e' })).toEqual([TRIBUTE_MESSAGES.brokenText]);
    expect(messages({ kind: 'memory', honoreeName: 'Joe', notify: { name: 'Rosa', email: 'nope' } })).toEqual([TRIBUTE_MESSAGES.notifyEmailInvalid]);
    expect(messages({ kind: 'memory', honoreeName: 'Joe', notify: { name: 'Rosa', email: 'r@example.com', message: 'x'.repeat(501) } })).toEqual([TRIBUTE_MESSAGES.messageTooLong]);
    expect(messages({ kind: 'memory', honoreeName: 'Joe', extra: 1 })).toHaveLength(1);
  });

  it('the form says the same while typing, without zod', () => {
    expect(tributeDraftProblems({ honoreeName: ' ', notify: { name: '', email: 'nope', message: 'x'.repeat(501) } })).toEqual({
      honoreeName: TRIBUTE_MESSAGES.honoreeRequired, notifyName: TRIBUTE_MESSAGES.notifyNameRequired,
      notifyEmail: TRIBUTE_MESSAGES.notifyEmailInvalid, message: TRIBUTE_MESSAGES.messageTooLong,
    });
    expect(tributeDraftProblems({ honoreeName: 'Joe', notify: null })).toEqual({});
  });

  it('is read from a stored payload, or not at all when it cannot be', () => {
    expect(tributeOfPayload({ transaction: { tribute: { kind: 'memory', honoreeName: 'Joe' } } })?.honoreeName).toBe('Joe');
    expect(tributeOfPayload({ transaction: { tribute: { kind: 'x' } } })).toBeNull();
    expect(tributeOfPayload(null)).toBeNull();
  });
});
