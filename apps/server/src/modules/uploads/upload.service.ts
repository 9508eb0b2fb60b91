import { randomBytes } from 'node:crypto';
import { ADMIN_ONLY_UPLOAD_PURPOSES, UPLOAD_MESSAGES, type UploadPurpose, type UploadResponse } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { processImage } from './upload.image.ts';
import { findUploadByKey, insertUpload } from './upload.repo.ts';

/** Where stored images are served (the file route and the URLs it answers). */
export const UPLOADS_PATH = '/uploads';

/**
 * Who may upload: an admin anything; a captain only while they captain a team (users.team_id),
 * and only images of a team (team, star), which they then set on their own team through the
 * team routes; a participant only the photo of their own fundraising page, which has the team
 * image's size (docs/decisions/0009-personal-pages.md). Without a purpose, decides what it can
 * before the form is read.
 */
export function assertMayUpload(user: AuthUser, purpose?: UploadPurpose): void {
  if (user.role === 'admin') return;
  const fundraiser = user.role === 'participant' && user.personId !== null;
  if (user.teamId === null && !fundraiser) throw AppError.forbidden(UPLOAD_MESSAGES.noTeam);
  if (purpose && ADMIN_ONLY_UPLOAD_PURPOSES.includes(purpose)) throw AppError.forbidden(UPLOAD_MESSAGES.adminOnly);
  if (purpose && user.teamId === null && purpose !== 'team') throw AppError.forbidden(UPLOAD_MESSAGES.noTeam);
}

/**
 * POST /v1/uploads: re-encodes the image for its purpose (upload.image.ts) and stores it in the
 * database under a new random key, so every server instance serves it. Answers its URL.
 */
export async function storeUpload(args: { db: Db; user: AuthUser; purpose: UploadPurpose; data: Buffer }): Promise<UploadResponse> {
  const { db, user, purpose } = args;
  assertMayUpload(user, purpose);
  const image = await processImage(args.data, purpose);
  const storageKey = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await insertUpload(db, {
    kind: purpose,
    storageKey,
    mimeType: image.mimeType,
    bytes: image.data.length,
    width: image.width,
    height: image.height,
    data: image.data,
    uploadedByUserId: user.id,
  });
  return { url: `${UPLOADS_PATH}/${storageKey}` };
}

/** GET /uploads/{key}: the stored bytes and their type; 404 for a key nobody stored. */
export async function getUploadFile(args: { db: Db; key: string }): Promise<{ mimeType: string; data: Buffer }> {
  const file = await findUploadByKey(args.db, args.key);
  if (!file) throw AppError.notFound('Image not found.');
  return file;
}
