import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventSettingsPatchSchema, eventSettingsPutSchema, eventSettingsReadResponseSchema, eventSettingsViewSchema } from '@walkfund/domain';
import { forgetEventSettings, readEventSettings, replaceEventSettings, updateEventSettings } from './event-settings.service.ts';

export async function eventSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A write on another instance (NOTIFY) or a lost LISTEN connection drops the settings kept in memory too.
  app.publicCache.onInvalidate((kind) => {
    if (kind === 'content') forgetEventSettings(app.db);
  });

  /**
   * Public: the settings public screens and captains need. A bearer token is read when sent; an
   * admin's answer adds the admin-only fields (test emails, Constant Contact lists).
   */
  app.get('/', { onRequest: app.optionalUser, schema: { response: { 200: eventSettingsReadResponseSchema } }, config: { publicCache: { kind: 'content', anonymousOnly: true } } }, async (request) => readEventSettings(app.db, { admin: request.authUser?.role === 'admin' }));

  /** Admin: the whole object; id, createdAt and updatedAt are ignored. */
  app.put('/', { onRequest: app.requireAdmin, schema: { body: eventSettingsPutSchema, response: { 200: eventSettingsViewSchema } } }, async (request) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = request.body;
    return replaceEventSettings(app.db, settings);
  });

  /** Admin: any subset of the top-level fields (one config panel's Save); the others stay as stored. */
  app.patch('/', { onRequest: app.requireAdmin, schema: { body: eventSettingsPatchSchema, response: { 200: eventSettingsViewSchema } } }, async (request) => updateEventSettings(app.db, request.body));
}
