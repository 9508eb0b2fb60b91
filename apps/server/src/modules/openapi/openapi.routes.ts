import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noQuerySchema, openApiDocumentSchema, type OpenApiDocument } from '@walkfund/domain';

/** The document changes only with a deploy: caches may keep it a few minutes, then revalidate. */
const DOCUMENT_CACHE = 'public, max-age=300';

/**
 * GET /v1/openapi.json (public): the OpenAPI 3.1 document of every API route (openapi.plugin.ts).
 * Built once, on the first request after start (every route is registered by then), and sent as
 * the same bytes afterwards.
 */
export async function openApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let body: string | undefined;

  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'Read the OpenAPI document',
        description: 'The OpenAPI 3.1 document of every API route (this one).',
        querystring: noQuerySchema,
        response: { 200: openApiDocumentSchema.describe('The OpenAPI document') },
      },
    },
    async (_request, reply) => {
      body ??= JSON.stringify(app.swagger());
      // Fastify sends a string body as it is: the document is serialized once, not per request.
      return reply.header('cache-control', DOCUMENT_CACHE).type('application/json; charset=utf-8').send(body as unknown as OpenApiDocument);
    },
  );
}
