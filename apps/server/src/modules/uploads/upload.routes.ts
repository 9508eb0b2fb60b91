import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP, imageFileSchema, noContentSchema, UPLOAD_KEY_PATTERN, UPLOAD_MESSAGES, uploadResponseSchema } from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';
import { byUserId } from '../rate-limits/limits.ts';
import { declaresMoreThanAnyImage, readUploadForm, UPLOAD_FORM_LIMITS } from './upload.form.ts';
import { assertMayUpload, getUploadFile, storeUpload } from './upload.service.ts';

/** A stored image never changes under its key: browsers and proxies may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /v1/uploads (signed in; registered with prefix /v1/uploads). Multipart is parsed in this
 * scope only; any other body is left unread and answered 415.
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: false });

  /** Decided before the form is read: captains without a team upload nothing; participants only their page photo. */
  const requireUploader = async (request: FastifyRequest) => assertMayUpload(request.authUser!);

  app.post(
    '/',
    {
      onRequest: [app.requireUser, requireUploader, app.limitRequests('uploadsPerUser', byUserId)],
      // The form is read by the handler (readUploadForm), so the body has no schema here.
      schema: {
        summary: 'Upload an image',
        description:
          "multipart/form-data: `purpose` (team, star, product, badge, shirt, logo, hero) then `file` (the image). 401 anonymous; 403 for a captain without a team, or a captain's product, badge, shirt, logo or hero image, or a participant's image other than their page photo (team); 413 past the purpose's limit; 400 for a file that is not a readable image; 415 for a body that is not multipart; 429 past the uploader's limit.",
        response: { 201: uploadResponseSchema.describe("The stored image's URL") },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(HTTP.unsupportedMediaType, UPLOAD_MESSAGES.notMultipart);
      if (declaresMoreThanAnyImage(request)) {
        // Refused before a byte is read, and the connection closed rather than the body read (as Fastify's body limit does).
        reply.header('connection', 'close');
        throw new AppError(HTTP.payloadTooLarge, UPLOAD_MESSAGES.tooLargeAny);
      }
      const user = request.authUser!;
      const { purpose, data } = await readUploadForm(request, (p) => assertMayUpload(user, p));
      return reply.status(201).send(await storeUpload({ db: app.db, user, purpose, data }));
    },
  );
}

const uploadKeyParams = z.object({ key: z.string().regex(UPLOAD_KEY_PATTERN) });

/** GET /uploads/{key} (public, at the root): the stored image, cached for good. */
export async function uploadFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The bytes are sent as they are (Fastify serializes no Buffer): the schema is for the OpenAPI document.
  const response = { 200: { description: 'The image.', content: { 'image/*': { schema: imageFileSchema } } }, 304: noContentSchema.describe('Not modified (If-None-Match)') };
  const summary = 'Read an uploaded image';
  const description = 'Public; the key names the bytes for good, so the answer may be cached for a year, with the key as its entity tag.';
  app.get('/uploads/:key', { schema: { summary, description, params: uploadKeyParams, response } }, async (request, reply) => {
    const file = await getUploadFile({ db: app.db, key: request.params.key });
    // The key names these bytes for good, so it is the entity tag.
    const etag = `"${request.params.key.replace(/\..*$/, '')}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    // The document calls the bytes a binary string; the type provider takes the schema's type for it.
    return reply.type(file.mimeType).send(file.data as unknown as string);
  });
}

/** If-None-Match: "*", or a list of tags (weak or strong) naming this one. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
