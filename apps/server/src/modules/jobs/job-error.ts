import { serializeError, REDACTED } from '../../plugins/log-redaction.ts';

/** A job's last error is at most this long: enough to diagnose, never a whole response body. */
export const JOB_ERROR_MAX_LENGTH = 500;

/** Credentials that a provider's error text may echo back (headers, query strings, JSON fields). */
const CREDENTIAL_PATTERNS: RegExp[] = [
  /\b(bearer|basic|token)\s+(token=)?"?[\w\-.~+/=]{8,}"?/gi,
  /\b(access_token|refresh_token|client_secret|api_key|apikey|password|secret|token|code|state)(["']?\s*[:=]\s*["']?)[^\s"'&,}]+/gi,
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]+@/gi,
];

/**
 * The message stored on a job and shown to admins: the error's message only (no stack, no SQL
 * parameters), with email addresses and anything shaped like a credential masked, and bounded.
 */
export function jobErrorMessage(err: unknown): string {
  const raw = err instanceof Error ? serializeError(err).message || err.name : String(err);
  let text = raw.replace(/\s+/g, ' ').trim();
  text = text.replace(CREDENTIAL_PATTERNS[0]!, (_m, scheme: string) => `${scheme} ${REDACTED}`);
  text = text.replace(CREDENTIAL_PATTERNS[1]!, (_m, key: string, sep: string) => `${key}${sep}${REDACTED}`);
  text = text.replace(CREDENTIAL_PATTERNS[2]!, (m) => `${m.slice(0, m.indexOf('://') + 3)}${REDACTED}@`);
  if (!text) text = 'The job failed without a message.';
  return text.length > JOB_ERROR_MAX_LENGTH ? `${text.slice(0, JOB_ERROR_MAX_LENGTH - 1)}…` : text;
}
