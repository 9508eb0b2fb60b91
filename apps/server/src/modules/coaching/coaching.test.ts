import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COACHING_CONFIG, type CoachingConfig } from '@walkfund/domain';
import { createCaptain, createTeam, createTeamMember, loginAs, signedInAdmin, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { coachingSends, emailOutbox, jobs } from '../../db/schema/index.ts';
import { COACHING_WALKER_QUEUE } from './coaching-queue.ts';
import type { EmailMessage } from '../../integrations/email.ts';
import { clockIsMovable } from '../../lib/clock.ts';
import { signInByLink } from '../fundraisers/test-support/sign-in-link-fixtures.ts';
import { buildPage, setGoal } from '../fundraisers/test-support/public-page-fixtures.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { runDailyPass } from './coaching.service.ts';

/**
 * Coaching, sent by the product (docs/features/coaching.md): the walker's sequence once per year,
 * days by the movable clock, milestones after gifts, Config > Coaching, nudges, the digest, and
 * the unsubscribe headers and links every sender honours.
 */

let t: TestApp;
let admin: Session;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInAdmin(t.app);
  admin = signedIn.session;
  adminEmail = signedIn.user.email;
});
afterAll(() => t.close());

const settle = async () => {
  await t.app.afterResponse.settle();
  await t.app.jobs.drain();
};
const sentTo = (email: string, from = 0): EmailMessage[] => t.mailer.messages.slice(from).filter((m) => m.to.includes(email));
const moveClock = async (advanceDays: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/test/clock', headers: admin.headers, payload: { advanceDays } });
  expect(res.statusCode, res.body).toBe(200);
};
const runNow = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/v1/coaching/run-daily', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  await settle();
  return res.json() as { queued: number; byKind: Record<string, number>; digests: number };
};
const sendsOf = (personId: number) => t.app.db.select().from(coachingSends).where(eq(coachingSends.personId, personId));

/** A team with a captain, and a walker on it with a claimed page and a $100 goal. */
async function walkerWithPage(overrides: { goal?: number } = {}) {
  const captain = await createCaptain(t.app.db);
  const team = await createTeam(t.app.db, { captain });
  const walker = await createTeamMember(t.app.db, team.id, { firstName: 'Wanda' });
  await buildPage(t.app.db, walker.id);
  await setGoal(t.app.db, team.id, walker.id, overrides.goal ?? 100);
  return { captain, team, walker };
}

/** A gift of `dollars` credited to the walker, paid with the test card. */
async function give(teamId: number, walkerId: number, dollars: number) {
  const payload = buildCheckout({ donation: dollars, team: teamId, coverFees: false });
  payload.transaction.fundraiser = walkerId;
  const paid = await payByTestCard(t, payload);
  expect(paid.recorded.statusCode, paid.recorded.body).toBe(201);
  await settle();
}

afterEach(async () => {
  await t.app.inject({ method: 'POST', url: '/v1/test/clock', headers: admin.headers, payload: { reset: true } });
});

