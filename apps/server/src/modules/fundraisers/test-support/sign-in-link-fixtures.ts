import type { AuthResponse } from '@walkfund/domain';
import { authHeader, type Session } from '../../../../test/factories.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { createSignInLink } from '../sign-in-link.service.ts';

/** The tokens of the sign-in links in the messages the test mailer got since `from` sent to `to` (docs/decisions/0009-personal-pages.md). */
export function linkTokensSentTo(t: TestApp, to: string, from = 0): string[] {
  return t.mailer.messages
    .slice(from)
    .filter((m) => m.to.includes(to))
    .map((m) => /\/frontend\/sign-in-link#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter((token): token is string => !!token);
}

/** Lets work deferred past the answer and the queued emails finish. */
export async function settleEmails(t: TestApp): Promise<void> {
  await t.app.afterResponse.settle();
  await t.app.jobs.drain();
}

export function openLink(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/sign-in-link', payload: { token } });
}

/** A fresh link for the person, opened: the session it gives. */
export async function signInByLink(t: TestApp, personId: number): Promise<Session> {
  const token = await t.app.db.transaction((tx) => createSignInLink(tx, personId));
  const res = await openLink(t, token);
  if (res.statusCode !== 200) throw new Error(`opening a sign-in link answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as AuthResponse;
  return { ...body, headers: authHeader(body.tokens.access.token) };
}
