import {
  ANONYMOUS_DONOR_NAME, centsToDollars, FUNDRAISER_MESSAGES, toCents, type MyGift, type MyPage, type MyPageUpdate,
} from '@walkfund/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentEventYear, loadEventSettings } from '../event-settings/event-settings.service.ts';
import { enqueueEmail } from '../jobs/email-jobs.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { renderThankYouEmail } from './fundraiser-emails.ts';
import { findMembership, findPersonName, setGoal, updatePage, type FundraiserPageRow, type Membership } from './fundraiser-page.repo.ts';
import { claimFundraiserPage } from './fundraiser-page.service.ts';
import { findGiftCreditedTo, findPasswordSet, insertThanks, listGiftsCreditedTo, setFirstPassword } from './my-page.repo.ts';

/**
 * My Page (docs/decisions/0009-personal-pages.md): the signed-in user's own page, through their
 * person (users.person_id), whatever their role: a participant, a captain for their own
 * membership, even an admin who walks. Nobody reaches another person's page here.
 */

/** Gifts listed on My Page, newest first. */
const MY_GIFTS_LIMIT = 500;

interface Fundraiser {
  person: { id: number; firstName: string; lastName: string; email: string };
  page: FundraiserPageRow;
  membership: Membership;
  year: number;
}

/** The caller's person, page (claimed when missing) and membership this year; 404 when not on a team this year. */
async function ownFundraiser(db: DbOrTx, user: AuthUser): Promise<Fundraiser> {
  const notOnTeam = () => AppError.notFound(FUNDRAISER_MESSAGES.notOnTeam);
  if (user.personId === null) throw notOnTeam();
  const person = await findPersonName(db, user.personId);
  if (!person) throw notOnTeam();
  const year = await currentEventYear(db);
  const claimed = await claimFundraiserPage(db, person, year);
  if (!claimed) throw notOnTeam();
  return { person, page: claimed.page, membership: claimed.membership, year };
}

async function toMyPage(db: DbOrTx, user: AuthUser, f: Fundraiser): Promise<MyPage> {
  const [gifts, settings, passwordSet] = await Promise.all([
    listGiftsCreditedTo(db, f.person.id, f.year, MY_GIFTS_LIMIT),
    loadEventSettings(db),
    findPasswordSet(db, user.id),
  ]);
  const m = f.membership;
  return {
    personId: f.person.id,
    firstName: f.person.firstName,
    lastName: f.person.lastName,
    slug: f.page.slug,
    year: f.year,
    team: { id: m.teamId, name: m.teamName, slug: m.teamSlug, eventCity: m.eventCity },
    goal: centsToDollars(m.goalCents),
    raised: centsToDollars(m.raisedCents),
    story: f.page.story,
    imageUrl: f.page.imageUrl,
    pageOn: f.page.pageOn,
    showOnLeaderboards: f.page.showOnLeaderboards,
    hiddenByAdmin: f.page.hiddenByAdmin,
    pagesEnabled: settings.personalPagesEnabled,
    hasPassword: passwordSet,
    gifts: gifts.map(
      (g): MyGift => ({
        transactionId: g.transactionId,
        donorName: g.anonymous ? ANONYMOUS_DONOR_NAME : `${g.donorFirstName} ${g.donorLastName}`.trim(),
        amount: g.anonymous ? null : centsToDollars(Number(g.amountCents)),
        message: g.message,
        createdAt: g.createdAt.toISOString(),
        thankedAt: g.thankedAt?.toISOString() ?? null,
        canThank: !g.anonymous && g.thankedAt === null,
      }),
    ),
  };
}

/** GET /v1/my/page: claims the page on the first read (one transaction, so two first reads make one page). */
export async function getMyPage(args: { db: Db; user: AuthUser }): Promise<MyPage> {
  return args.db.transaction(async (tx) => toMyPage(tx, args.user, await ownFundraiser(tx, args.user)));
}

/**
 * PATCH /v1/my/page: the fields sent. The story is sanitized like a team message; "" or null
 * removes the photo. A page an admin hid cannot be turned back on by its fundraiser (409).
 */
export async function updateMyPage(args: { db: Db; user: AuthUser; input: MyPageUpdate }): Promise<MyPage> {
  const { input } = args;
  return args.db.transaction(async (tx) => {
    const f = await ownFundraiser(tx, args.user);
    if (input.pageOn === true && f.page.hiddenByAdmin) throw AppError.conflict(FUNDRAISER_MESSAGES.hiddenByAdmin);
    if (input.goal !== undefined) {
      const goalCents = toCents(input.goal);
      await setGoal(tx, f.person.id, f.year, goalCents);
      f.membership.goalCents = goalCents;
    }
    const patch = {
      ...(input.story !== undefined ? { story: sanitizeRichText(input.story) } : {}),
      ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl || null } : {}),
      ...(input.pageOn !== undefined ? { pageOn: input.pageOn } : {}),
      ...(input.showOnLeaderboards !== undefined ? { showOnLeaderboards: input.showOnLeaderboards } : {}),
    };
    if (Object.keys(patch).length) f.page = (await updatePage(tx, f.person.id, patch)) ?? f.page;
    return toMyPage(tx, args.user, f);
  });
}

/**
 * POST /v1/my/page/gifts/{transactionId}/thank-you: one plain, kind email to the donor of a gift
 * credited to the caller, once per gift: recorded and queued in one transaction. Like My Page
 * itself, only for a member on a team this year: a member removed from the team gets the same 404
 * and can no longer write to donors in the team's name.
 */
export async function thankDonor(args: { db: Db; jobs: Pick<JobQueue, 'kick'>; user: AuthUser; transactionId: number }): Promise<{ message: string }> {
  const { user } = args;
  await args.db.transaction(async (tx) => {
    const person = user.personId === null ? null : await findPersonName(tx, user.personId);
    if (!person || !(await findMembership(tx, person.id, await currentEventYear(tx)))) throw AppError.notFound(FUNDRAISER_MESSAGES.notOnTeam);
    const gift = await findGiftCreditedTo(tx, args.transactionId, person.id);
    if (!gift) throw AppError.notFound(FUNDRAISER_MESSAGES.giftNotYours);
    if (gift.anonymous) throw AppError.conflict(FUNDRAISER_MESSAGES.anonymousDonor);
    if (!(await insertThanks(tx, gift.id, person.id))) throw AppError.conflict(FUNDRAISER_MESSAGES.alreadyThanked);
    const { appTitle } = await loadEventSettings(tx);
    await enqueueEmail(
      tx,
      renderThankYouEmail({
        to: gift.donorEmail,
        donorFirstName: gift.donorFirstName,
        fundraiserName: `${person.firstName} ${person.lastName}`,
        teamName: gift.teamName,
        appTitle,
      }),
    );
  });
  args.jobs.kick();
  return { message: FUNDRAISER_MESSAGES.thanked };
}

/** PUT /v1/my/password: the first password of an account made by a sign-in link; 409 once it has one. Sessions go on. */
export async function setMyFirstPassword(args: { db: Db; user: AuthUser; password: string }): Promise<void> {
  const { db, user } = args;
  // Checked before hashing, so a refused call costs no argon2 work.
  if (await findPasswordSet(db, user.id)) throw AppError.conflict(FUNDRAISER_MESSAGES.passwordAlreadySet);
  const passwordHash = await hashPassword(args.password);
  if (!(await setFirstPassword(db, user.id, passwordHash))) throw AppError.conflict(FUNDRAISER_MESSAGES.passwordAlreadySet);
}
