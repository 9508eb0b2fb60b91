import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventSettingsPutSchema } from '@walkfund/domain';
import { loadEventSettings, replaceEventSettings } from './event-settings.service.ts';

export async function eventSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Public: the event settings object. */
  app.get('/', async () => loadEventSettings(app.db));

  /** Admin: the whole object; id, createdAt and updatedAt are ignored. */
  app.put('/', { onRequest: app.requireAdmin, schema: { body: eventSettingsPutSchema } }, async (request) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = request.body;
    return replaceEventSettings(app.db, settings);
  });
}
