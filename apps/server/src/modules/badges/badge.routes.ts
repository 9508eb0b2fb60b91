import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fundraiserSlugParams, myBadgesSchema, walkerAchievementsSchema } from '@walkfund/domain';
import { getMyBadges, getWalkerAchievements } from './badge.service.ts';

/** Registered with prefix /my inside /v1: the signed-in walker's own badges (docs/features/miles-and-badges.md). */
export async function myBadgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/badges',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'My badges',
        description: "Every walker badge the event has on, earned or not, with what each still needs. 401 anonymous; 404 not a walker this year.",
        response: { 200: myBadgesSchema.describe("The caller's badges") },
      },
    },
    async (request) => getMyBadges({ db: app.db, user: request.authUser! }),
  );
}

/**
 * Registered with prefix /badges inside /v1: a public page's badges. Served from memory like the
 * page itself (plugins/public-cache.ts): a gift, a page edit or a logged walk drops it.
 */
export async function badgePublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/walkers/:slug',
    {
      schema: {
        summary: "Read a walker's badges",
        description: "The earned badges and miles (null while distance logging is off) of a public walker's page; 404 when the page is not public or no page has the slug.",
        params: fundraiserSlugParams,
        response: { 200: walkerAchievementsSchema.describe("The walker's badges and miles") },
      },
      config: { publicCache: { kind: 'totals' } },
    },
    async (request) => getWalkerAchievements({ db: app.db, slug: request.params.slug }),
  );
}
