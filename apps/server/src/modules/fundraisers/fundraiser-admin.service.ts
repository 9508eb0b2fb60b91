import {
  FUNDRAISER_MESSAGES, centsToDollars, type AdminFundraiserPage, type FundraiserModeration, type MemberFundraising,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { findMembershipOfYear, findPageOfPerson, listMemberFundraising, lockPageOfPerson, updatePage, type FundraiserPageRow } from './fundraiser-admin.repo.ts';

/** How the back office names a page's state: none (not claimed), hidden (by an admin), off (by the fundraiser) or on. */
export function pageStatusOf(page: Pick<FundraiserPageRow, 'pageOn' | 'hiddenByAdmin'> | null): MemberFundraising['page'] {
  if (!page) return 'none';
  if (page.hiddenByAdmin) return 'hidden';
  return page.pageOn ? 'on' : 'off';
}

/**
 * The participants grid's and person view's `fundraising` (GET /v1/persons, GET /v1/persons/{id}):
 * each person's raised and goal on the team of their event year and their page's state; people on
 * no team that year are absent (null in the view).
 */
export async function findMemberFundraising(db: DbOrTx, personIds: number[]): Promise<Map<number, MemberFundraising>> {
  const rows = await listMemberFundraising(db, [...new Set(personIds)]);
  return new Map(
    rows.map((r): [number, MemberFundraising] => [
      r.personId,
      {
        raised: centsToDollars(r.raisedCents),
        goal: centsToDollars(r.goalCents),
        page: pageStatusOf(r.slug === null ? null : { pageOn: r.pageOn ?? true, hiddenByAdmin: r.hiddenByAdmin ?? false }),
        slug: r.slug,
      },
    ]),
  );
}

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
