import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAR_IMAGE_MAX_BYTES, TEAM_IMAGE_DISPLAY_WIDTH, TEAM_IMAGE_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_URL_PATTERN,
  uploadTooLargeMessage,
} from '@walkfund/domain';
import { buildApp } from '../../app.ts';
import { uploads } from '../../db/schema/index.ts';
import { createTeam, signedInAdmin, signedInCaptain, type CreatedUser, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_LIMITS } from '../rate-limits/limits.ts';
import { multipartBody, noisePng, pngClaiming, pngImage, sidewaysJpegWithExif, type FilePart } from './test-support/upload-fixtures.ts';

const jpegPart = (data: Buffer): FilePart => ({ data, filename: 'photo.jpg', type: 'image/jpeg' });
const pngPart = (data: Buffer, filename = 'image.png'): FilePart => ({ data, filename, type: 'image/png' });

describe('uploads (POST /v1/uploads, GET /uploads/:key)', () => {
  let t: TestApp;
  let admin: Session;
  let captain: CreatedUser & { session: Session };
  let captainWithoutTeam: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    // Uploading needs only the captaincy (users.team_id), not a membership.
    captain = await signedInCaptain(t.app, { teamId: (await createTeam(t.app.db)).id });
    captainWithoutTeam = (await signedInCaptain(t.app)).session;
  });
  afterAll(() => t.close());

  async function upload(session: Session | null, fields: [string, string | FilePart][], app = t.app) {
    const body = await multipartBody(fields);
    return app.inject({ method: 'POST', url: '/v1/uploads', payload: body.payload, headers: { ...body.headers, ...(session?.headers ?? {}) } });
  }

  async function served(url: string, app = t.app) {
    const res = await app.inject({ method: 'GET', url });
    return { res, image: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
  }

  describe('a captain uploads a team image', () => {
    it('stores it upright, covering 600×560, as WebP without metadata, and serves it with long-lived caching', async () => {
      const res = await upload(captain.session, [['purpose', 'team'], ['file', jpegPart(await sidewaysJpegWithExif())]]);
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(UPLOAD_URL_PATTERN);

      const { res: file, image } = await served(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // 1200×800 stored with orientation 6 is an 800×1200 picture: turned upright, then 600 wide
      // (twice the team page's 300-wide frame: docs/decisions/0116-images.md).
      expect(image).toMatchObject({ format: 'webp', width: 2 * TEAM_IMAGE_DISPLAY_WIDTH, height: 900 });
      expect(image!.exif).toBeUndefined();
      expect(image!.orientation).toBeUndefined();
      expect(image!.icc).toBeUndefined();
      expect(image!.xmp).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);

      const [row] = await t.app.db.select().from(uploads).where(eq(uploads.storageKey, url.split('/').at(-1)!));
      expect(row).toMatchObject({ kind: 'team', mimeType: 'image/webp', width: 600, height: 900, bytes: file.rawPayload.length, uploadedByUserId: captain.user.id });
    });

    it('answers 304 to a browser that already holds the image', async () => {
      const { url } = (await upload(captain.session, [['purpose', 'team'], ['file', pngPart(await pngImage(640, 480))]])).json() as { url: string };
      const first = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it("keeps a 600×400 photo whole: a walker's 280 square needs 560 high at twice its size (docs/decisions/0116-images.md)", async () => {
      const { url } = (await upload(captain.session, [['purpose', 'team'], ['file', pngPart(await pngImage(600, 400))]])).json() as { url: string };
      expect((await served(url)).image).toMatchObject({ width: 600, height: 400 });
      const large = (await upload(captain.session, [['purpose', 'team'], ['file', pngPart(await pngImage(2400, 1600))]])).json() as { url: string };
      expect((await served(large.url)).image).toMatchObject({ width: 840, height: 560 });
    });

    it('never enlarges a small image', async () => {
      const { url } = (await upload(captain.session, [['purpose', 'team'], ['file', pngPart(await pngImage(120, 80))]])).json() as { url: string };
      expect((await served(url)).image).toMatchObject({ width: 120, height: 80 });
    });

    it('fits a star of the team photo inside 600×600', async () => {
      const res = await upload(captain.session, [['purpose', 'star'], ['file', pngPart(await pngImage(2000, 1000))]]);
      expect(res.statusCode).toBe(201);
      expect((await served((res.json() as { url: string }).url)).image).toMatchObject({ format: 'webp', width: 600, height: 300 });
    });

    it('reads WebP, GIF and AVIF too, and refuses TIFF', async () => {
      const picture = () => sharp({ create: { width: 640, height: 320, channels: 3, background: '#336699' } });
      const accepted: [string, Buffer][] = [['webp', await picture().webp().toBuffer()], ['gif', await picture().gif().toBuffer()], ['avif', await picture().avif().toBuffer()]];
      for (const [format, data] of accepted) {
        const res = await upload(captain.session, [['purpose', 'team'], ['file', { data, filename: `image.${format}`, type: `image/${format}` }]]);
        expect(res.statusCode, format).toBe(201);
        expect((await served((res.json() as { url: string }).url)).image, format).toMatchObject({ format: 'webp', width: 640, height: 320 });
      }
      const tiff = await upload(captain.session, [['purpose', 'team'], ['file', { data: await picture().tiff().toBuffer(), filename: 'scan.tiff', type: 'image/tiff' }]]);
      expect(tiff.json()).toEqual({ code: 400, message: UPLOAD_MESSAGES.notAnImage });
    });

    it('accepts the purpose after the file too', async () => {
      const res = await upload(captain.session, [['file', pngPart(await pngImage(400, 400))], ['purpose', 'team']]);
      expect(res.statusCode).toBe(201);
    });
  });

  describe('an admin uploads event images', () => {
    it('keeps the transparency of a product, badge or shirt image and fits it inside 800×800', async () => {
      for (const purpose of ['product', 'badge', 'shirt']) {
        const res = await upload(admin, [['purpose', purpose], ['file', pngPart(await pngImage(1600, 1200, true))]]);
        expect(res.statusCode, purpose).toBe(201);
        const { image } = await served((res.json() as { url: string }).url);
        expect(image).toMatchObject({ format: 'webp', width: 800, height: 600, hasAlpha: true });
      }
    });

    it("fits the charity's logo inside 400×400, keeping its transparency (docs/decisions/0012-receipts.md)", async () => {
      const res = await upload(admin, [['purpose', 'logo'], ['file', pngPart(await pngImage(1600, 1200, true))]]);
      expect(res.statusCode, res.body).toBe(201);
      const { image } = await served((res.json() as { url: string }).url);
      expect(image).toMatchObject({ format: 'webp', width: 400, height: 300, hasAlpha: true });
    });

    it("fits the home's hero image inside 1200×800 and never enlarges a small one (docs/features/receipts-and-admin-home.md)", async () => {
      const wide = await upload(admin, [['purpose', 'hero'], ['file', pngPart(await pngImage(2400, 1000))]]);
      expect(wide.statusCode, wide.body).toBe(201);
      expect((await served((wide.json() as { url: string }).url)).image).toMatchObject({ format: 'webp', width: 1200, height: 500 });
      const small = await upload(admin, [['purpose', 'hero'], ['file', pngPart(await pngImage(600, 250))]]);
      expect((await served((small.json() as { url: string }).url)).image).toMatchObject({ width: 600, height: 250 });
    });
  });

  describe('who may upload', () => {
    it('refuses anonymous callers with 401', async () => {
      const res = await upload(null, [['purpose', 'team'], ['file', pngPart(await pngImage(10, 10))]]);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401 });
    });

    it("refuses a captain product, badge and shirt images (and the charity's logo and hero image) with 403", async () => {
      for (const purpose of ['product', 'badge', 'shirt', 'logo', 'hero']) {
        const res = await upload(captain.session, [['purpose', purpose], ['file', pngPart(await pngImage(10, 10))]]);
        expect(res.statusCode, purpose).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: UPLOAD_MESSAGES.adminOnly });
      }
      // Whichever order the form comes in.
      const fileFirst = await upload(captain.session, [['file', pngPart(await pngImage(10, 10))], ['purpose', 'product']]);
      expect(fileFirst.statusCode).toBe(403);
    });

    it('refuses a captain who captains no team with 403, whatever the purpose', async () => {
      for (const purpose of ['team', 'star']) {
        const res = await upload(captainWithoutTeam, [['purpose', purpose], ['file', pngPart(await pngImage(10, 10))]]);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: UPLOAD_MESSAGES.noTeam });
      }
    });

    it('stores nothing when it refuses', async () => {
      const before = (await t.app.db.select({ id: uploads.id }).from(uploads)).length;
      await upload(captain.session, [['purpose', 'product'], ['file', pngPart(await pngImage(10, 10))]]);
      await upload(captainWithoutTeam, [['purpose', 'team'], ['file', pngPart(await pngImage(10, 10))]]);
      await upload(captain.session, [['purpose', 'team'], ['file', pngPart(Buffer.from('not an image at all'))]]);
      expect((await t.app.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
    });
  });

  describe('size limits (413 naming the limit)', () => {
    it('refuses a team image over 2,100,000 bytes, counted as it arrives', async () => {
      const tooBig = randomBytes(TEAM_IMAGE_MAX_BYTES + 1);
      const res = await upload(captain.session, [['purpose', 'team'], ['file', pngPart(tooBig)]]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, message: uploadTooLargeMessage('team') });
      expect(uploadTooLargeMessage('team')).toContain('2,100,000 bytes');
      // The purpose after the file: the file is held only up to the largest limit, then judged.
      const fileFirst = await upload(captain.session, [['file', pngPart(tooBig)], ['purpose', 'team']]);
      expect(fileFirst.statusCode).toBe(413);
      expect(fileFirst.json()).toEqual({ code: 413, message: uploadTooLargeMessage('team') });
    });

    it('refuses product, badge and shirt images over 2,100,000 bytes', async () => {
      const tooBig = randomBytes(TEAM_IMAGE_MAX_BYTES + 1);
      for (const purpose of ['product', 'badge', 'shirt'] as const) {
        const res = await upload(admin, [['purpose', purpose], ['file', pngPart(tooBig)]]);
        expect(res.statusCode, purpose).toBe(413);
        expect(res.json().message).toBe(uploadTooLargeMessage(purpose));
      }
    });

    it('gives the star of the team 7,100,000 bytes: a 3 MB photo is taken as a star, refused as a team image', async () => {
      const photo = await noisePng(1000, 1000);
      expect(photo.length).toBeGreaterThan(TEAM_IMAGE_MAX_BYTES);
      expect((await upload(captain.session, [['purpose', 'star'], ['file', pngPart(photo)]])).statusCode).toBe(201);
      expect((await upload(captain.session, [['purpose', 'team'], ['file', pngPart(photo)]])).statusCode).toBe(413);
    });

    it('refuses a star image over 7,100,000 bytes', async () => {
      const res = await upload(captain.session, [['purpose', 'star'], ['file', pngPart(randomBytes(STAR_IMAGE_MAX_BYTES + 1))]]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, message: uploadTooLargeMessage('star') });
      expect(res.json().message).toContain('7,100,000 bytes');
    });

    it('refuses a request declaring more than any image may be before reading it', async () => {
      const res = await upload(captain.session, [['purpose', 'star'], ['file', pngPart(randomBytes(STAR_IMAGE_MAX_BYTES + 100_000))]]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, message: UPLOAD_MESSAGES.tooLargeAny });
      expect(res.headers.connection).toBe('close');
    });
  });

  describe('files that are not images we can read (400)', () => {
    const notAnImage = { code: 400, message: UPLOAD_MESSAGES.notAnImage };

    it('refuses a text file renamed .png', async () => {
      const res = await upload(captain.session, [['purpose', 'team'], ['file', pngPart(Buffer.from('Dear team,\nthis is a letter, not a picture.\n'), 'letter.png')]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAnImage);
    });

    it('refuses a corrupt image (a JPEG cut in half)', async () => {
      const jpeg = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } }).jpeg().toBuffer();
      const res = await upload(captain.session, [['purpose', 'team'], ['file', jpegPart(jpeg.subarray(0, jpeg.length >> 1))]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAnImage);
    });

    it('refuses an SVG (a document that draws, not pixels)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle r="40" cx="50" cy="50"/></svg>');
      const res = await upload(captain.session, [['purpose', 'team'], ['file', { data: svg, filename: 'logo.svg', type: 'image/svg+xml' }]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(notAnImage);
    });

    it('refuses a decompression bomb from its header: 30000×30000 claimed in a few hundred bytes', async () => {
      const bomb = pngClaiming(30_000, 30_000, false);
      expect(bomb.length).toBeLessThan(1000);
      const res = await upload(captain.session, [['purpose', 'star'], ['file', pngPart(bomb)]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: UPLOAD_MESSAGES.tooManyPixels });
    });

    it('refuses a complete, valid PNG of 56 megapixels that weighs a few kilobytes', async () => {
      const bomb = pngClaiming(8000, 7000, true);
      expect(bomb.length).toBeLessThan(TEAM_IMAGE_MAX_BYTES);
      const res = await upload(captain.session, [['purpose', 'team'], ['file', pngPart(bomb)]]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: UPLOAD_MESSAGES.tooManyPixels });
    });
  });

  describe('forms that are not an upload', () => {
    it('answers a JSON body with 415', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: admin.headers, payload: { purpose: 'team', file: 'aGVsbG8=' } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 415, message: UPLOAD_MESSAGES.notMultipart });
    });

    it('answers a body of another type, or none, with 415', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'image/png']) {
        const res = await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: { ...admin.headers, 'content-type': type }, payload: 'purpose=team' });
        expect(res.statusCode, type).toBe(415);
      }
      expect((await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: admin.headers })).statusCode).toBe(415);
    });

    it('refuses a missing or unknown purpose, a missing or empty file, extra fields and a second file with 400', async () => {
      const image = pngPart(await pngImage(10, 10));
      const cases: [string, [string, string | FilePart][], string][] = [
        ['no purpose', [['file', image]], UPLOAD_MESSAGES.missingPurpose],
        ['unknown purpose', [['purpose', 'avatar'], ['file', image]], UPLOAD_MESSAGES.badPurpose],
        ['no file', [['purpose', 'team']], UPLOAD_MESSAGES.missingFile],
        ['empty file', [['purpose', 'team'], ['file', pngPart(Buffer.alloc(0))]]],
        ['file under another name', [['purpose', 'team'], ['image', image]], UPLOAD_MESSAGES.unexpectedField],
        ['a second field', [['purpose', 'team'], ['teamId', '1'], ['file', image]], UPLOAD_MESSAGES.unexpectedField],
        ['a second file', [['purpose', 'team'], ['file', image], ['file', image]], UPLOAD_MESSAGES.oneFile],
      ].map(([label, fields, message]) => [label as string, fields as [string, string | FilePart][], (message as string | undefined) ?? UPLOAD_MESSAGES.missingFile]);
      for (const [label, fields, message] of cases) {
        const res = await upload(admin, fields);
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toEqual({ code: 400, message });
      }
    });

    it('answers a malformed multipart body with 400', async () => {
      for (const payload of ['', 'garbage', '--x\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nteam', '--x\r\nbroken header\r\n\r\nbody\r\n--x--']) {
        const res = await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=x' }, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
      }
      const noBoundary = await t.app.inject({ method: 'POST', url: '/v1/uploads', headers: { ...admin.headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
      expect(noBoundary.statusCode).toBe(400);
    });
  });

  describe('GET /uploads/:key', () => {
    it('answers 404 JSON for a key nobody stored, or a path that is not a key', async () => {
      for (const url of [`/uploads/${'0'.repeat(32)}.webp`, '/uploads/not-a-key', `/uploads/${'0'.repeat(32)}.png`, `/uploads/${'A'.repeat(32)}.webp`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
      }
    });
  });

  it('serves an image from every server instance sharing the database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, mailer: t.mailer });
    try {
      await second.ready();
      const res = await upload(captain.session, [['purpose', 'team'], ['file', pngPart(await pngImage(500, 500))]], second);
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      const fromFirst = await served(url, t.app);
      expect(fromFirst.res.statusCode).toBe(200);
      expect(fromFirst.image).toMatchObject({ format: 'webp', width: 500, height: 500 });
    } finally {
      await second.close();
    }
  });

  it('limits uploads per user (uploadsPerUser): 429 past the limit, shared by every instance', async () => {
    const limited = { ...t.config, limits: { ...DEFAULT_LIMITS, uploadsPerUser: { limit: 2, windowMs: 60_000 } } };
    const first = await buildApp({ config: limited, database: t.database, mailer: t.mailer });
    const second = await buildApp({ config: limited, database: t.database, mailer: t.mailer });
    try {
      const { session } = await signedInCaptain(first, { teamId: (await createTeam(first.db)).id });
      const image = pngPart(await pngImage(20, 20));
      expect((await upload(session, [['purpose', 'team'], ['file', image]], first)).statusCode).toBe(201);
      expect((await upload(session, [['purpose', 'team'], ['file', image]], second)).statusCode).toBe(201);
      const third = await upload(session, [['purpose', 'team'], ['file', image]], first);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      // Another user has their own count.
      const other = (await signedInAdmin(first)).session;
      expect((await upload(other, [['purpose', 'badge'], ['file', image]], first)).statusCode).toBe(201);
    } finally {
      await first.close();
      await second.close();
    }
  });

  describe('over a real connection', () => {
    let baseUrl: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    async function post(fields: [string, string | FilePart][]) {
      const body = await multipartBody(fields);
      const res = await fetch(`${baseUrl}/v1/uploads`, { method: 'POST', headers: { ...body.headers, ...captain.session.headers }, body: new Uint8Array(body.payload) });
      return { status: res.status, body: (await res.json()) as unknown };
    }

    it('uploads, and a browser still sending a file over its limit reads the 413', async () => {
      const ok = await post([['purpose', 'team'], ['file', pngPart(await pngImage(300, 200))]]);
      expect(ok.status).toBe(201);
      const tooBig = await post([['purpose', 'team'], ['file', pngPart(randomBytes(3_000_000))]]);
      expect(tooBig).toEqual({ status: 413, body: { code: 413, message: uploadTooLargeMessage('team') } });
      const refused = await post([['purpose', 'product'], ['file', pngPart(randomBytes(1_000_000))]]);
      expect(refused).toEqual({ status: 403, body: { code: 403, message: UPLOAD_MESSAGES.adminOnly } });
      // The connection is still good for the next upload.
      expect((await post([['purpose', 'star'], ['file', pngPart(await pngImage(300, 200))]])).status).toBe(201);
    });

    it('answers a body declared larger than any image at once, and closes the connection', async () => {
      const tooBig = await post([['purpose', 'star'], ['file', pngPart(randomBytes(20_000_000))]]);
      expect(tooBig).toEqual({ status: 413, body: { code: 413, message: UPLOAD_MESSAGES.tooLargeAny } });
    });
  });
});
