import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressViewSchema, apiErrorSchema, auditEntryViewSchema, campaignSummarySchema, campaignTeamSchema, eventSettingsViewSchema, jobViewSchema,
  kindfulExportViewSchema, lineItemViewSchema, personViewSchema, publicEventSettingsViewSchema, publicTeamSchema, reconciliationRunSchema,
  refundViewSchema, sessionUserSchema, starOfTeamSchema, teamDetailSchema, teamHistoryEntrySchema, teamListItemSchema, teamMemberSchema,
  tokenPairSchema, transactionDetailSchema, transactionLineItemViewSchema, transactionListItemSchema, transactionViewSchema, userViewSchema,
} from '@walkfund/domain';

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas every route declares
 * (request and response, defined in packages/domain beside their feature; docs/architecture.md,
 * "Contracts and the OpenAPI document"). Registered before any route, since @fastify/swagger
 * collects routes as they are added. Served at GET /v1/openapi.json (openapi.routes.ts).
 */

/** Who may call a route, as the document states it (the authorization matrix test checks the behaviour). */
export type RouteAccess = 'public' | 'optional' | 'signed-in' | 'admin';

/** The security scheme every protected operation names: the access token from POST /v1/auth/login. */
export const BEARER_SCHEME = 'bearerAuth';

/**
 * For a module whose every route is for admins: each request is refused before its body is read
 * (app.requireAdmin), and the document says so. The document cannot see a plugin-level hook, so
 * the guard and what the document says are set here together and cannot drift apart.
 */
export function requireAdminOnEveryRoute(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access: 'admin' satisfies RouteAccess };
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, for the OpenAPI document (see requireAdminOnEveryRoute). */
    access?: RouteAccess;
  }
}

/**
 * Paths that are not the API: the web app's files and its share pages (plugins/web-app.ts,
 * modules/campaign/share-pages.ts) are HTML for browsers, registered only when the web app is served.
 */
export function isApiPath(url: string): boolean {
  return url === '/health' || url.startsWith('/health/') || url === '/metrics' || url.startsWith('/v1/') || url.startsWith('/uploads/');
}

/** The operation's tag: its module, from the path (/v1/teams/... -> teams; /health -> health). */
export function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return (first === 'v1' ? second : first)?.replace(/\.json$/, '') ?? 'api';
}

/**
 * The answers named once in components.schemas and referenced wherever they appear ($ref), so
 * the document says "TeamDetail" instead of repeating its shape. Kept here, not in domain: naming
 * is the document's concern, and a second registration of an id would throw.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  Address: addressViewSchema,
  ApiError: apiErrorSchema,
  AuditEntry: auditEntryViewSchema,
  CampaignSummary: campaignSummarySchema,
  CampaignTeam: campaignTeamSchema,
  EventSettings: eventSettingsViewSchema,
  PublicEventSettings: publicEventSettingsViewSchema,
  Job: jobViewSchema,
  KindfulExport: kindfulExportViewSchema,
  LineItem: lineItemViewSchema,
  Person: personViewSchema,
  PublicTeam: publicTeamSchema,
  ReconciliationRun: reconciliationRunSchema,
  Refund: refundViewSchema,
  SessionUser: sessionUserSchema,
  StarOfTeam: starOfTeamSchema,
  TeamDetail: teamDetailSchema,
  TeamHistoryEntry: teamHistoryEntrySchema,
  TeamListItem: teamListItemSchema,
  TeamMember: teamMemberSchema,
  TokenPair: tokenPairSchema,
  Transaction: transactionViewSchema,
  TransactionDetail: transactionDetailSchema,
  TransactionLineItem: transactionLineItemViewSchema,
  TransactionListItem: transactionListItemSchema,
  User: userViewSchema,
};

function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  return registry;
}

/** Every error answers this shape (plugins/error-handler.ts). */
const ERROR_RESPONSE = {
  description: 'An error: {code, message, details?}, code being the HTTP status (400 with details per field, 401, 403, 404, 409, 429...).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

/**
 * The registry names each component twice, as an input ("XInput") and as an output; answers are
 * outputs only, so the input copies nothing references are dropped.
 */
function withoutUnusedInputs<D>(generated: D): D {
  const document = generated as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...document.components?.schemas };
  const used = new Set<string>();
  const collect = (value: unknown) => {
    for (const [, id] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (id && !used.has(id)) {
        used.add(id);
        collect(schemas[id]);
      }
    }
  };
  collect(document.paths);
  for (const id of Object.keys(schemas)) if (id.endsWith('Input') && !used.has(id)) delete schemas[id];
  return { ...document, components: { ...document.components, schemas } } as D;
}

