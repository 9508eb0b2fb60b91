import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertUpload(db: DbOrTx, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** The stored image under a public key, or null. */
export async function findUploadByKey(db: DbOrTx, storageKey: string): Promise<{ mimeType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ mimeType: uploads.mimeType, data: uploads.data })
    .from(uploads)
    .where(eq(uploads.storageKey, storageKey))
    .limit(1);
  return row ?? null;
}
