import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
 * For a module whose every route is guarded by a plugin-level hook (`app.addHook('onRequest',
 * app.requireAdmin)`): the document cannot see those hooks, so the module says so once with
 * `app.addHook('onRoute', documentAccess('admin'))`.
 */
export function documentAccess(access: RouteAccess) {
  return (route: RouteOptions) => {
    route.config = { ...(route.config as object | undefined), access };
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, for the OpenAPI document (see documentAccess). */
    access?: RouteAccess;
  }
}

/**
 * Paths that are not the API: the web app's files and its share pages (plugins/web-app.ts,
 * modules/campaign/share-pages.ts) are HTML for browsers, registered only when the web app is served.
 */
export function isApiPath(url: string): boolean {
  return url === '/health' || url.startsWith('/v1/') || url.startsWith('/uploads/');
}

/** The operation's tag: its module, from the path (/v1/teams/... -> teams; /health -> health). */
export function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean);
  return (first === 'v1' ? second : first)?.replace(/\.json$/, '') ?? 'api';
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
      const transformed = jsonSchemaTransform(document);
      const url = transformed.url;
      // A route without any schema comes back without one.
      const schema: FastifySchema = transformed.schema ?? {};
      if (!isApiPath(url) || schema.hide) return { schema: { ...schema, hide: true }, url };
      const access = accessOf(app, document.route);
      return {
        url,
        schema: { ...schema, tags: schema.tags ?? [tagOf(url)], security: schema.security ?? SECURITY[access], 'x-access': access } as FastifySchema,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}
