import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodePng, y4mOf } from './fake-camera.ts';
import { solidPng } from './teams.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The decoder does not check CRCs: zeros do.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A 2x2 RGBA PNG whose second row uses the Paeth filter: black, white / red, transparent. */
function filteredPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 6;
  const row1 = [0, 0, 0, 0, 255, 255, 255, 255, 255];
  // Paeth: each byte minus its predictor (up, as up-left and left give the larger distance here).
  const row2Pixels = [255, 0, 0, 255, 0, 0, 0, 0];
  const above = row1.slice(1);
  const row2 = [4, ...row2Pixels.map((v, x) => {
    const left = x >= 4 ? row2Pixels[x - 4]! : 0;
    const up = above[x]!;
    const upLeft = x >= 4 ? above[x - 4]! : 0;
    const p = left + up - upLeft;
    const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
    const predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    return (v - predictor + 256) & 0xff;
  })];
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([...row1, ...row2]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('fake camera video', () => {
  it('decodes a PNG to RGBA, filters included', () => {
    expect(Array.from(decodePng(filteredPng()).rgba)).toEqual([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0]);
    const solid = decodePng(solidPng(3, 2, [10, 20, 30]));
    expect([solid.width, solid.height]).toEqual([3, 2]);
    expect(Array.from(solid.rgba.subarray(0, 4))).toEqual([10, 20, 30, 255]);
  });

  it('writes a 4:2:0 YUV4MPEG2 video: white frames, then the image centred on white', () => {
    const video = y4mOf(decodePng(filteredPng()), { width: 4, height: 4, frames: 2, blankFrames: 1 });
    const header = 'YUV4MPEG2 W4 H4 F10:1 Ip A1:1 C420\n';
    expect(video.subarray(0, header.length).toString('latin1')).toBe(header);
    const frameBytes = 'FRAME\n'.length + 16 + 4 + 4;
    expect(video.length).toBe(header.length + 3 * frameBytes);
    const blank = video.subarray(header.length, header.length + frameBytes);
    expect(Array.from(blank.subarray(6, 22))).toEqual(Array(16).fill(235));
    const frame = video.subarray(header.length + frameBytes, header.length + 2 * frameBytes);
    expect(frame.subarray(0, 6).toString('latin1')).toBe('FRAME\n');
    const luma = Array.from(frame.subarray(6, 22));
    // Black and white on the top row, red (grey 76) and transparent (white) below, in the middle of white.
    expect(luma).toEqual([235, 235, 235, 235, 235, 16, 235, 235, 235, 81, 235, 235, 235, 235, 235, 235]);
    expect(Array.from(frame.subarray(22))).toEqual(Array(8).fill(128));
    expect(video.subarray(header.length + 2 * frameBytes, header.length + 2 * frameBytes + 6).toString('latin1')).toBe('FRAME\n');
  });
});
