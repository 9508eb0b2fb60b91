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

interface LogEntry {
  msg: string;
  /** Recipients, when the line is an outbox entry logged with its fields. */
  to?: string[];
}

/** The log entries after `since` (pino JSON lines give their `msg`; other lines as they are). */
function entriesSince(since: number): LogEntry[] {
  const text = Buffer.from(readLog()).subarray(since).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: unknown; to?: unknown };
        const to = Array.isArray(entry.to) ? entry.to.map(String) : undefined;
        return { msg: typeof entry.msg === 'string' ? entry.msg : line, to };
      } catch {
        return { msg: line };
      }
    });
}

function messagesSince(since: number): string[] {
  return entriesSince(since).map((entry) => entry.msg);
}

const OUTBOX = '[outbox] email to ';

/** The outbox emails to `email` printed since `since`, oldest first. */
export function outboxEmails(email: string, since = 0): string[] {
  const wanted = email.toLowerCase();
  return entriesSince(since)
    .filter(({ msg, to }) => {
      const start = msg.indexOf(OUTBOX);
      if (start < 0) return false;
      const recipients = to ?? (msg.slice(start + OUTBOX.length).split(':')[0] ?? '').split(/,\s*/);
      return recipients.some((recipient) => recipient.trim().toLowerCase() === wanted);
    })
    .map(({ msg }) => msg);
}

const RESET_LINK = /https?:\/\/[^\s"'<>]*reset-password[^\s"'<>]*[?&]token=[^\s"'<>]+/g;

/** The latest password-reset link sent to `email` since `since`, or undefined. */
export function latestResetLink(email: string, since = 0): string | undefined {
  const links = outboxEmails(email, since).flatMap((msg) => msg.match(RESET_LINK) ?? []);
  return links.at(-1);
}

/** Waits until a reset link for `email` appears in the log after `since`. */
export async function waitForResetLink(email: string, since: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = latestResetLink(email, since);
    if (link) return link;
    if (Date.now() > deadline) {
      const recent = messagesSince(since).slice(-10).join('\n  ');
      throw new Error(`no reset link for ${email} in the server log within ${timeoutMs} ms; recent log:\n  ${recent}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
