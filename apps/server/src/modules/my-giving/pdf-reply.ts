import type { FastifyReply } from 'fastify';
import { pdfFileSchema } from '@walkfund/domain';
import type { PdfFile } from './my-giving.service.ts';

/** A PDF to download: never kept by a proxy (it names the donor), never sniffed as anything else. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength) as unknown as string);
}

export const pdfAnswer = (description: string) => ({ 200: { description, content: { 'application/pdf': { schema: pdfFileSchema } } } });
