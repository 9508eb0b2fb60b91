import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ASK_KIT_MESSAGES, TEAM_MESSAGES, giftSourceReportQuerySchema, giftSourceReportSchema, pngFileSchema, teamKitParams, walkerKitParams, walkerSourcesSchema,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { pdfAnswer, sendDownload } from '../../lib/download-reply.ts';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { byUserId } from '../rate-limits/limits.ts';
import {
  getGiftSourceReport, getTeamPoster, getTeamQr, getWalkerPoster, getWalkerQr, getWalkerSources,
} from './ask-kit.service.ts';

/**
 * onRequest, after requireUser, on routes whose `:personId` is a walker: the walker themself (their
 * user's person) or an admin, else 403, decided on the raw path before it is parsed.
 */
async function requireOwnWalkerOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role === 'admin') return;
  const raw = (request.params as { personId?: string }).personId;
  if (user.personId === null || String(user.personId) !== raw) throw AppError.forbidden(ASK_KIT_MESSAGES.notYours);
}

/**
 * onRequest, after requireUser, on routes whose `:id` is a team: its captain (users.team_id) or an
 * admin, the team rule of docs/features/team-year.md. Written here rather than imported from the
 * teams module, which depends on fundraisers, which reads this module's figures (no cycle).
 */
async function requireOwnTeamOrAdmin(request: FastifyRequest) {
  const user = request.authUser!;
  if (user.role === 'admin') return;
  if (user.teamId === null || String(user.teamId) !== (request.params as { id?: string }).id) throw AppError.forbidden(TEAM_MESSAGES.notOwnTeam);
}

const png = (description: string) => ({ 200: { description, content: { 'image/png': { schema: pngFileSchema } } } });

/**
 * The ask kit (docs/features/ask-kit.md), registered with prefix /v1/ask-kit. A walker's kit is
 * theirs (or an admin's); a team's is its captain's (or an admin's). The team poster is not public
 * even though the team's page is: each one costs a PDF's drawing, and anyone may share the page itself.
 */
export async function askKitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.PUBLIC_URL;
  const walker = { onRequest: [app.requireUser, requireOwnWalkerOrAdmin, app.limitRequests('askKitFilesPerUser', byUserId)] };
  const walkerRead = { onRequest: [app.requireUser, requireOwnWalkerOrAdmin] };
  const team = { onRequest: [app.requireUser, requireOwnTeamOrAdmin, app.limitRequests('askKitFilesPerUser', byUserId)] };
  const who = '401 anonymous; 403 anyone but the walker and admins; 404 not on a team this year, or no page yet; 429 past the limit of files per user.';

  app.get(
    '/walkers/:personId/poster',
    {
      ...walker,
      schema: {
        summary: "Download a walker's poster",
        description: `A US Letter PDF: name, photo, goal, a line of the story and a QR code to the page (?src=poster). ${who}`,
        params: walkerKitParams,
        response: pdfAnswer('The poster (PDF)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getWalkerPoster({ db: app.db, publicUrl, personId: request.params.personId })),
  );

  app.get(
    '/walkers/:personId/qr',
    {
      ...walker,
      schema: {
        summary: "Download a walker's QR code",
        description: `A PNG of the QR code that opens the walker's page (?src=qr). ${who}`,
        params: walkerKitParams,
        response: png('The QR code (PNG)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getWalkerQr({ db: app.db, publicUrl, personId: request.params.personId })),
  );

  app.get(
    '/walkers/:personId/sources',
    {
      ...walkerRead,
      schema: {
        summary: "Read a walker's gifts by source",
        description: "This year's paid gifts credited to the walker and what they raised, by where they came from (null: no source). 401 anonymous; 403 anyone but the walker and admins; 404 no such person.",
        params: walkerKitParams,
        response: { 200: walkerSourcesSchema.describe("The walker's gifts by source") },
      },
    },
    async (request) => getWalkerSources({ db: app.db, personId: request.params.personId }),
  );

  const teamWho = "401 anonymous; 403 anyone but the team's captain and admins; 404 no such team; 429 past the limit of files per user.";
  app.get(
    '/teams/:id/poster',
    {
      ...team,
      schema: {
        summary: "Download a team's poster",
        description: `A US Letter PDF: the team's name, photo, goal, a line of its message and a QR code to its page (?src=poster). ${teamWho}`,
        params: teamKitParams,
        response: pdfAnswer('The poster (PDF)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getTeamPoster({ db: app.db, publicUrl, teamId: request.params.id })),
  );

  app.get(
    '/teams/:id/qr',
    {
      ...team,
      schema: {
        summary: "Download a team's QR code",
        description: `A PNG of the QR code that opens the team's page (?src=qr). ${teamWho}`,
        params: teamKitParams,
        response: png('The QR code (PNG)'),
      },
    },
    async (request, reply) => sendDownload(reply, await getTeamQr({ db: app.db, publicUrl, teamId: request.params.id })),
  );
}

/** GET /v1/reports/gift-sources (admin): registered under the reports prefix. */
export async function giftSourceReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);
  app.get(
    '/gift-sources',
    {
      schema: {
        summary: 'Read gifts by source',
        description: "?year= (the current event year by default): every paid gift of the year (to teams, walkers and the event) and what it raised, by where it came from (null: no source).",
        querystring: giftSourceReportQuerySchema,
        response: { 200: giftSourceReportSchema.describe('Gifts by source') },
      },
    },
    async (request) => getGiftSourceReport({ db: app.db, year: request.query.year }),
  );
}
