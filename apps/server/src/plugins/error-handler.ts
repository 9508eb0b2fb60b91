import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HTTP, type ApiErrorBody } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';

const CONTEXT_LABEL: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** The 404 of a path nothing answers (unknown route, or an id that cannot exist). */
export function notFoundBody(method: string, url: string): ApiErrorBody {
  return { code: HTTP.notFound, message: `Not found: ${method} ${url.split('?')[0] ?? '/'}` };
}

/**
 * One error shape for the whole API: `{code, message}` with code = HTTP status, plus `details`
 * for field errors. A path whose parameters fail validation names nothing that exists (an id of
 * 2^31, -1 or "abc"), so it is a 404 like any unknown path. 5xx are logged with the request id
 * and their internals hidden; the log serializers keep request data out of those lines.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      body = { code: error.status, message: error.message, ...(error.details ? { details: error.details } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      body = notFoundBody(request.method, request.url);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const where = CONTEXT_LABEL[(error as FastifyError).validationContext ?? 'body'] ?? 'body';
      const details = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
        return { field, message: v.message ?? 'Invalid value.' };
      });
      const first = details[0];
      body = {
        code: HTTP.badRequest,
        message: first ? `${first.field}: ${first.message}` : 'Invalid request.',
        details,
      };
    } else if (isResponseSerializationError(error)) {
      // Issue paths and codes only: the answer being serialized holds people's data.
      const issues = error.cause.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
      request.log.error({ err: error, issues }, 'response does not match its schema');
      body = { code: HTTP.internal, message: 'Internal server error' };
    } else if (error.statusCode && error.statusCode < 500) {
      body = { code: error.statusCode, message: friendlyFastifyMessage(error) };
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      body = { code: HTTP.internal, message: 'Internal server error' };
    }
    return reply.status(body.code).send(body);
  });

}

/**
 * Unknown paths: JSON 404 for the API; when the web app is served, index.html for any other GET
 * without a file extension (client-side routes such as /teams or /frontend/donate).
 */
export function registerNotFoundHandler(app: FastifyInstance, spaServed: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/v1' || url.startsWith('/v1/') || url.startsWith('/uploads/');
    if (spaServed && request.method === 'GET' && !isApi && !path.extname(url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(HTTP.notFound).send(notFoundBody(request.method, url));
  });
}

function friendlyFastifyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    default:
      return error.message;
  }
}
