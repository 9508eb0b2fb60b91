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

  /** Public: the current year's raised total, goal, cities, leaderboard and newest gifts. */
  app.get('/', { schema: { response: { 200: campaignSummarySchema } }, config: { publicCache: { kind: 'totals' } } }, async () => getCampaignSummary({ db: app.db }));

  /** Public: a team's page with its donor wall; 404 when no team has the slug. */
  app.get('/teams/:slug', { schema: { params: campaignTeamParams, response: { 200: campaignTeamSchema } }, config: { publicCache: { kind: 'totals' } } }, async (request) => getCampaignTeam({ db: app.db, slug: request.params.slug }));
}
