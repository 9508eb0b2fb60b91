import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COACHING_MESSAGES, clockInputSchema, clockSchema, coachingConfigInputSchema, coachingConfigSchema, coachingPreviewInputSchema, coachingPreviewSchema,
  coachingRunResultSchema, coachingSentListSchema, coachingTestSendInputSchema, coachingTestSendResultSchema, coachingWalkerListSchema,
  coachingWalkerQuerySchema, noQuerySchema, nudgeLinkInputSchema, nudgeParamsSchema, nudgeResultSchema, teamNudgesQuerySchema, teamNudgesSchema,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { clockIsMovable, clockNow, clockOffsetMs, moveClock } from '../../lib/clock.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { byUserId } from '../rate-limits/limits.ts';
import { loadCoachingConfig, saveCoachingConfig } from './coaching-config.service.ts';
import {
  assertMayNudge, listCoachingSent, listCoachingWalkers, listNudgesOfTeam, nudgeByLink, nudgeMember, previewCoachingMessage, runCoachingNow,
  testSendCoachingMessage,
} from './coaching.service.ts';

const linksOf = (app: FastifyInstance) => ({ publicUrl: app.config.PUBLIC_URL, secret: app.config.JWT_SECRET });

/** /v1/coaching (admin): Config > Coaching, its preview and test send, the messages sent, and "Run now". */
export async function coachingAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);

  app.get(
    '/config',
    { schema: { summary: 'Read Config > Coaching', querystring: noQuerySchema, response: { 200: coachingConfigSchema.describe('Every message and the days (the defaults where never saved)') } } },
    async () => loadCoachingConfig(app.db),
  );

  app.put(
    '/config',
    {
      schema: {
        summary: 'Save Config > Coaching',
        description: 'Every message (on or off, subject, rich text: sanitized) and the days. 400 names an unknown placeholder and where it is.',
        body: coachingConfigInputSchema,
        response: { 200: coachingConfigSchema.describe('The config as saved') },
      },
    },
    async (request) => saveCoachingConfig({ db: app.db, input: request.body, userId: request.authUser!.id }),
  );

  app.post(
    '/preview',
    {
      schema: {
        summary: 'Preview a coaching message',
        description: "The message as being edited, written with a walker's figures of today. 404 when the person is not a walker this year.",
        body: coachingPreviewInputSchema,
        response: { 200: coachingPreviewSchema.describe('The email as the walker would get it') },
      },
    },
    async (request) => previewCoachingMessage({ db: app.db, links: linksOf(app), input: request.body }),
  );

  app.post(
    '/test-send',
    {
      schema: {
        summary: 'Send a coaching message to myself',
        description: "The preview, sent to the signed-in admin's address through the outbox.",
        body: coachingTestSendInputSchema,
        response: { 200: coachingTestSendResultSchema.describe('Where it went') },
      },
    },
    async (request) => {
      const result = await testSendCoachingMessage({ db: app.db, links: linksOf(app), adminEmail: request.authUser!.email, input: request.body });
      app.jobs.kick();
      return result;
    },
  );

  app.get(
    '/walkers',
    {
      schema: {
        summary: 'Find walkers to preview with',
        querystring: coachingWalkerQuerySchema,
        response: { 200: coachingWalkerListSchema.describe('Up to 20 walkers of the year, by name') },
      },
    },
    async (request) => listCoachingWalkers(app.db, request.query.search),
  );

  app.get(
    '/sent',
    { schema: { summary: 'List the coaching messages sent', querystring: noQuerySchema, response: { 200: coachingSentListSchema.describe('The newest sends of the year and the count per message') } } },
    async () => listCoachingSent(app.db),
  );

  app.post(
    '/run-daily',
    {
      schema: {
        summary: 'Run the coaching pass now',
        description: "No body. The daily pass (every walker's due messages) and this week's captain digests, as the scheduler runs them; a message already sent is never sent again.",
        querystring: noQuerySchema,
        response: { 200: coachingRunResultSchema.describe('What was queued') },
      },
    },
    async () => {
      const result = await runCoachingNow(app.db);
      app.jobs.kick();
      return result;
    },
  );
}

