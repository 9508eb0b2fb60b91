import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fundraiserListSchema, fundraiserPageAnswerSchema, fundraiserSlugParams, idParams } from '@walkfund/domain';
import { getFundraiserPage, listTeamFundraisers } from './fundraiser-public.service.ts';

/**
 * GET /v1/fundraisers/{slug}: a personal page (docs/decisions/0009-personal-pages.md). Public like the
 * team page and served from memory the same way (plugins/public-cache.ts): every write drops it, so
 * a gift, a refund or a page edit shows at once on this instance and within two seconds on another.
 */
export async function fundraiserPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:slug',
    {
      schema: {
        summary: "Read a fundraiser's public page",
        description:
          "{status: 'on', fundraiser} with the newest supporters, or {status: 'moved', teamSlug} when the page is off, hidden, of a member no longer on a team this year, or personal pages are off; 404 when no page has the slug.",
        params: fundraiserSlugParams,
        response: { 200: fundraiserPageAnswerSchema.describe("The fundraiser's page, or the team to show instead") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => getFundraiserPage({ db: app.db, slug: request.params.slug }),
  );
}

/** GET /v1/teams/{id}/fundraisers: registered under the teams prefix. */
export async function teamFundraiserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/fundraisers',
    {
      schema: {
        summary: "List a team's fundraisers",
        description: "The team's members of this year whose page is public and who allow leaderboards, most raised first; [] when personal pages are off; 404 for no such team.",
        params: idParams,
        response: { 200: fundraiserListSchema.describe("The team's fundraisers") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => listTeamFundraisers({ db: app.db, teamId: request.params.id }),
  );
}
