import type { DbOrTx } from '../../db/client.ts';
import { deleteSignInLinksOf } from './sign-in-link.repo.ts';

/**
 * Ending a person's sign-in links (docs/decisions/0009-personal-pages.md): a new link, a link used
 * and a logout each end the earlier ones, so at most one unused link signs in as the member. Apart
 * from sign-in-link.service.ts so that the logout (modules/auth) can call it without importing the
 * sign-in service, which imports auth's.
 */
export async function revokeSignInLinks(db: DbOrTx, personId: number): Promise<void> {
  await deleteSignInLinksOf(db, personId);
}
