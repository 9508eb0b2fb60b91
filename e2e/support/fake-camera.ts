/**
 * A video for Chromium's fake camera (docs/decisions/0011-event-day-check-in.md): the check-in
 * scan journey shows the camera the QR code of a confirmation email. Chromium plays a .y4m file
 * given by `--use-file-for-fake-video-capture`; this writes one from a PNG, with nothing binary
 * committed. No image library: the emailed code is an 8-bit PNG, read here with zlib.
 */
import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes per pixel, rows top to bottom. */
  rgba: Uint8Array;
}

/** Bytes per pixel of the 8-bit colour types: grey, RGB, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes an 8-bit, non-interlaced PNG (grey, RGB, with or without alpha) to RGBA. */
export function decodePng(png: Uint8Array): RgbaImage {
  const bytes = Buffer.from(png);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = [body[8]!, body[9]!, body[10], body[11], body[12]];
      channels = CHANNELS[colourType] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour type ${colourType}, interlace ${interlace})`);
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter}`);
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const p = pixels.subarray(i * channels, (i + 1) * channels);
    const [r, g, b, a] = channels >= 3 ? [p[0]!, p[1]!, p[2]!, channels === 4 ? p[3]! : 255] : [p[0]!, p[0]!, p[0]!, channels === 2 ? p[1]! : 255];
    rgba.set([r, g, b, a], i * 4);
  }
  return { width, height, rgba };
}

export interface Y4mOptions {
  /** Even sizes (4:2:0 halves both). */
  width: number;
  height: number;
  /** Frames showing the image, after the blank ones. */
  frames: number;
  /** White frames first: the camera shows nothing for a while (Chromium loops the file). */
  blankFrames?: number;
  fps?: number;
}

/**
 * A YUV4MPEG2 video (4:2:0, planar I420) of `image` centred on white, the same in every frame.
 * Transparent pixels are white; the colours become grey (a QR code needs nothing else).
 */
export function y4mOf(image: RgbaImage, { width, height, frames, blankFrames = 0, fps = 10 }: Y4mOptions): Buffer {
  if (width % 2 || height % 2) throw new Error('a 4:2:0 video needs even sizes');
  if (image.width > width || image.height > height) throw new Error('the image is larger than the video');
  const white = new Uint8Array(width * height).fill(235);
  const luma = new Uint8Array(white);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const alpha = image.rgba[i + 3]! / 255;
      const grey = 0.299 * image.rgba[i]! + 0.587 * image.rgba[i + 1]! + 0.114 * image.rgba[i + 2]!;
      const shown = grey * alpha + 255 * (1 - alpha);
      // Studio range (16 black to 235 white), as Chromium reads I420.
      luma[(top + y) * width + left + x] = Math.round(16 + (219 * shown) / 255);
    }
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), luma, chroma]);
  const blank = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), white, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420\n`, 'latin1');
  return Buffer.concat([header, ...Array.from({ length: blankFrames }, () => blank), ...Array.from({ length: frames }, () => frame)]);
}

/**
 * Writes `file` for `--use-file-for-fake-video-capture`: a 480x360 video, at 5 frames a second,
 * of `blankSeconds` of white and then 2 seconds of the PNG, which Chromium plays in a loop.
 */
export function writeFakeCameraVideo(file: string, png: Uint8Array, blankSeconds = 0): void {
  const fps = 5;
  writeFileSync(file, y4mOf(decodePng(png), { width: 480, height: 360, fps, blankFrames: blankSeconds * fps, frames: 2 * fps }));
}
