import { z } from 'zod';
import { TEAM_IMAGE_DISPLAY_WIDTH } from '../teams/constants.ts';
import { BADGE_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES, SHIRT_IMAGE_MAX_BYTES, STAR_IMAGE_MAX_BYTES } from './constants.ts';

/**
 * Image uploads (docs/decisions/0116-images.md): `POST /v1/uploads`, multipart/form-data with the fields
 * `purpose` (one of UPLOAD_PURPOSES; send it before the file, so a refusal comes before the upload)
 * and `file` (the image). Answers 201 {url}; the image is served at that URL.
 */

/** What an image is for: it decides who may upload it, its byte limit and its display size. */
export const UPLOAD_PURPOSES = ['team', 'star', 'product', 'badge', 'shirt', 'logo', 'hero'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Purposes only an admin uploads (event settings: products, badges, the event shirt, the charity's logo and the home's hero image). */
export const ADMIN_ONLY_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['product', 'badge', 'shirt', 'logo', 'hero'];

/** The multipart field names. */
export const UPLOAD_FIELDS = { purpose: 'purpose', file: 'file' } as const;

/** A team image: the spec gives products, badges and the shirt 2,100,000 bytes; team images the same (docs/decisions/0116-images.md). */
export const TEAM_IMAGE_MAX_BYTES = 2_100_000;

/** The largest file accepted for each purpose, in bytes (the web app checks before sending, the server while receiving). */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = {
  team: TEAM_IMAGE_MAX_BYTES,
  star: STAR_IMAGE_MAX_BYTES,
  product: PRODUCT_IMAGE_MAX_BYTES,
  badge: BADGE_IMAGE_MAX_BYTES,
  shirt: SHIRT_IMAGE_MAX_BYTES,
  // The charity's logo (docs/decisions/0012-receipts.md): as large a file as the shirt's.
  logo: SHIRT_IMAGE_MAX_BYTES,
  // The public home's hero image (docs/features/receipts-and-admin-home.md): a photo, as large a file as the shirt's.
  hero: SHIRT_IMAGE_MAX_BYTES,
};

/** The largest file of any purpose: the most the server reads before it knows the purpose. */
export const UPLOAD_MAX_BYTES_ANY = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/** A walker's photo on their personal page: a square this many pixels a side, cropped to fill (a team-purpose image). */
export const PERSONAL_PHOTO_DISPLAY_SIZE = 280;

/** Stored at this many times the size shown, so a phone's 2x screen shows it sharp (docs/decisions/0116-images.md). */
export const UPLOAD_PIXEL_DENSITY = 2;

/**
 * The stored size, never enlarged. `inside` (the default): the image fits inside the box, large
 * enough for its largest display. `outside`: the image covers the box, for images cropped to fill
 * frames of other shapes. Team images (and a walker's photo, which uses the team purpose) fill a
 * 300-wide 4:3 frame on the team page and a 280 square on a walker's page: at twice those, they
 * need at least 600 wide and 560 high, whatever their shape (docs/decisions/0116-images.md).
 */
export const UPLOAD_DISPLAY_SIZE: Record<UploadPurpose, { width: number; height?: number; fit?: 'inside' | 'outside' }> = {
  team: { width: UPLOAD_PIXEL_DENSITY * TEAM_IMAGE_DISPLAY_WIDTH, height: UPLOAD_PIXEL_DENSITY * PERSONAL_PHOTO_DISPLAY_SIZE, fit: 'outside' },
  star: { width: 600, height: 600 },
  product: { width: 800, height: 800 },
  badge: { width: 800, height: 800 },
  shirt: { width: 800, height: 800 },
  logo: { width: 400, height: 400 },
  // The home's hero is a wide band at most 1200 wide (cropped to it when shown); 800 high keeps a 3:2 photo 1200 wide.
  hero: { width: 1200, height: 800 },
};

/** Decoded size refused before decoding (a decompression bomb): 50 megapixels covers phone cameras. */
export const UPLOAD_MAX_INPUT_PIXELS = 50_000_000;

/** Image formats the server decodes; anything else (SVG, TIFF, HEIC...) is refused. */
export const UPLOAD_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
/** For the file picker's `accept`. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The path of a stored image: /uploads/<32 hex>.webp (random, so a URL never changes meaning). */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[0-9a-f]{32}\.webp$/;
/** The file-name part of that path. */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{32}\.webp$/;

const PURPOSE_LABEL: Record<UploadPurpose, string> = {
  team: 'Team',
  star: 'Star of the Team',
  product: 'Product',
  badge: 'Badge',
  shirt: 'Shirt',
  logo: 'Logo',
  hero: 'Hero',
};

/** "2.1 MB (2,100,000 bytes)". */
function sizeLabel(bytes: number): string {
  return `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB (${bytes.toLocaleString('en-US')} bytes)`;
}

/** The 413 message: names the purpose and its limit. */
export function uploadTooLargeMessage(purpose: UploadPurpose): string {
  return `The image is too large: ${PURPOSE_LABEL[purpose]} images may be at most ${sizeLabel(UPLOAD_MAX_BYTES[purpose])}.`;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data with the fields "purpose" and "file".',
  missingFile: 'Choose an image to upload (the "file" field is missing or empty).',
  missingPurpose: `Say what the image is for: the "purpose" field is one of ${UPLOAD_PURPOSES.join(', ')}.`,
  badPurpose: `The "purpose" field must be one of ${UPLOAD_PURPOSES.join(', ')}.`,
  oneFile: 'Send one image per upload.',
  unexpectedField: 'Only the fields "purpose" and "file" are accepted.',
  tooLargeAny: `The image is too large: images may be at most ${sizeLabel(UPLOAD_MAX_BYTES_ANY)}.`,
  notAnImage: 'The file is not an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF image.',
  tooManyPixels: `The image has too many pixels to process: at most ${UPLOAD_MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  adminOnly: 'Only an admin can upload product, badge, shirt, logo and hero images.',
  noTeam: 'Only a team captain or an admin can upload images.',
} as const;

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: UPLOAD_MESSAGES.badPurpose });

/** 201 answer of POST /v1/uploads. */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
