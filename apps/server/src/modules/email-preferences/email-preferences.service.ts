import { EMAIL_LIST_LABELS, EMAIL_LISTS, EMAIL_PREFERENCES_MESSAGES, maskEmail, type EmailList, type EmailPreferences, type EmailPreferencesUpdate } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import type { SQL } from 'drizzle-orm';
import { findPersonEmail, findPreferences, listOptedOut, normalizeAddress, savePreferences, subscribedCondition } from './email-preferences.repo.ts';

/**
 * Email preferences and unsubscribe links (docs/features/coaching.md). Every email that is not a
 * receipt or a sign-in link names its list and carries a signed link (HMAC with the server's
 * secret: no sign-in needed) to leave it, visible in the text and as the List-Unsubscribe and
 * List-Unsubscribe-Post headers (RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the
 * https address). The token names the person and the list; the choice is kept for their address.
 */

const PURPOSE = 'email-preferences';
const LIST_CODES: Record<EmailList, string> = { coaching: 'c', 'team-news': 't' };
const listOfCode = (code: string) => EMAIL_LISTS.find((list) => LIST_CODES[list] === code) ?? null;

export interface LinkSettings {
  publicUrl: string;
  secret: string;
}

export function unsubscribeToken(secret: string, personId: number, list: EmailList): string {
  return signToken(secret, PURPOSE, [personId, LIST_CODES[list]]);
}

/** The person and list of a token, or null. */
export function readUnsubscribeToken(secret: string, token: string): { personId: number; list: EmailList } | null {
  const parts = verifyToken(secret, PURPOSE, token, 2);
  if (!parts) return null;
  const personId = Number(parts[0]);
  const list = listOfCode(parts[1]!);
  return Number.isSafeInteger(personId) && personId > 0 && list ? { personId, list } : null;
}

/** The page where a person sees and changes their preferences (the token in the fragment stays out of server logs), and the one-click address. */
export function unsubscribeLinks(settings: LinkSettings, personId: number, list: EmailList): { pageUrl: string; oneClickUrl: string } {
  const base = settings.publicUrl.replace(/\/+$/, '');
  const token = unsubscribeToken(settings.secret, personId, list);
  return {
    pageUrl: `${base}/frontend/email-preferences#token=${encodeURIComponent(token)}`,
    oneClickUrl: `${base}/v1/email-preferences/one-click?token=${encodeURIComponent(token)}`,
  };
}

/** The message with its list's unsubscribe line at the end (text and HTML) and the RFC 8058 headers. */
export function withUnsubscribe(message: EmailMessage, settings: LinkSettings, personId: number, list: EmailList): EmailMessage {
  const { pageUrl, oneClickUrl } = unsubscribeLinks(settings, personId, list);
  const label = EMAIL_LIST_LABELS[list].label.toLowerCase();
  const line = `You get this email as part of ${label}. Unsubscribe or change your email preferences: ${pageUrl}`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${line}`,
    ...(message.html !== undefined
      ? {
          html: `${message.html}\n<hr>\n<p style="font-size:12px;color:#555">You get this email as part of ${escapeHtml(label)}. <a href="${escapeHtml(pageUrl)}">Unsubscribe or change your email preferences</a>.</p>`,
        }
      : {}),
    headers: { ...message.headers, 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** Of these addresses, the normalized ones that left the list. */
export function optedOutOf(db: DbOrTx, emails: string[], list: EmailList): Promise<Set<string>> {
  return listOptedOut(db, emails, list);
}

/** SQL true while the address `email` (an SQL expression) still gets `list`: isSubscribed inside a read of its own. */
export function stillSubscribed(email: SQL, list: EmailList): SQL {
  return subscribedCondition(email, list);
}

/** Whether an address still gets a list. */
export async function isSubscribed(db: DbOrTx, email: string, list: EmailList): Promise<boolean> {
  return !(await listOptedOut(db, [email], list)).has(normalizeAddress(email));
}

async function addressOf(db: DbOrTx, secret: string, token: string): Promise<{ email: string; list: EmailList }> {
  const read = readUnsubscribeToken(secret, token);
  const email = read ? await findPersonEmail(db, read.personId) : null;
  if (!read || !email) throw AppError.notFound(EMAIL_PREFERENCES_MESSAGES.linkInvalid);
  return { email, list: read.list };
}

function view(email: string, list: EmailList, row: { coaching: boolean; teamNews: boolean }): EmailPreferences {
  return { email: maskEmail(email), list, coaching: row.coaching, teamNews: row.teamNews };
}

/** POST /v1/email-preferences/lookup: what the preferences page shows. */
export async function lookupPreferences(args: { db: DbOrTx; secret: string; token: string }): Promise<EmailPreferences> {
  const { email, list } = await addressOf(args.db, args.secret, args.token);
  return view(email, list, await findPreferences(args.db, email));
}

/** PUT /v1/email-preferences: both switches as chosen on the page. */
export async function updatePreferences(args: { db: DbOrTx; secret: string; input: EmailPreferencesUpdate }): Promise<EmailPreferences> {
  const { email, list } = await addressOf(args.db, args.secret, args.input.token);
  return view(email, list, await savePreferences(args.db, email, { coaching: args.input.coaching, teamNews: args.input.teamNews }));
}

/** The body RFC 8058 says a one-click POST carries. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

/** POST /v1/email-preferences/one-click?token=: leaves the token's list at once. */
export async function unsubscribeOneClick(args: { db: DbOrTx; secret: string; token: string; body: unknown }): Promise<{ message: string }> {
  const { email, list } = await addressOf(args.db, args.secret, args.token);
  const body = typeof args.body === 'string' ? args.body.trim() : '';
  if (!new URLSearchParams(body).getAll('List-Unsubscribe').includes('One-Click')) {
    throw AppError.badRequest(`The body of a one-click unsubscribe is ${ONE_CLICK_BODY} (RFC 8058), sent as application/x-www-form-urlencoded.`);
  }
  await savePreferences(args.db, email, list === 'coaching' ? { coaching: false } : { teamNews: false });
  return { message: EMAIL_PREFERENCES_MESSAGES.unsubscribed };
}
