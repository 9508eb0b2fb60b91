import {
  FUNDRAISER_MESSAGES, centsToDollars, type AdminFundraiserPage, type FundraiserModeration,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { findMembershipOfYear, findPageOfPerson, lockPageOfPerson, updatePage, type FundraiserPageRow } from './fundraiser-admin.repo.ts';
import { pageStatusOf } from './fundraiser-page.service.ts';

async function toAdminPage(db: DbOrTx, page: FundraiserPageRow): Promise<AdminFundraiserPage> {
  const membership = await findMembershipOfYear(db, page.personId, await currentEventYear(db));
  return {
    personId: page.personId,
    slug: page.slug,
    page: pageStatusOf(page) as AdminFundraiserPage['page'],
    story: page.story,
    imageUrl: page.imageUrl,
    goal: centsToDollars(membership?.goalCents ?? 0),
    raised: centsToDollars(membership?.raisedCents ?? 0),
    team: membership?.team ?? null,
  };
}

/** GET /v1/fundraisers/people/{personId} (admin): the person's page as moderation sees it; 404 when they have none. */
export async function getAdminFundraiserPage(args: { db: Db; personId: number }): Promise<AdminFundraiserPage> {
  const page = await findPageOfPerson(args.db, args.personId);
  if (!page) throw AppError.notFound(FUNDRAISER_MESSAGES.noPage);
  return toAdminPage(args.db, page);
}

/**
 * PATCH /v1/fundraisers/people/{personId} (admin): hide or show a page, edit or clear its story
 * (sanitized like the team message) and photo. The change and its audit row (before and after of
 * the fields that changed) are one database transaction (docs/decisions/0122-refunds-and-audit-log.md).
 */
export async function moderateFundraiserPage(args: { db: Db; personId: number; input: FundraiserModeration; actor: AuthUser }): Promise<AdminFundraiserPage> {
  const { db, personId, input, actor } = args;
  await db.transaction(async (tx) => {
    const page = await lockPageOfPerson(tx, personId);
    if (!page) throw AppError.notFound(FUNDRAISER_MESSAGES.noPage);
    const next: Partial<Pick<FundraiserPageRow, 'hiddenByAdmin' | 'story' | 'imageUrl'>> = {};
    if (input.hiddenByAdmin !== undefined) next.hiddenByAdmin = input.hiddenByAdmin;
    if (input.story !== undefined) next.story = sanitizeRichText(input.story);
    if (input.imageUrl !== undefined) next.imageUrl = input.imageUrl || null;
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== page[key]);
    if (!changed.length) return;
    await updatePage(tx, page.id, next);
    await appendAuditEntry(tx, {
      actorUserId: actor.id,
      action: 'fundraiser_page.moderated',
      entity: 'fundraiser_page',
      entityId: personId,
      before: Object.fromEntries(changed.map((key) => [key, page[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
  });
  return getAdminFundraiserPage({ db, personId });
}
