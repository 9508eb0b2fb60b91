import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailPreferencesLookupSchema, emailPreferencesSchema, emailPreferencesUpdateSchema, oneClickQuerySchema } from '@walkfund/domain';
import { lookupPreferences, unsubscribeOneClick, updatePreferences } from './email-preferences.service.ts';

/** The largest one-click body read: RFC 8058's is 26 bytes. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * /v1/email-preferences (docs/features/coaching.md): public, the signed token is the capability.
 * The page reads and changes both switches; mail clients POST the one-click unsubscribe.
 */
export async function emailPreferencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's one-click POST is a form body; read as text in this scope only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/lookup',
    {
      onRequest: app.limitRequests('emailPreferencesPerIp'),
      schema: {
        summary: "Read an unsubscribe link's email preferences",
        description: 'Public: the token of an unsubscribe link. 404 for a token that is not valid.',
        body: emailPreferencesLookupSchema,
        response: { 200: emailPreferencesSchema.describe('The address (partly hidden), the list the link came from and each switch') },
      },
    },
    async (request) => lookupPreferences({ db: app.db, secret: app.config.JWT_SECRET, token: request.body.token }),
  );

  app.put(
    '/',
    {
      onRequest: app.limitRequests('emailPreferencesPerIp'),
      schema: {
        summary: 'Change email preferences',
        description: 'Public: the token of an unsubscribe link with both switches. 404 for a token that is not valid.',
        body: emailPreferencesUpdateSchema,
        response: { 200: emailPreferencesSchema.describe('The preferences as saved') },
      },
    },
    async (request) => updatePreferences({ db: app.db, secret: app.config.JWT_SECRET, input: request.body }),
  );

  app.post(
    '/one-click',
    {
      // No per-address limit: mail providers post every user's unsubscribe from a few addresses; the HMAC check is cheap.
      schema: {
        summary: 'Unsubscribe in one click (RFC 8058)',
        description:
          'What a mail client POSTs to the List-Unsubscribe address: `?token=` from the header and the form body `List-Unsubscribe=One-Click`. 404 for a token that is not valid; 400 for another body.',
        querystring: oneClickQuerySchema,
        response: { 200: z.object({ message: z.string() }).describe('Unsubscribed from the link\'s list') },
      },
    },
    async (request) => unsubscribeOneClick({ db: app.db, secret: app.config.JWT_SECRET, token: request.query.token, body: request.body }),
  );
}