/** /v1/coaching: the captain's nudges (own members only) and the digest's one-click nudge link (public: the signed token). */
export async function coachingNudgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/nudges/:personId',
    {
      onRequest: app.requireUser,
      // Ownership before anything is validated: a captain naming anyone but a member of their team gets 403.
      preValidation: async (request) => assertMayNudge(app.db, request.authUser!, (request.params as { personId?: unknown }).personId),
      preHandler: app.limitRequests('nudgesPerUser', byUserId),
      schema: {
        summary: 'Nudge a team member',
        description:
          "A short coaching email to the member in the captain's name. The member's captain or an admin. 403 anyone else (decided first); 429 when the member was nudged this week; 409 when they asked not to get these emails.",
        params: nudgeParamsSchema,
        response: { 200: nudgeResultSchema.describe('Sent, and when the next nudge may go') },
      },
    },
    async (request) => {
      const result = await nudgeMember({ db: app.db, links: linksOf(app), userId: request.authUser!.id, personId: request.params.personId });
      app.jobs.kick();
      return result;
    },
  );

  app.get(
    '/nudges',
    {
      onRequest: app.requireUser,
      preValidation: async (request) => {
        const user = request.authUser!;
        if (user.role === 'admin') return;
        const raw = (request.query as { teamId?: unknown }).teamId;
        if (user.role !== 'captain' || user.teamId === null || String(raw) !== String(user.teamId)) throw AppError.forbidden(COACHING_MESSAGES.notYourMember);
      },
      schema: {
        summary: "List this week's nudges of a team",
        description: "The team's captain or an admin: who was nudged this week and when the next nudge may go. 403 another team's captain.",
        querystring: teamNudgesQuerySchema,
        response: { 200: teamNudgesSchema.describe("This week's nudges") },
      },
    },
    async (request) => listNudgesOfTeam(app.db, request.query.teamId),
  );

  app.post(
    '/nudge-links',
    {
      onRequest: app.limitRequests('emailPreferencesPerIp'),
      schema: {
        summary: "Send a digest's nudge",
        description: "Public: the token of a nudge link in a captain's weekly digest (valid two weeks, while they captain the team). 404 for a link that is not valid; 429 when the member was nudged this week.",
        body: nudgeLinkInputSchema,
        response: { 200: nudgeResultSchema.describe('Sent') },
      },
    },
    async (request) => {
      const result = await nudgeByLink({ db: app.db, links: linksOf(app), token: request.body.token });
      app.jobs.kick();
      return result;
    },
  );
}

/**
 * /v1/test (admin, and only on a test server: lib/clock.ts clockIsMovable): the product's clock,
 * which API tests and browser journeys move to let days pass. 404 elsewhere.
 */
export async function testClockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);
  const movable = () => clockIsMovable({ nodeEnv: app.config.NODE_ENV, paymentsKind: app.payments.kind });
  const view = async () => ({ now: (await clockNow(app.db)).toISOString(), offsetMs: await clockOffsetMs(app.db), movable: movable() });

  app.get('/clock', { schema: { summary: "Read the product's clock", querystring: noQuerySchema, response: { 200: clockSchema.describe('Now, the offset and whether it may move') } } }, view);

  app.post(
    '/clock',
    {
      schema: {
        summary: "Move the product's clock",
        description: '{advanceDays} (may be negative or fractional) or {reset: true}. Only on a test server (test payments, not production): 404 elsewhere.',
        body: clockInputSchema,
        response: { 200: clockSchema.describe('The clock after the move') },
      },
    },
    async (request) => {
      if (!movable()) throw AppError.notFound(COACHING_MESSAGES.clockLocked);
      await moveClock(app.db, request.body.reset ? { reset: true } : { advanceDays: request.body.advanceDays ?? 0 });
      return view();
    },
  );
}
