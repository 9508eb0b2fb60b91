import QRCode from 'qrcode';
import sharp from 'sharp';
import { POSTER_PHOTO_MAX_INPUT_PIXELS, POSTER_PHOTO_MAX_SIDE, QR_PNG_SIZE } from '@walkfund/domain';
import type { PosterPhoto } from './poster-pdf.ts';

/**
 * A stored photo made ready for the poster: decoded with sharp (bounded by its pixel count, so a
 * huge image is refused from its header), turned upright, fitted in POSTER_PHOTO_MAX_SIDE and
 * re-encoded as JPEG on white, which pdf-lib embeds (it reads no WebP, the stored format). Null
 * when it cannot be read: the poster is printed without it rather than not at all.
 */
export async function posterPhoto(data: Buffer): Promise<PosterPhoto | null> {
  try {
    const { data: jpeg, info } = await sharp(data, { limitInputPixels: POSTER_PHOTO_MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: POSTER_PHOTO_MAX_SIDE, height: POSTER_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { kind: 'jpeg', data: jpeg, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The page's QR code as a PNG to download, QR_PNG_SIZE pixels square, with its quiet zone. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: QR_PNG_SIZE });
}
