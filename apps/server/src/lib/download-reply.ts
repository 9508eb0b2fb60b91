import type { FastifyReply } from 'fastify';
import { pdfFileSchema } from '@walkfund/domain';

/** A file to download: its bytes, type and name. */
export interface DownloadFile {
  data: Uint8Array;
  contentType: string;
  filename: string;
}

/**
 * Sends a file to download: never kept by a proxy (a poster, a statement or a receipt names a
 * person), never sniffed as anything else.
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    // Fastify sends the bytes as they are; the schema describes them for the OpenAPI document.
    .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength) as unknown as string);
}

/** The OpenAPI answer of a route that sends a PDF. */
export const pdfAnswer = (description: string) => ({ 200: { description, content: { 'application/pdf': { schema: pdfFileSchema } } } });
