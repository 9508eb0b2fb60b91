import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import {
  HTTP, UPLOAD_FIELDS, UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES_ANY, UPLOAD_MESSAGES, uploadPurposeSchema, uploadTooLargeMessage,
  type UploadPurpose,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';

/**
 * Busboy's limits for the upload form (registered with @fastify/multipart): one `purpose` field
 * and one `file`, the file cut off past the largest limit of any purpose. A cut-off file is
 * reported by us (413 with the purpose's limit), not thrown by the plugin.
 */
export const UPLOAD_FORM_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES_ANY,
  files: 1,
  fields: 1,
  // One more than the form holds, so a second file or field meets its own limit (and message).
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 100,
  headerPairs: 20,
};

/** Room for the boundaries and part headers around the file in a request's Content-Length. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = (purpose: UploadPurpose | null) =>
  new AppError(HTTP.payloadTooLarge, purpose ? uploadTooLargeMessage(purpose) : UPLOAD_MESSAGES.tooLargeAny);

/** Whether the request's declared length is more than a form holding the largest acceptable image. */
export function declaresMoreThanAnyImage(request: FastifyRequest): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES_ANY + FORM_OVERHEAD_BYTES;
}

/**
 * Reads the upload form as it streams in. `authorize` runs as soon as the purpose is known, so
 * a refused purpose sent before the file is refused before any of the file is kept. The file is
 * kept in memory only up to its purpose's limit (the largest limit while the purpose is
 * unknown). After a refusal the rest of the form is read and dropped, never kept (busboy drops a
 * file's bytes past the largest limit; the Content-Length check and the request timeout bound
 * the rest), so a browser still sending gets the answer rather than a broken connection.
 */
export async function readUploadForm(
  request: FastifyRequest,
  authorize: (purpose: UploadPurpose) => void,
): Promise<{ purpose: UploadPurpose; data: Buffer }> {
  let purpose: UploadPurpose | null = null;
  let data: Buffer | null = null;
  let refusal: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (refusal) {
        if (part.type === 'file') await discard(part.file);
        continue;
      }
      try {
        if (part.type === 'field') {
          purpose = readPurpose(part);
          authorize(purpose);
          if (data && data.length > UPLOAD_MAX_BYTES[purpose]) throw tooLarge(purpose);
        } else {
          if (part.fieldname !== UPLOAD_FIELDS.file) throw AppError.badRequest(UPLOAD_MESSAGES.unexpectedField);
          data = await readLimited(part.file, purpose);
        }
      } catch (err) {
        refusal = asUploadError(err);
        if (part.type === 'file') await discard(part.file);
      }
    }
  } catch (err) {
    // A malformed form, or a busboy limit (a second file or field).
    throw refusal ?? asUploadError(err);
  }
  if (refusal) throw refusal;
  if (!purpose) throw AppError.badRequest(UPLOAD_MESSAGES.missingPurpose);
  if (!data || data.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.missingFile);
  return { purpose, data };
}

function readPurpose(part: Multipart): UploadPurpose {
  if (part.type !== 'field' || part.fieldname !== UPLOAD_FIELDS.purpose) throw AppError.badRequest(UPLOAD_MESSAGES.unexpectedField);
  const parsed = uploadPurposeSchema.safeParse(part.valueTruncated ? null : part.value);
  if (!parsed.success) throw AppError.badRequest(UPLOAD_MESSAGES.badPurpose);
  return parsed.data;
}

/** The file's bytes, counted as they arrive: past the limit nothing more is kept, and the answer is a 413. */
async function readLimited(file: Readable & { truncated?: boolean }, purpose: UploadPurpose | null): Promise<Buffer> {
  const limit = purpose ? UPLOAD_MAX_BYTES[purpose] : UPLOAD_MAX_BYTES_ANY;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total <= limit) chunks.push(chunk);
    else chunks.length = 0;
  }
  // Busboy cuts a file off at the largest limit of any purpose and says so.
  if (total > limit || file.truncated) throw tooLarge(purpose);
  return Buffer.concat(chunks, total);
}

async function discard(file: Readable): Promise<void> {
  if (file.destroyed || file.readableEnded) return;
  for await (const _chunk of file) {
    // dropped
  }
}

/** @fastify/multipart and busboy errors as the API's 4xx: only the form is being read here. */
function asUploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(UPLOAD_MESSAGES.oneFile);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return AppError.badRequest(UPLOAD_MESSAGES.unexpectedField);
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(null);
    case 'FST_MP_PREMATURE_CLOSE':
      return AppError.badRequest('The upload ended before the whole form arrived.');
    default:
      return AppError.badRequest('The upload is not a valid multipart/form-data form.');
  }
}
