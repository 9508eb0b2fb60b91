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

  app.get(
    '/',
    {
      onRequest: app.optionalUser,
      schema: {
        summary: 'Read the event settings',
        description:
          "The settings public screens and captains need. A bearer token is read when sent; an admin's answer adds the admin-only fields (test emails, Constant Contact lists).",
        response: { 200: eventSettingsReadResponseSchema.describe('The event settings') },
      },
      config: { publicCache: { kind: 'content', anonymousOnly: true } },
    },
    async (request) => readEventSettings(app.db, { admin: request.authUser?.role === 'admin' }),
  );

  app.put(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Replace the event settings',
        description: 'The whole object; id, createdAt and updatedAt are ignored.',
        body: eventSettingsPutSchema,
        response: { 200: eventSettingsViewSchema.describe('The event settings') },
      },
    },
    async (request) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = request.body;
      return replaceEventSettings(app.db, settings);
    },
  );

  app.patch(
    '/',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Change the event settings',
        description: "Any subset of the top-level fields (one config panel's Save); the others stay as stored.",
        body: eventSettingsPatchSchema,
        response: { 200: eventSettingsViewSchema.describe('The event settings') },
      },
    },
    async (request) => updateEventSettings(app.db, request.body),
  );
}
