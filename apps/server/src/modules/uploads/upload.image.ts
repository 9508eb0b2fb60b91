import sharp, { type Metadata } from 'sharp';
import {
  UPLOAD_DISPLAY_SIZE, UPLOAD_INPUT_FORMATS, UPLOAD_MAX_INPUT_PIXELS, UPLOAD_MESSAGES, type UploadPurpose,
} from '@walkfund/domain';
import { AppError } from '../../lib/app-error.ts';

export interface ProcessedImage {
  data: Buffer;
  mimeType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/** WebP at this quality is about a third of an equivalent JPEG and keeps transparency (logos, badges). */
const WEBP_QUALITY = 82;

/**
 * Decodes the upload and encodes a new WebP image from its pixels only (docs/decisions/0116-images.md): so what
 * is stored is always an image we made, whatever the file claimed to be. Turned upright from its
 * EXIF orientation, then every metadata block (EXIF with its GPS position, XMP, ICC, comments) is
 * left behind, and it is resized for display, never enlarged. A file that is not a readable image
 * of an accepted format is a 400; so is one whose pixel count would exhaust memory once decoded
 * (a decompression bomb), refused from its header before any pixel is decoded.
 */
export async function processImage(input: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  const options = { limitInputPixels: UPLOAD_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let header: Metadata;
  try {
    // The header only: the pixel count is judged below, with its own message.
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw AppError.badRequest(UPLOAD_MESSAGES.notAnImage);
  }
  if (!(UPLOAD_INPUT_FORMATS as readonly string[]).includes(formatOf(header))) throw AppError.badRequest(UPLOAD_MESSAGES.notAnImage);
  if (!header.width || !header.height) throw AppError.badRequest(UPLOAD_MESSAGES.notAnImage);
  if (header.width * header.height > UPLOAD_MAX_INPUT_PIXELS) throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPixels);

  const box = UPLOAD_DISPLAY_SIZE[purpose];
  try {
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: box.width, height: box.height, fit: box.fit ?? 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (err) {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw AppError.badRequest(UPLOAD_MESSAGES.tooManyPixels);
    throw AppError.badRequest(UPLOAD_MESSAGES.notAnImage);
  }
}

/** sharp names an AVIF file "heif" with AV1 compression (a HEIC photo is HEIF with HEVC, which it cannot decode). */
function formatOf(header: Metadata): string {
  if (header.format === 'heif') return header.compression === 'av1' ? 'avif' : 'heic';
  return header.format ?? '';
}
