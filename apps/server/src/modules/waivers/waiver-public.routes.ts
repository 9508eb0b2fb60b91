import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentWaiversQuerySchema, publicWaiverListSchema, type PublicWaiver, type WaiverKind } from '@walkfund/domain';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { findEventDay } from '../event-day/event-day.service.ts';
import { currentWaivers } from './waiver.repo.ts';

/**
 * GET /v1/waivers/current?city= (docs/decisions/0011-event-day-check-in.md): the waiver each
 * public form shows before checkout, one per kind published for the city. Public, and served from
 * memory like the team list (plugins/public-cache.ts): publishing a new version is a write, which
 * drops the cached answer. The body was sanitized when it was published.
 */
export async function waiverPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/current',
    {
      schema: {
        summary: "Read a city's current waivers",
        description:
          "[{id, eventCity, kind ('walk' or '5k'), version, body (sanitized HTML), eventDate (the city's event day, YYYY-MM-DD, or null)}]: the current version of each kind published for the city; [] when none is.",
        querystring: currentWaiversQuerySchema,
        response: { 200: publicWaiverListSchema.describe("The city's current waivers") },
      },
      config: { publicCache: { kind: 'content' } },
    },
    async (request): Promise<PublicWaiver[]> => {
      const { city } = request.query;
      const rows = await currentWaivers(app.db, city);
      const eventDate = rows.length ? ((await findEventDay(app.db, await currentEventYear(app.db), city))?.date ?? null) : null;
      return rows.map((w) => ({ id: w.id, eventCity: w.eventCity, kind: w.kind as WaiverKind, version: w.version, body: w.body, eventDate }));
    },
  );
}
