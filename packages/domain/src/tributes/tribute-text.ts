import { EMAIL_MAX_LENGTH } from '../common/constants.ts';
import { TRIBUTE_MESSAGES, TRIBUTE_MESSAGE_MAX_LENGTH, TRIBUTE_NAME_MAX_LENGTH } from './constants.ts';

// Control characters (C0 but the line feed where lines are allowed, DEL, C1), line and paragraph
// separators and the bidirectional overrides and isolates, as for a donor's message
// (checkout/donor-message.ts): a tribute is shown on public pages and in an email.
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROL_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// A UTF-16 surrogate without its pair cannot be stored or emailed.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What is wrong with a tribute's text, or null: control characters (a line feed only where
 * `lines`), or a broken character. Without zod, so the donate page can say it while typing.
 */
export function tributeTextProblem(text: string, options: { lines: boolean }): string | null {
  if (LONE_SURROGATE.test(text)) return TRIBUTE_MESSAGES.brokenText;
  if ((options.lines ? CONTROL_LINES : CONTROL_ONE_LINE).test(text)) return TRIBUTE_MESSAGES.plainText;
  return null;
}

/** A tribute as the donate form holds it (every text as typed). */
export interface TributeDraftFields {
  honoreeName: string;
  /** Null when no one is to be told. */
  notify: { name: string; email: string; message: string } | null;
}

export type TributeDraftProblems = Partial<Record<'honoreeName' | 'notifyName' | 'notifyEmail' | 'message', string>>;

// The shape of an address; the server checks it fully (tribute.schema.ts).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with each field of a tribute as typed: the rules of `tributeInputSchema`, without
 * zod, so the donate page can say them while typing (as donorMessageProblem does for the message).
 */
export function tributeDraftProblems(d: TributeDraftFields): TributeDraftProblems {
  const problems: TributeDraftProblems = {};
  const name = (text: string, required: string, tooLong: string) => {
    const trimmed = text.trim();
    if (!trimmed) return required;
    if (trimmed.length > TRIBUTE_NAME_MAX_LENGTH) return tooLong;
    return tributeTextProblem(trimmed, { lines: false });
  };
  const honoree = name(d.honoreeName, TRIBUTE_MESSAGES.honoreeRequired, TRIBUTE_MESSAGES.honoreeTooLong);
  if (honoree) problems.honoreeName = honoree;
  if (d.notify) {
    const notifyName = name(d.notify.name, TRIBUTE_MESSAGES.notifyNameRequired, TRIBUTE_MESSAGES.notifyNameTooLong);
    if (notifyName) problems.notifyName = notifyName;
    const email = d.notify.email.trim();
    if (!email) problems.notifyEmail = TRIBUTE_MESSAGES.notifyEmailRequired;
    else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) problems.notifyEmail = TRIBUTE_MESSAGES.notifyEmailInvalid;
    const message = d.notify.message.replace(/\r\n?/g, '\n').trim();
    if (message.length > TRIBUTE_MESSAGE_MAX_LENGTH) problems.message = TRIBUTE_MESSAGES.messageTooLong;
    else {
      const problem = tributeTextProblem(message, { lines: true });
      if (problem) problems.message = problem;
    }
  }
  return problems;
}
