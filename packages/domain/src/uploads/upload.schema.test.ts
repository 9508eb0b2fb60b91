import { describe, expect, it } from 'vitest';
import { TEAM_IMAGE_DISPLAY_WIDTH } from '../teams/constants.ts';
import { STAR_IMAGE_MAX_BYTES } from './constants.ts';
import {
  ADMIN_ONLY_UPLOAD_PURPOSES, UPLOAD_DISPLAY_SIZE, UPLOAD_KEY_PATTERN, UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES_ANY, UPLOAD_MESSAGES,
  UPLOAD_PURPOSES, UPLOAD_URL_PATTERN, uploadPurposeSchema, uploadTooLargeMessage,
} from './upload.schema.ts';

describe('upload rules (docs/decisions/0116-images.md)', () => {
  it('gives the star of the team 7,100,000 bytes and every other image 2,100,000', () => {
    expect(UPLOAD_MAX_BYTES).toEqual({ team: 2_100_000, star: 7_100_000, product: 2_100_000, badge: 2_100_000, shirt: 2_100_000, logo: 2_100_000, hero: 2_100_000 });
    expect(UPLOAD_MAX_BYTES_ANY).toBe(STAR_IMAGE_MAX_BYTES);
  });

  it('names the purpose and its limit in the 413 message', () => {
    expect(uploadTooLargeMessage('team')).toBe('The image is too large: Team images may be at most 2.1 MB (2,100,000 bytes).');
    expect(uploadTooLargeMessage('star')).toBe('The image is too large: Star of the Team images may be at most 7.1 MB (7,100,000 bytes).');
    expect(UPLOAD_MESSAGES.tooLargeAny).toBe('The image is too large: images may be at most 7.1 MB (7,100,000 bytes).');
  });

  it('stores team images covering twice their largest frames: 300 wide 4:3 and a 280 square', () => {
    expect(UPLOAD_DISPLAY_SIZE.team).toEqual({ width: 2 * TEAM_IMAGE_DISPLAY_WIDTH, height: 2 * 280, fit: 'outside' });
  });

  it('stores the home hero image at most 1200 wide, a wide image (docs/features/receipts-and-admin-home.md)', () => {
    expect(UPLOAD_DISPLAY_SIZE.hero).toEqual({ width: 1200, height: 800 });
  });

  it('keeps product, badge and shirt images, the charity logo and the home hero image for admins', () => {
    expect([...ADMIN_ONLY_UPLOAD_PURPOSES].sort()).toEqual(['badge', 'hero', 'logo', 'product', 'shirt']);
    expect(UPLOAD_PURPOSES.filter((p) => !ADMIN_ONLY_UPLOAD_PURPOSES.includes(p))).toEqual(['team', 'star']);
  });

  it('accepts the seven purposes only', () => {
    for (const purpose of UPLOAD_PURPOSES) expect(uploadPurposeSchema.parse(purpose)).toBe(purpose);
    for (const value of ['Team', 'avatar', '', null, 1]) {
      const result = uploadPurposeSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(UPLOAD_MESSAGES.badPurpose);
    }
  });

  it('recognizes the URLs and keys the server makes', () => {
    const key = `${'ab12'.repeat(8)}.webp`;
    expect(UPLOAD_KEY_PATTERN.test(key)).toBe(true);
    expect(UPLOAD_URL_PATTERN.test(`/uploads/${key}`)).toBe(true);
    for (const url of ['/uploads/x.webp', `/uploads/${key}/..`, `https://evil.example/uploads/${key}`, `/uploads/${'AB12'.repeat(8)}.webp`]) {
      expect(UPLOAD_URL_PATTERN.test(url), url).toBe(false);
    }
  });
});
