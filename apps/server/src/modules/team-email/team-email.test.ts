import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_EMAIL_MESSAGES } from '@walkfund/domain';
import { buildApp } from '../../app.ts';
import { emailOutbox, jobs, persons, teamMembers } from '../../db/schema/index.ts';
import type { EmailMessage, Mailer } from '../../integrations/email.ts';
import {
  createTeam, createTeamMember, signedInAdmin, signedInCaptain, uniqueEmail, type CreatedUser, type Session, type TeamRow,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';

const URL = '/v1/teams/email-team/';
const email = (teamId: number, overrides: Record<string, unknown> = {}) => ({
  teamId,
  subject: 'Walk day is this Saturday',
  message: 'Meet at the north gate at 8:00. Bring water and your team shirt!',
  ...overrides,
});

/** A team whose captain (captain ids, users.team_id, a membership of the team's year) is signed in. */
async function captainedTeam(app: FastifyInstance): Promise<{ team: TeamRow; captain: CreatedUser; session: Session }> {
  const captain = await signedInCaptain(app);
  const team = await createTeam(app.db, { captain });
  return { team, captain, session: captain.session };
}

describe('Email My Team (POST /v1/teams/email-team/)', () => {
  let t: TestApp;
  let year: number;
  let a: Awaited<ReturnType<typeof captainedTeam>>;
  let b: Awaited<ReturnType<typeof captainedTeam>>;
  let admin: Session;
  /** The addresses team A's email must reach: the captain and the year's active members. */
  let teamARecipients: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    year = await currentEventYear(db);
    a = await captainedTeam(t.app);
    b = await captainedTeam(t.app);
    admin = (await signedInAdmin(t.app)).session;
    const m1 = await createTeamMember(db, a.team.id);
    const m2 = await createTeamMember(db, a.team.id);
    // Not emailed: a deactivated participant, last year's member, and a second record of m1's address.
    await createTeamMember(db, a.team.id, { active: false });
    await createTeamMember(db, a.team.id, { eventYear: year - 1 }, year - 1);
    await createTeamMember(db, a.team.id, { email: m1.email.toUpperCase() });
    teamARecipients = [a.captain.person.email, m1.email, m2.email];
  });
  afterAll(() => t.close());

  /** Posts, then lets the app's job queue deliver what the request queued. */
  const post = async (session: Session | null, payload: unknown, app: FastifyInstance = t.app) => {
    const res = await app.inject({ method: 'POST', url: URL, headers: session?.headers ?? {}, payload: payload as object });
    await app.jobs.drain();
    return res;
  };

  describe('through the outbox (no SMTP)', () => {
    let outboxApp: FastifyInstance;
    beforeAll(async () => {
      // The product's own mailer: with no SMTP_URL every message is an outbox row.
      outboxApp = await buildApp({ config: t.config, database: t.database });
      await outboxApp.ready();
    });
    afterAll(() => outboxApp.close());

    it("sends one email to each active member of the year, replying to the captain", async () => {
      const before = await t.app.db.select({ id: emailOutbox.id }).from(emailOutbox);
      const res = await post(a.session, email(a.team.id), outboxApp);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: 3, failed: 0 });

      const rows = (await t.app.db.select().from(emailOutbox)).filter((row) => !before.some((old) => old.id === row.id));
      expect(rows).toHaveLength(3);
      // One recipient per message: no member sees another's address.
      expect(rows.map((row) => row.to)).toEqual(expect.arrayContaining(teamARecipients.map((address) => [address])));
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'outbox', replyTo: a.captain.user.email, subject: 'Walk day is this Saturday' });
        expect(row.text).toContain('Meet at the north gate at 8:00. Bring water and your team shirt!');
        expect(row.text).toContain(a.team.name);
      }
    });
  });

  it("lets an admin email any team, still replying to the team's captain", async () => {
    const sent = t.mailer.messages.length;
    const res = await post(admin, email(a.team.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 3, failed: 0 });
    const messages = t.mailer.messages.slice(sent);
    expect(messages.map((m) => m.to)).toEqual(expect.arrayContaining(teamARecipients.map((address) => [address])));
    expect(new Set(messages.map((m) => m.replyTo))).toEqual(new Set([a.captain.user.email]));
  });

  it('trims the subject and message', async () => {
    const sent = t.mailer.messages.length;
    const res = await post(b.session, email(b.team.id, { subject: '   Practice walk Sunday   ', message: '\n  Bring your friends along!  \n' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1, failed: 0 });
    const [message] = t.mailer.messages.slice(sent);
    expect(message).toMatchObject({ to: [b.captain.person.email], subject: 'Practice walk Sunday' });
    expect(message!.text.startsWith('Bring your friends along!\n')).toBe(true);
  });

  it("ignores the spec's to and replyTo: the server picks the recipients and the reply address", async () => {
    const sent = t.mailer.messages.length;
    const res = await post(a.session, email(a.team.id, { to: ['stranger@example.com'], replyTo: 'stranger@example.com' }));
    expect(res.statusCode).toBe(200);
    const messages = t.mailer.messages.slice(sent);
    expect(messages.flatMap((m) => m.to)).not.toContain('stranger@example.com');
    expect(messages.every((m) => m.replyTo === a.captain.user.email)).toBe(true);
  });

  describe('who may send', () => {
    it('refuses anonymous callers with 401', async () => {
      const res = await post(null, email(a.team.id));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    });

    it("refuses another team's captain with 403, before looking at the body, and sends nothing", async () => {
      const sent = t.mailer.messages.length;
      for (const payload of [email(a.team.id), { teamId: a.team.id }, { teamId: String(a.team.id), subject: 'x' }]) {
        const res = await post(b.session, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: TEAM_EMAIL_MESSAGES.notYourTeam });
      }
      expect(t.mailer.messages.length).toBe(sent);
    });

    it('refuses a captain without a team with 403', async () => {
      const loner = await signedInCaptain(t.app);
      const res = await post(loner.session, email(a.team.id));
      expect(res.statusCode).toBe(403);
    });
  });

  describe('bad input (400) and missing teams (404)', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a short subject', { subject: 'Hi team' }, TEAM_EMAIL_MESSAGES.subjectMin],
      ['a subject of spaces', { subject: '             ' }, TEAM_EMAIL_MESSAGES.subjectRequired],
      ['no subject', { subject: undefined }, TEAM_EMAIL_MESSAGES.subjectRequired],
      ['a subject on two lines', { subject: 'Walk day\r\nBcc: everyone@example.com' }, TEAM_EMAIL_MESSAGES.subjectOneLine],
      ['a subject too long', { subject: 'x'.repeat(201) }, TEAM_EMAIL_MESSAGES.subjectMax],
      ['a short message once trimmed', { message: '   See you!     ' }, TEAM_EMAIL_MESSAGES.messageMin],
      ['no message', { message: undefined }, TEAM_EMAIL_MESSAGES.messageRequired],
      ['a message too long', { message: 'x'.repeat(10_001) }, TEAM_EMAIL_MESSAGES.messageMax],
    ];
    for (const [label, change, message] of cases) {
      it(`refuses ${label}`, async () => {
        const res = await post(a.session, email(a.team.id, change));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      });
    }

    it('refuses a missing team id and fields the schema does not know', async () => {
      const { teamId: _teamId, ...withoutTeam } = email(a.team.id);
      expect((await post(a.session, withoutTeam)).statusCode).toBe(400);
      expect((await post(a.session, email(a.team.id, { bcc: ['x@example.com'] }))).statusCode).toBe(400);
    });

    it('refuses a team with no member this year with a clear 400', async () => {
      const empty = await createTeam(t.app.db);
      const res = await post(admin, email(empty.id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: TEAM_EMAIL_MESSAGES.noMembers });
    });

    it('answers 404 for a team that does not exist', async () => {
      const res = await post(admin, email(2_147_483_647));
      expect(res.statusCode).toBe(404);
    });
  });

  it('replies to the sending admin when the team has no captain', async () => {
    const team = await createTeam(t.app.db);
    const walker = await createTeamMember(t.app.db, team.id, { email: uniqueEmail('walker') });
    const sent = t.mailer.messages.length;
    const res = await post(admin, email(team.id));
    expect(res.statusCode).toBe(200);
    expect(t.mailer.messages.slice(sent)).toEqual([expect.objectContaining({ to: [walker.email], replyTo: admin.user.email })]);
  });

  describe('delivery failures', () => {
    async function withMailer(mailer: Mailer, run: (app: FastifyInstance) => Promise<void>) {
      const app = await buildApp({ config: t.config, database: t.database, mailer });
      try {
        await run(app);
      } finally {
        await app.close();
      }
    }

    /** The email jobs a request queued after `after` (job id). */
    const emailJobsAfter = (after: number) => t.app.db.select().from(jobs).where(and(eq(jobs.queue, 'email'), gt(jobs.id, after))).orderBy(jobs.id);
    const lastJobId = async () => (await t.app.db.select({ id: jobs.id }).from(jobs)).reduce((max, row) => Math.max(max, row.id), 0);

    it('accepts the email when the mail server is down: each delivery is retried later, with its error kept', async () => {
      const marker = await lastJobId();
      await withMailer({ send: async () => ({ id: 0, status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:2525' }) }, async (app) => {
        const res = await post(a.session, email(a.team.id), app);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ sent: 3, failed: 0 });
      });
      const queued = await emailJobsAfter(marker);
      expect(queued).toHaveLength(3);
      for (const job of queued) {
        expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Email delivery failed: connect ECONNREFUSED 127.0.0.1:2525' });
        expect(job.runAt.getTime()).toBeGreaterThan(job.updatedAt.getTime());
      }
      // Not left for later tests' queues to deliver.
      await t.app.db.delete(jobs).where(gt(jobs.id, marker));
    });

    it('delivers to the others when one recipient fails, and retries that one only', async () => {
      const failFor = teamARecipients[1]!;
      const delivered: string[] = [];
      const mailer: Mailer = {
        send: async (m: EmailMessage) => {
          if (m.to.includes(failFor)) return { id: 0, status: 'failed' };
          delivered.push(...m.to);
          return { id: 0, status: 'outbox' };
        },
      };
      const marker = await lastJobId();
      await withMailer(mailer, async (app) => {
        const res = await post(a.session, email(a.team.id), app);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ sent: 3, failed: 0 });
      });
      expect(delivered.sort()).toEqual(teamARecipients.filter((r) => r !== failFor).sort());
      expect((await emailJobsAfter(marker)).map((job) => job.status).sort()).toEqual(['queued', 'succeeded', 'succeeded']);
      await t.app.db.delete(jobs).where(gt(jobs.id, marker));
    });
  });

  it('limits sends per user per hour (teamEmailsPerUser): 429 past it; refused or invalid requests do not count', async () => {
    const limited = { ...t.config, limits: { ...DEFAULT_LIMITS, teamEmailsPerUser: { limit: 2, windowMs: 60 * 60_000 } } };
    const app = await buildApp({ config: limited, database: t.database, mailer: t.mailer });
    try {
      const c = await captainedTeam(app);
      expect((await post(c.session, email(c.team.id, { subject: 'short' }), app)).statusCode).toBe(400);
      expect((await post(c.session, email(a.team.id), app)).statusCode).toBe(403);
      expect((await post(c.session, email(c.team.id), app)).statusCode).toBe(200);
      expect((await post(c.session, email(c.team.id), app)).statusCode).toBe(200);
      const third = await post(c.session, email(c.team.id), app);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json()).toMatchObject({ code: 429 });
      // Another captain has their own count.
      expect((await post(b.session, email(b.team.id), app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('sends nothing to members removed from the team', async () => {
    const extra = await createTeamMember(t.app.db, b.team.id);
    await t.app.db.delete(teamMembers).where(inArray(teamMembers.personId, [extra.id]));
    const sent = t.mailer.messages.length;
    expect((await post(b.session, email(b.team.id))).json()).toEqual({ sent: 1, failed: 0 });
    expect(t.mailer.messages.slice(sent).flatMap((m) => m.to)).toEqual([b.captain.person.email]);
    expect((await t.app.db.select().from(persons).where(eq(persons.id, extra.id))).length).toBe(1);
  });
});
