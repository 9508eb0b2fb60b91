/**
 * Reading back the files of the ask kit (docs/features/ask-kit.md) as a phone's camera would: the
 * QR code of a PNG, and the QR code a poster PDF draws as vector squares (pdf-lib rectangles),
 * painted onto a bitmap first. Decoded with ZXing (zxing-wasm), as the server's own tests do
 * (apps/server/src/modules/event-day/test-support/qr-decode.ts).
 *
 * Registers no test hooks, so any spec may import it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared = false;

/** The reader's .wasm from node_modules (the package fetches it from a CDN unless told otherwise). */
function prepare(): void {
  if (prepared) return;
  const entry = createRequire(import.meta.url).resolve('zxing-wasm/reader');
  let dir = path.dirname(entry);
  while (path.basename(dir) !== 'dist') dir = path.dirname(dir);
  const wasm = readFileSync(path.join(dir, 'reader', 'zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer } });
  prepared = true;
}

/** The texts of the QR codes in a PNG. */
export async function decodeQrPng(png: Uint8Array): Promise<string[]> {
  prepare();
  const results = await readBarcodes(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), { formats: ['QRCode'] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}

/** The decompressed content streams of a PDF (pdf-lib writes them Flate-compressed). */
function pdfContentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      streams.push(pdf.subarray(start, end).toString('latin1'));
    }
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return streams;
}

interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
  dark: boolean;
}

/**
 * Every filled rectangle pdf-lib's drawRectangle writes: a colour, a translation, then the path
 * `0 0 m / 0 h l / w h l / w 0 l / h / f` (the identity rotation and skew between).
 */
function filledRects(content: string): FilledRect[] {
  const pattern = /(\S+) (\S+) (\S+) rg\n(?:(?!Q\n)[^\n]*\n)*?1 0 0 1 (\S+) (\S+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 (\S+) l\n(\S+) \S+ l\n\S+ 0 l\nh\nf\n/g;
  return [...content.matchAll(pattern)].map((m) => {
    const [r, g, b, x, y, height, width] = m.slice(1).map(Number) as [number, number, number, number, number, number, number];
    return { x, y, width, height, dark: r + g + b < 1.5 };
  });
}

/** A greyscale PNG of `width` x `height` pixels (1 = black). */
function greyPng(width: number, height: number, black: Uint8Array): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 255);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) if (black[y * width + x]) rows[y * (width + 1) + 1 + x] = 0;
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The texts of the QR code a poster PDF draws: its dark modules are the small dark rectangles
 * (one per run of a row); they are painted at 4 pixels a point on white, with a quiet zone, and read.
 */
export async function decodePosterQr(pdf: Buffer): Promise<string[]> {
  const modules = pdfContentStreams(pdf).flatMap(filledRects).filter((rect) => rect.dark && rect.height < 12);
  if (modules.length === 0) return [];
  const scale = 4;
  const margin = 40;
  const left = Math.min(...modules.map((m) => m.x));
  const bottom = Math.min(...modules.map((m) => m.y));
  const right = Math.max(...modules.map((m) => m.x + m.width));
  const top = Math.max(...modules.map((m) => m.y + m.height));
  const width = Math.ceil((right - left) * scale) + 2 * margin;
  const height = Math.ceil((top - bottom) * scale) + 2 * margin;
  const black = new Uint8Array(width * height);
  for (const m of modules) {
    // PDF y grows upwards; the bitmap's rows go down.
    const x0 = Math.round((m.x - left) * scale) + margin;
    const x1 = Math.round((m.x + m.width - left) * scale) + margin;
    const y0 = height - (Math.round((m.y + m.height - bottom) * scale) + margin);
    const y1 = height - (Math.round((m.y - bottom) * scale) + margin);
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++) black.fill(1, y * width + Math.max(0, x0), y * width + Math.min(width, x1));
  }
  return decodeQrPng(greyPng(width, height, black));
}