/**
 * Each answer's description, from its zod schema (`response: { 200: teamDetailSchema.describe('The
 * team') }`): the type provider reads metadata from the components' registry only, so a
 * `.describe()` would be lost and swagger would say "Default Response". Swagger takes a description
 * beside the content, or `x-response-description` for an answer without a body (204, 304).
 */
function describedResponses(zodResponses: unknown, jsonResponses: Record<string, unknown>): Record<string, unknown> {
  const described = { ...jsonResponses };
  for (const [status, zodSchema] of Object.entries((zodResponses ?? {}) as Record<string, { description?: unknown }>)) {
    const description = zodSchema.description;
    const json = described[status] as { type?: unknown; content?: unknown } | undefined;
    // Answers given with their content (the stored images) carry their own description.
    if (typeof description !== 'string' || !json || json.content) continue;
    described[status] = json.type === 'null' ? { ...json, 'x-response-description': description } : { description, content: { 'application/json': { schema: json } } };
  }
  return described;
}

/** A stable operationId from the method and path: GET /v1/teams/{id} -> getTeamsById. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'v1')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function accessOf(app: FastifyInstance, route: RouteOptions): RouteAccess {
  if (route.config?.access) return route.config.access;
  const hooks = [route.onRequest ?? []].flat();
  if (hooks.includes(app.requireAdmin)) return 'admin';
  if (hooks.includes(app.requireUser) || hooks.includes(app.requireSelfOrAdmin)) return 'signed-in';
  if (hooks.includes(app.optionalUser)) return 'optional';
  return 'public';
}

const SECURITY: Record<RouteAccess, { [scheme: string]: string[] }[]> = {
  public: [],
  // A token is read when sent (e.g. an admin's view of a transaction); anonymous otherwise.
  optional: [{}, { [BEARER_SCHEME]: [] }],
  'signed-in': [{ [BEARER_SCHEME]: [] }],
  admin: [{ [BEARER_SCHEME]: [] }],
};

export async function registerOpenApi(app: FastifyInstance, version: string) {
  const schemaRegistry = componentRegistry();
  const transformRoute = createJsonSchemaTransform({ schemaRegistry });
  const transformDocument = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Walkfund API',
        version,
        description:
          'The API of the Walkfund web app. Errors answer {code, message, details?} with code = the HTTP status. ' +
          'Money is in dollars. Admin-only operations answer 401 without a token and 403 for a captain.',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of POST /v1/auth/login (renewed with POST /v1/auth/refresh-tokens).',
          },
        },
      },
    },
    transform: (document) => {
      const transformed = transformRoute(document);
      const url = transformed.url;
      // A route without any schema comes back without one.
      const schema: FastifySchema = transformed.schema ?? {};
      if (!isApiPath(url) || schema.hide) return { schema: { ...schema, hide: true }, url };
      const access = accessOf(app, document.route);
      return {
        url,
        schema: {
          ...schema,
          response: { ...describedResponses(document.schema?.response, (schema.response ?? {}) as Record<string, unknown>), default: ERROR_RESPONSE },
          tags: schema.tags ?? [tagOf(url)],
          operationId: schema.operationId ?? operationIdOf([document.route.method].flat()[0] ?? 'get', document.route.url),
          security: schema.security ?? SECURITY[access],
          'x-access': access,
        } as FastifySchema,
      };
    },
    transformObject: (document) => withoutUnusedInputs(transformDocument(document)),
  });
}
