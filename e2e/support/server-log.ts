import { readFileSync } from 'node:fs';
import { env } from './env.ts';

/**
 * The server's output, as the runner captures it. Without SMTP_URL the outbox prints every email
 * to this log (docs/decisions/0115-email.md): `[outbox] email to <address>: <subject>` followed by the text.
 */
function readLog(): string {
  return readFileSync(env.serverLog, 'utf8');
}

/** The current end of the log: pass it to the waiters to only see what comes after. */
export function logMark(): number {
  return Buffer.byteLength(readLog());
}

export interface LogEntry {
  msg: string;
  /** Recipients, when the line is an outbox entry logged with its fields. */
  to?: string[];
  /** The email's own headers (List-Unsubscribe...), when the outbox entry has any. */
  headers?: Record<string, string>;
}

/** The log entries after `since` (pino JSON lines give their `msg`; other lines as they are). */
function entriesSince(since: number): LogEntry[] {
  const text = Buffer.from(readLog()).subarray(since).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: unknown; to?: unknown; headers?: unknown };
        const to = Array.isArray(entry.to) ? entry.to.map(String) : undefined;
        const headers = entry.headers && typeof entry.headers === 'object' ? (entry.headers as Record<string, string>) : undefined;
        return { msg: typeof entry.msg === 'string' ? entry.msg : line, to, headers };
      } catch {
        return { msg: line };
      }
    });
}

function messagesSince(since: number): string[] {
  return entriesSince(since).map((entry) => entry.msg);
}

const OUTBOX = '[outbox] email to ';

/** The outbox entries to `email` printed since `since`, oldest first: the text and the email's headers. */
export function outboxEntries(email: string, since = 0): LogEntry[] {
  const wanted = email.toLowerCase();
  return entriesSince(since).filter(({ msg, to }) => {
    const start = msg.indexOf(OUTBOX);
    if (start < 0) return false;
    const recipients = to ?? (msg.slice(start + OUTBOX.length).split(':')[0] ?? '').split(/,\s*/);
    return recipients.some((recipient) => recipient.trim().toLowerCase() === wanted);
  });
}

/** The outbox emails to `email` printed since `since`, oldest first. */
export function outboxEmails(email: string, since = 0): string[] {
  return outboxEntries(email, since).map(({ msg }) => msg);
}

const RESET_LINK = /https?:\/\/[^\s"'<>]*reset-password[^\s"'<>]*[?&]token=[^\s"'<>]+/g;
/** A personal page's sign-in link (docs/decisions/0009-personal-pages.md): the token rides in the fragment. */
const SIGN_IN_LINK = /https?:\/\/[^\s"'<>]*\/frontend\/sign-in-link#token=[^\s"'<>]+/g;

/** The latest link matching `pattern` sent to `email` since `since`, or undefined. */
function latestLink(email: string, since: number, pattern: RegExp): string | undefined {
  return outboxEmails(email, since).flatMap((msg) => msg.match(pattern) ?? []).at(-1);
}

/** The latest password-reset link sent to `email` since `since`, or undefined. */
export function latestResetLink(email: string, since = 0): string | undefined {
  return latestLink(email, since, RESET_LINK);
}

/** Waits until an email to `email` after `since` passes `find`, and returns what it found. */
async function waitForEmail<T>(email: string, since: number, what: string, find: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      const recent = messagesSince(since).slice(-10).join('\n  ');
      throw new Error(`no ${what} for ${email} in the server log within ${timeoutMs} ms; recent log:\n  ${recent}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until a reset link for `email` appears in the log after `since`. */
export function waitForResetLink(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  return waitForEmail(email, since, 'reset link', () => latestResetLink(email, since), timeoutMs);
}

/** Waits until a fundraiser's sign-in link for `email` appears in the log after `since`. */
export function waitForSignInLink(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  return waitForEmail(email, since, 'sign-in link', () => latestLink(email, since, SIGN_IN_LINK), timeoutMs);
}

/** Waits until an email to `email` whose text contains `text` appears in the log after `since`; returns it. */
export function waitForEmailContaining(email: string, since: number, text: string, timeoutMs = 10_000): Promise<string> {
  return waitForEmail(email, since, `email containing "${text}"`, () => outboxEmails(email, since).find((msg) => msg.includes(text)), timeoutMs);
}

/**
 * The check-in confirmation sent to `email` (a background job, docs/features/event-day.md): its QR code's PNG and
 * the token it states in words. The outbox line carries the attachment.
 */
export async function waitForCheckInCode(email: string, timeoutMs = 30_000): Promise<{ png: Buffer; token: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = readLog()
      .split('\n')
      .find((l) => l.includes(OUTBOX) && l.includes('check-in-code.png') && l.includes(email));
    if (line) {
      const entry = JSON.parse(line) as { msg?: string; attachments?: { contentType: string; content: string }[] };
      const png = entry.attachments?.find((a) => a.contentType === 'image/png');
      const token = /Your check-in code: (\S+)/.exec(entry.msg ?? '')?.[1];
      if (!png || !token) throw new Error(`the confirmation to ${email} has no code as an image and in words`);
      return { png: Buffer.from(png.content, 'base64'), token };
    }
    if (Date.now() > deadline) throw new Error(`no check-in confirmation for ${email} in the server log within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
