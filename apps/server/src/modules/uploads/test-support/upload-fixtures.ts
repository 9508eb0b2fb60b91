import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images for the upload tests, made on the spot with sharp (nothing binary is committed), and the
 * multipart body a browser's FormData sends.
 */

export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/** The multipart/form-data body and content type of these fields, in order (as fetch would send them). */
export async function multipartBody(fields: [name: string, value: string | FilePart][]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/**
 * A JPEG as a phone takes it: 1200×800 pixels stored sideways with EXIF orientation 6 (shown
 * 800×1200), carrying EXIF text that must not survive.
 */
export function sidewaysJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'home address here' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function pngImage(width: number, height: number, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 20, g: 120, b: 200, alpha: alpha ? 0.5 : 1 } } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels: it does not compress, so its size in bytes is about width × height × 3. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A grayscale PNG whose header claims `width`×`height` pixels. With `complete`, its pixel data is
 * all there (zeros deflate to almost nothing: a real decompression bomb); without, only a little
 * of it (a crafted header, what an attacker sends when the server trusts the header).
 */
export function pngClaiming(width: number, height: number, complete: boolean): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const rows = complete ? height : 4;
  const pixels = deflateSync(Buffer.alloc(rows * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