describe('the walker sequence', () => {
  it('welcomes a walker who claims their page, with the unsubscribe link and headers (RFC 8058)', async () => {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    const walker = await createTeamMember(t.app.db, team.id, { firstName: 'Wes' });
    const from = t.mailer.messages.length;
    await signInByLink(t, walker.id);
    await settle();
    const welcome = sentTo(walker.email, from).filter((m) => m.subject.startsWith('Welcome, Wes'));
    expect(welcome).toHaveLength(1);
    const [message] = welcome;
    expect(message!.html).toContain('Set your goal');
    expect(message!.text).toMatch(/Unsubscribe or change your email preferences: http.*\/frontend\/email-preferences#token=/);
    expect(message!.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/v1\/email-preferences\/one-click\?token=[^>]+>$/);
    expect(message!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The outbox row keeps the headers too.
    const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.subject, message!.subject));
    expect(row?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Once a year: the pass finds nothing more to send.
    await runNow();
    expect(sentTo(walker.email, from).filter((m) => m.subject.startsWith('Welcome'))).toHaveLength(1);
  });

  it('sends "get started" after three days with no gift, twice at most, a week apart, by the movable clock', async () => {
    const { walker } = await walkerWithPage();
    const from = t.mailer.messages.length;
    await runNow();
    const getStarted = () => sentTo(walker.email, from).filter((m) => m.subject.includes('get your first gift'));
    expect(getStarted()).toHaveLength(0);
    await moveClock(3);
    await runNow();
    expect(getStarted()).toHaveLength(1);
    await moveClock(3);
    await runNow();
    expect(getStarted(), 'not again within a week').toHaveLength(1);
    await moveClock(5);
    await runNow();
    expect(getStarted()).toHaveLength(2);
    await moveClock(10);
    await runNow();
    expect(getStarted(), 'at most twice').toHaveLength(2);
  });

  it('follows gifts: the biggest milestone reached, each once, the goal with its one-tap link', async () => {
    const { team, walker } = await walkerWithPage();
    const from = t.mailer.messages.length;
    await give(team.id, walker.id, 30);
    const subjects = () => sentTo(walker.email, from).map((m) => m.subject).filter((s) => !s.includes('gave to your page') && !s.includes('new gift'));
    // 30% with the first gift: the 25% message goes, the first-gift one is recorded as skipped.
    expect(subjects().filter((s) => s.includes('quarter'))).toHaveLength(1);
    expect(subjects().filter((s) => s.includes('first gift'))).toHaveLength(0);
    // The badges the walker earned (modules/badges) are named in a gift's message.
    expect(sentTo(walker.email, from).find((m) => m.subject.includes('quarter'))?.text).toMatch(/Badges you have earned: .*First gift/);
    await give(team.id, walker.id, 25);
    expect(subjects().filter((s) => s.includes('Halfway'))).toHaveLength(1);
    await give(team.id, walker.id, 50);
    const goal = sentTo(walker.email, from).find((m) => m.subject.includes('reached your goal'));
    expect(goal?.text).toContain('/my-page#goal');
    expect(goal?.text).toContain('$105.00');
    // 75% was passed over by the same gift; nothing is sent twice.
    const rows = await sendsOf(walker.id);
    expect(rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual(['first-gift:skipped', 'milestone-100:sent', 'milestone-25:sent', 'milestone-50:sent', 'milestone-75:skipped', 'welcome:sent']);
  });

  it('evaluates a burst of gifts to one walker once, after all of them: the milestone they reach together is sent', async () => {
    const { team, walker } = await walkerWithPage();
    await settle();
    const from = t.mailer.messages.length;
    const credited = async (dollars: number) => {
      const payload = buildCheckout({ donation: dollars, team: team.id, coverFees: false });
      payload.transaction.fundraiser = walker.id;
      expect((await payByTestCard(t, payload)).recorded.statusCode).toBe(201);
    };
    // Three gifts before the worker runs: one waiting check, which sees $60 of the $100 goal.
    await credited(20);
    await credited(20);
    await credited(20);
    const checks = await t.app.db.select().from(jobs).where(and(eq(jobs.queue, COACHING_WALKER_QUEUE), eq(jobs.status, 'queued')));
    expect(checks.filter((job) => job.payload.personId === walker.id)).toHaveLength(1);
    await settle();
    const subjects = sentTo(walker.email, from).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('Halfway'))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('quarter'))).toHaveLength(0);
    // A gift after the check ran makes the next one.
    await credited(20);
    await settle();
    expect(sentTo(walker.email, from).filter((m) => m.subject.startsWith('Almost there: 80%'))).toHaveLength(1);
  });

  it('sends each message once when two daily passes run at once', async () => {
    const walkers = await Promise.all([walkerWithPage(), walkerWithPage(), walkerWithPage()]);
    await runNow();
    await moveClock(3.5);
    const passes = await Promise.all([runDailyPass(t.app.db), runDailyPass(t.app.db), runDailyPass(t.app.db)]);
    expect(passes.reduce((sum, p) => sum + (p.byKind['get-started'] ?? 0), 0)).toBeGreaterThanOrEqual(walkers.length);
    await settle();
    for (const { walker } of walkers) {
      const rows = (await sendsOf(walker.id)).filter((r) => r.kind === 'get-started');
      expect(rows).toHaveLength(1);
      expect(sentTo(walker.email).filter((m) => m.subject.includes('get your first gift'))).toHaveLength(1);
    }
  });

  it('stops coaching after a one-click unsubscribe (POST List-Unsubscribe=One-Click)', async () => {
    const { walker } = await walkerWithPage();
    await runNow();
    const welcome = sentTo(walker.email).find((m) => m.subject.startsWith('Welcome'))!;
    const url = new URL(/^<(.+)>$/.exec(welcome.headers!['List-Unsubscribe']!)![1]!);
    const wrongBody = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'hello=1' });
    expect(wrongBody.statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode, res.body).toBe(200);
    const from = t.mailer.messages.length;
    await moveClock(4);
    await runNow();
    expect(sentTo(walker.email, from)).toHaveLength(0);
    const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}?token=${walker.id}.c.AAAAAAAAAAAAAAAAAAAAAA`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(404);
  });

  it('shows and changes preferences from the link, without signing in', async () => {
    const { walker } = await walkerWithPage();
    await runNow();
    const welcome = sentTo(walker.email).find((m) => m.subject.startsWith('Welcome'))!;
    const token = decodeURIComponent(/#token=([^\s"]+)/.exec(welcome.text)![1]!);
    const lookup = await t.app.inject({ method: 'POST', url: '/v1/email-preferences/lookup', payload: { token } });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ list: 'coaching', coaching: true, teamNews: true });
    expect(lookup.json().email).not.toBe(walker.email);
    const saved = await t.app.inject({ method: 'PUT', url: '/v1/email-preferences', payload: { token, coaching: true, teamNews: false } });
    expect(saved.json()).toMatchObject({ coaching: true, teamNews: false });
    const bad = await t.app.inject({ method: 'POST', url: '/v1/email-preferences/lookup', payload: { token: `${token}x` } });
    expect(bad.statusCode).toBe(404);
  });
});

describe('Email My Team honours the team-news list', () => {
  it('skips a member who left it and carries the unsubscribe headers', async () => {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    const stays = await createTeamMember(t.app.db, team.id);
    const leaves = await createTeamMember(t.app.db, team.id);
    const session = await loginAs(t.app, captain.user.email, captain.password);
    const first = await t.app.inject({ method: 'POST', url: '/v1/teams/email-team/', headers: session.headers, payload: { teamId: team.id, subject: 'Walk day this Saturday', message: 'See you at the north gate at 8!' } });
    expect(first.statusCode, first.body).toBe(200);
    await settle();
    const mine = sentTo(leaves.email).find((m) => m.subject === 'Walk day this Saturday')!;
    expect(mine.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mine.headers!['List-Unsubscribe']!)![1]!);
    await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    const from = t.mailer.messages.length;
    const second = await t.app.inject({ method: 'POST', url: '/v1/teams/email-team/', headers: session.headers, payload: { teamId: team.id, subject: 'Walk day, part two', message: 'Bring water and your shirt, please!' } });
    expect(second.json()).toEqual({ sent: 2, failed: 0 });
    await settle();
    expect(sentTo(leaves.email, from)).toHaveLength(0);
    expect(sentTo(stays.email, from)).toHaveLength(1);
  });
});

describe('Config > Coaching', () => {
  const config = (change: (c: CoachingConfig) => void): CoachingConfig => {
    const copy = structuredClone(DEFAULT_COACHING_CONFIG);
    change(copy);
    return copy;
  };

  it('refuses an unknown placeholder, naming it', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/v1/coaching/config', headers: admin.headers, payload: config((c) => (c.messages.welcome.html = '<p>Hi {firstname}!</p>')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('{firstname}');
    expect(res.json().message).toContain('Welcome');
  });

  it('saves sanitized text, switches a message off, and previews with a real walker', async () => {
    const res = await t.app.inject({
      method: 'PUT', url: '/v1/coaching/config', headers: admin.headers,
      payload: config((c) => {
        c.messages['get-started'].html = '<p>Go {firstName}!<script>alert(1)</script></p>';
        c.messages['last-week'].enabled = false;
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (await t.app.inject({ method: 'GET', url: '/v1/coaching/config', headers: admin.headers })).json() as CoachingConfig;
    expect(saved.messages['get-started'].html).toBe('<p>Go {firstName}!</p>');
    expect(saved.messages['last-week'].enabled).toBe(false);

    const { walker } = await walkerWithPage();
    const preview = await t.app.inject({
      method: 'POST', url: '/v1/coaching/preview', headers: admin.headers,
      payload: { kind: 'milestone-50', personId: walker.id, message: { enabled: true, subject: '{firstName}: {raised} of {goal}', html: '<p>{percent}% for {teamName}</p>' } },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().subject).toBe('Wanda: $0.00 of $100.00');
    const sendTest = await t.app.inject({
      method: 'POST', url: '/v1/coaching/test-send', headers: admin.headers,
      payload: { kind: 'welcome', personId: walker.id, message: DEFAULT_COACHING_CONFIG.messages.welcome },
    });
    expect(sendTest.statusCode, sendTest.body).toBe(200);
    await settle();
    expect(t.mailer.messages.some((m) => m.to.includes(adminEmail) && m.subject.startsWith('[Test] Welcome'))).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/v1/coaching/config', headers: admin.headers, payload: DEFAULT_COACHING_CONFIG });
  });
});

describe('captains: digest and nudges', () => {
  it("nudges only the captain's own members, once a week, in the captain's name", async () => {
    const { captain, walker } = await walkerWithPage();
    const other = await walkerWithPage();
    const session = await loginAs(t.app, captain.user.email, captain.password);
    const stranger = await t.app.inject({ method: 'POST', url: `/v1/coaching/nudges/${other.walker.id}`, headers: session.headers });
    expect(stranger.statusCode).toBe(403);
    const notAnId = await t.app.inject({ method: 'POST', url: '/v1/coaching/nudges/abc', headers: session.headers });
    expect(notAnId.statusCode).toBe(403);
    const from = t.mailer.messages.length;
    const res = await t.app.inject({ method: 'POST', url: `/v1/coaching/nudges/${walker.id}`, headers: session.headers });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    const nudge = sentTo(walker.email, from);
    expect(nudge).toHaveLength(1);
    expect(nudge[0]!.subject).toContain(captain.person.firstName);
    expect(nudge[0]!.replyTo).toBe(captain.user.email);
    expect(nudge[0]!.headers?.['List-Unsubscribe']).toBeTruthy();
    const again = await t.app.inject({ method: 'POST', url: `/v1/coaching/nudges/${walker.id}`, headers: session.headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('already nudged');
    const list = await t.app.inject({ method: 'GET', url: `/v1/coaching/nudges?teamId=${captain.user.teamId}`, headers: session.headers });
    expect(list.json().nudges.map((n: { personId: number }) => n.personId)).toEqual([walker.id]);
    await moveClock(7);
    const nextWeek = await t.app.inject({ method: 'POST', url: `/v1/coaching/nudges/${walker.id}`, headers: session.headers });
    expect(nextWeek.statusCode).toBe(200);
  });

  it('sends the weekly digest naming members with no page or no gift, whose one-click link nudges them', async () => {
    const { captain, team, walker } = await walkerWithPage();
    const noPage = await createTeamMember(t.app.db, team.id, { firstName: 'Nora', lastName: 'Nopage' });
    const from = t.mailer.messages.length;
    const run = await runNow();
    expect(run.digests).toBeGreaterThan(0);
    const digest = sentTo(captain.person.email, from).find((m) => m.subject.includes(team.name));
    // No possessive built on the name: "Route 66 Rainbow Walkers's week" read wrong in the demo's outbox.
    expect(digest?.subject).toBe(`Your team's week: ${team.name}`);
    expect(digest?.text).toContain('Members with no page yet:');
    expect(digest?.text).toContain('Nora Nopage');
    expect(digest?.text).toContain(`${walker.firstName} ${walker.lastName}`);
    // Once a week.
    await runNow();
    expect(sentTo(captain.person.email, from).filter((m) => m.subject.includes(team.name))).toHaveLength(1);
    const line = digest!.text.split('\n').find((l) => l.includes('Nora Nopage'))!;
    const token = decodeURIComponent(/#token=(\S+)/.exec(line)![1]!);
    const before = t.mailer.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/v1/coaching/nudge-links', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(sentTo(noPage.email, before)).toHaveLength(1);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/coaching/nudge-links', payload: { token: token.replace(/\.(.)([^.]*)$/, (_, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`) } });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the clock', () => {
  it('moves only on a test server (test payments, never production)', () => {
    expect(clockIsMovable({ nodeEnv: 'test', paymentsKind: 'test' })).toBe(true);
    expect(clockIsMovable({ nodeEnv: 'development', paymentsKind: 'test' })).toBe(true);
    expect(clockIsMovable({ nodeEnv: 'production', paymentsKind: 'test' })).toBe(false);
    expect(clockIsMovable({ nodeEnv: 'test', paymentsKind: 'stripe' })).toBe(false);
  });

  it('is read by every instance from the database', async () => {
    await moveClock(2);
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/clock', headers: admin.headers });
    expect(res.json().offsetMs).toBe(2 * 86_400_000);
    const rows = await t.app.db.select().from(coachingSends).where(and(eq(coachingSends.kind, 'nope')));
    expect(rows).toEqual([]);
  });
});
