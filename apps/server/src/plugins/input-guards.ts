import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP, type ApiErrorBody } from '@walkfund/domain';
import { AppError } from '../lib/app-error.ts';
import { notFoundBody } from './error-handler.ts';

/** Deepest nesting a JSON body may have: far beyond any payload of the API, far below a stack overflow. */
export const JSON_MAX_DEPTH = 64;

export const INPUT_MESSAGES = {
  tooDeep: `The request body is nested deeper than ${JSON_MAX_DEPTH} levels.`,
  nulInBody: 'The request body contains a NUL character (\\u0000), which no field accepts.',
  loneSurrogateInBody: 'The request body contains a broken character (a lone UTF-16 surrogate, \\uD800-\\uDFFF), which no field accepts.',
  nulInUrl: 'The address contains a NUL character (%00), which no path or query accepts.',
  badUrl: 'The address is not valid: it holds a broken %-escape.',
  badHttp: 'The request is not valid HTTP.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
} as const;

/** Whether JSON text nests objects and arrays deeper than `max`, scanning brackets outside strings (before parsing it). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Whether a parsed JSON value holds a NUL character in any string or key (PostgreSQL text cannot store one). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** A UTF-16 surrogate not paired with its other half (a pair, as in an emoji, is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a parsed JSON value holds a lone UTF-16 surrogate in any string or key: no text encoding
 * can store one (PostgreSQL refused it with a 500), and no person types one.
 */
export function containsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(containsLoneSurrogate);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || containsLoneSurrogate(item));
  }
  return false;
}

/** JSON text can hold a surrogate only as an escape (\uD800-\uDFFF): UTF-8 bytes of one are invalid and decode to U+FFFD. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Input no route can use is refused before routing, validation or the database sees it, with
 * `{code, message}` 400s instead of the 500s a fuzzer found:
 * - one application/json parser for the whole API: a nesting limit (checked on the text, so a
 *   5,000-deep body is never parsed) and no NUL character anywhere in the body. Scopes that need
 *   the raw bytes (the payment webhook) replace it with their own parser; no lone UTF-16
 *   surrogate either (a path or query cannot carry one: their %-escapes decode as UTF-8, where a
 *   surrogate's bytes are a broken escape (400) in a path and stay undecoded in a query);
 * - no NUL character (%00) in a path or query string.
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(AppError.badRequest(INPUT_MESSAGES.tooDeep), undefined);
    parseJson(request, text, (err, value) => {
      if (err) return done(err, undefined);
      // JSON text holds a NUL only as the escape \u0000 (a raw one is refused by the parser): the
      // walk over the parsed value runs only for a body that has that text.
      if (text.includes('\\u0000') && containsNul(value)) return done(AppError.badRequest(INPUT_MESSAGES.nulInBody), undefined);
      // The same for a lone surrogate: walked only when the text has a surrogate escape.
      if (SURROGATE_ESCAPE.test(text) && containsLoneSurrogate(value)) return done(AppError.badRequest(INPUT_MESSAGES.loneSurrogateInBody), undefined);
      done(null, value);
    });
  });

  // Runs before every route's own hooks: a decoded %00 would reach a query as text.
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw AppError.badRequest(INPUT_MESSAGES.nulInUrl);
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs, in the API's
 * `{code, message}` shape. A broken %-escape is a 400; a path segment longer than any name
 * (maxParamLength) names nothing, so it is a 404.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody =
    error.code === 'FST_ERR_BAD_URL' ? { code: HTTP.badRequest, message: INPUT_MESSAGES.badUrl }
    : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? notFoundBody(request.method, request.url)
    : { code: error.statusCode ?? HTTP.badRequest, message: error.message };
  return reply.status(body.code).send(body);
}

/**
 * Fastify's `clientErrorHandler`: a connection whose HTTP cannot be read (malformed, headers too
 * large, or too slow: the server timeouts) gets `{code, message}` and is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, INPUT_MESSAGES.timeout]
    : err.code === 'HPE_HEADER_OVERFLOW' ? [431, INPUT_MESSAGES.headersTooLarge]
    : [HTTP.badRequest, INPUT_MESSAGES.badHttp];
  const body = JSON.stringify({ code, message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
