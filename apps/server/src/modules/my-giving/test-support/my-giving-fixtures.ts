import { DONOR_SESSION_HEADER, DONOR_SESSION_MINUTES, type DonorSession } from '@walkfund/domain';
import type { Db } from '../../../db/client.ts';
import { newOpaqueToken } from '../../sessions/token.service.ts';
import { insertDonorLink, insertDonorSession } from '../my-giving.repo.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { buildCheckout, payByTestCard, type CartSpec } from '../../payments/test-support/checkout-fixtures.ts';

/** The donor page's test helpers (docs/features/my-giving.md). */

/** Lets work deferred past the answer and the queued emails finish. */
export async function settle(t: TestApp): Promise<void> {
  await t.app.afterResponse.settle();
  await t.app.jobs.drain();
}

/** A gift paid by test card with this email: its transaction id. */
export async function giveAs(t: TestApp, email: string, spec: Omit<CartSpec, 'email'> = { donation: 25 }): Promise<{ id: number; receiptToken: string }> {
  const paid = await payByTestCard(t, buildCheckout({ ...spec, email }));
  if (paid.recorded.statusCode !== 201) throw new Error(`recording a gift answered ${paid.recorded.statusCode}: ${paid.recorded.body}`);
  return paid.recorded.json() as { id: number; receiptToken: string };
}

/** The tokens of the donor links the test mailer got since `from`, sent to `to`. */
export function donorLinkTokensSentTo(t: TestApp, to: string, from = 0): string[] {
  return t.mailer.messages
    .slice(from)
    .filter((m) => m.to.includes(to))
    .map((m) => /\/frontend\/my-giving#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter((token): token is string => !!token);
}

export function requestLink(t: TestApp, email: string, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/v1/my-giving/sign-in-link', payload: { email }, remoteAddress: ip });
}

export function openSession(t: TestApp, token: string, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/v1/my-giving/session', payload: { token }, remoteAddress: ip });
}

/** Asks for a link for the email, opens it, and answers the session's header. */
export async function donorSession(t: TestApp, email: string): Promise<{ session: DonorSession; headers: Record<string, string> }> {
  await settle(t);
  const from = t.mailer.messages.length;
  const asked = await requestLink(t, email);
  if (asked.statusCode !== 200) throw new Error(`asking for a donor link answered ${asked.statusCode}: ${asked.body}`);
  await settle(t);
  const [token] = donorLinkTokensSentTo(t, email, from);
  if (!token) throw new Error(`no donor link was emailed to ${email}`);
  const opened = await openSession(t, token);
  if (opened.statusCode !== 200) throw new Error(`opening a donor link answered ${opened.statusCode}: ${opened.body}`);
  const session = opened.json() as DonorSession;
  return { session, headers: { [DONOR_SESSION_HEADER]: session.token } };
}

/**
 * A live donor session for the email, written straight to the database (the route tests' world):
 * the header it is sent in. The link flow itself is tested in my-giving.test.ts.
 */
export async function donorSessionHeaders(db: Db, email: string): Promise<Record<string, string>> {
  const { token, hash } = newOpaqueToken();
  await insertDonorSession(db, { email: email.trim().toLowerCase(), tokenHash: hash, expiresAt: new Date(Date.now() + DONOR_SESSION_MINUTES * 60_000) });
  return { [DONOR_SESSION_HEADER]: token };
}

/** An unused donor link for the email, written straight to the database: its token (the route tests' world). */
export async function donorLinkToken(db: Db, email: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertDonorLink(db, { email: email.trim().toLowerCase(), tokenHash: hash, expiresAt: new Date(Date.now() + 60 * 60_000) });
  return token;
}
