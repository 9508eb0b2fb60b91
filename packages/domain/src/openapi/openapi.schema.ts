import { z } from 'zod';

/**
 * GET /v1/openapi.json: the OpenAPI 3.1 document of the API (apps/server/src/modules/openapi).
 * Only the top of the document is checked; operations and schemas are whatever the server
 * generated from the route contracts (docs/architecture.md, "Contracts and the OpenAPI document").
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
