import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignSummarySchema, campaignTeamParams, campaignTeamSchema } from '@walkfund/domain';
import { getCampaignSummary, getCampaignTeam } from './campaign.service.ts';

/**
 * The campaign's public reads under /v1/campaign (docs/decisions/0121-public-home.md). Public like the team list:
 * no sign-in, a few bounded queries, small answers with no personal data (donors are a first name
 * and an initial, or "Anonymous"). Served from memory (plugins/public-cache.ts): money raised
 * lags a checkout by at most a moment on this instance, two seconds on another.
 */
export async function campaignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary: "Read the campaign's summary",
        description: "The current year's raised total, goal, cities, leaderboard and newest gifts.",
        response: { 200: campaignSummarySchema.describe("The campaign's summary") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async () => getCampaignSummary({ db: app.db }),
  );

  app.get(
    '/teams/:slug',
    {
      schema: {
        summary: "Read a team's campaign page",
        description: "A team's page with its donor wall; 404 when no team has the slug.",
        params: campaignTeamParams,
        response: { 200: campaignTeamSchema.describe("The team's page") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => getCampaignTeam({ db: app.db, slug: request.params.slug }),
  );
}
