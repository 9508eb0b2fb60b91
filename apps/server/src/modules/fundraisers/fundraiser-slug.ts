import { toPersonSlug, uniqueSlug } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { findPageByPerson, findPageSlugsLike, insertPageIfFree, type FundraiserPageRow } from './fundraiser-page.repo.ts';

/** Tries before giving up when concurrent claims keep taking the slug chosen. */
const SLUG_ATTEMPTS = 5;

/**
 * The person's page, created when missing with a slug from their name, suffixed on a clash like a
 * team's (docs/decisions/0009-personal-pages.md). Safe inside a transaction and against a
 * concurrent claim: a conflicting insert does nothing, and the loop reads again.
 */
export async function claimPageRow(db: DbOrTx, person: { id: number; firstName: string; lastName: string }): Promise<{ page: FundraiserPageRow; created: boolean }> {
  const base = toPersonSlug(person.firstName, person.lastName);
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const existing = await findPageByPerson(db, person.id);
    if (existing) return { page: existing, created: false };
    const inserted = await insertPageIfFree(db, { personId: person.id, slug: uniqueSlug(base, await findPageSlugsLike(db, base)) });
    if (inserted) return { page: inserted, created: true };
  }
  throw new Error(`No free fundraiser slug for person ${person.id} after ${SLUG_ATTEMPTS} attempts.`);
}
