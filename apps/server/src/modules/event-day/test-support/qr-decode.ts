import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

/** The texts of the QR codes in a PNG, read with ZXing (zxing-wasm). */
export async function decodeQrPng(png: Uint8Array): Promise<string[]> {
  prepare();
  const results = await readBarcodes(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), { formats: ['QRCode'] });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
