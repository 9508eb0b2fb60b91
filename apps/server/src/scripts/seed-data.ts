import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { feeCents, toCents, toTeamSlug, uniqueSlug, UI_MESSAGES } from '@walkfund/domain';
import type { AppConfig } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { fundraiserPages, refunds, teamMembers } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { findSettingsRow, replaceProducts, updateSettingsRow } from '../modules/event-settings/event-settings.repo.ts';
import { loadEventSettings } from '../modules/event-settings/event-settings.service.ts';
import { recomputeFundraiserTotals, recomputeTeamTotal } from '../modules/ledger/ledger.service.ts';
import { addPerson as insertPerson, addTeamMembers } from '../modules/membership/membership.service.ts';
import { findSlugsLike, insertTeam, setTeamCaptain } from '../modules/teams/team.repo.ts';
import { insertRefundLineItems } from '../modules/transactions/refund.repo.ts';
import { insertLineItems, insertTransaction, updateTransactionRow, type LineItemRow } from '../modules/transactions/transaction.repo.ts';
import { hasAnyUser, insertUser } from '../modules/users/user.repo.ts';
import {
  DEMO_CAPTAIN_EMAIL, DEMO_EVENT_DONATION, DEMO_EVENT_SETTINGS, DEMO_PARTICIPANT_EMAIL, DEMO_PASSWORD, DEMO_PRODUCTS, DEMO_TEAMS, demoEventDays, DEMO_BIB_RANGES, DEMO_BIBS_IN_ADVANCE_PER_CITY,
  type DemoDonation, type DemoPage, type DemoPerson, type DemoTeam,
} from './demo-data.ts';
import { seedHistory, seedSnapshots } from './seed-history.ts';
import { seedMyGiving } from './seed-my-giving.ts';
import { seedMonthlyGifts } from './seed-monthly-gifts.ts';
import { truncateAllTables } from './seed.repo.ts';
import { upsertEventDays } from '../modules/event-day/event-day.repo.ts';
import { seedBibs } from '../modules/bibs/bibs.service.ts';
import { DEMO_VOLUNTEER_EMAIL, seedCheckIns } from './seed-check-in.ts';
import { seedWaivers } from './seed-waivers.ts';
import { seedMiles } from './seed-miles.ts';
import { seedGiftSources } from './seed-gift-sources.ts';
import { seedCoaching } from './seed-coaching.ts';
import { seedMatches } from './seed-matches.ts';
import { seedPaymentMethods } from './seed-payment-methods.ts';
import { seedTributes } from './seed-tributes.ts';

export type SeedLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface SeedOptions {
  db: Db;
  config: Pick<AppConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'NODE_ENV'>;
  log: SeedLog;
}

export interface SeedSummary {
  year: number;
  adminEmail: string;
  /** False in production: only event settings and the admin are created there. */
  demo: boolean;
  teams: number;
  transactions: number;
}

interface SeedContext {
  tx: Tx;
  year: number;
  adminUserId: number;
  captainPasswordHash: string;
  /** Numbers the demo card payments. */
  paymentSequence: number;
  /** Fundraiser page slugs given so far (unique like team slugs). */
  pageSlugs: Set<string>;
}

const emailOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';

/**
 * On a database with no users: event settings for the current year with the shirt products, the
 * admin from ADMIN_EMAIL / ADMIN_PASSWORD and, outside production, demo teams in both cities with
 * captains, members and donations. One transaction; a database with users is left alone.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<SeedSummary | null> {
  const hashes = await passwordHashes(options);
  const summary = await options.db.transaction(async (tx) => ((await hasAnyUser(tx)) ? null : seed(tx, options, hashes)));
  if (summary) logSummary(options, summary);
  return summary;
}

/** `npm run seed`: empties every table and seeds again, all in one transaction. */
export async function resetAndSeed(options: SeedOptions): Promise<SeedSummary> {
  const hashes = await passwordHashes(options);
  const summary = await options.db.transaction(async (tx) => {
    await truncateAllTables(tx);
    return seed(tx, options, hashes);
  });
  logSummary(options, summary);
  return summary;
}

const isDemo = (options: SeedOptions) => options.config.NODE_ENV !== 'production';

/** argon2 runs before the transaction opens, so it holds no locks while hashing. */
async function passwordHashes(options: SeedOptions) {
  return {
    admin: await hashPassword(options.config.ADMIN_PASSWORD),
    captain: isDemo(options) ? await hashPassword(DEMO_PASSWORD) : '',
  };
}

async function seed(tx: Tx, options: SeedOptions, hashes: { admin: string; captain: string }): Promise<SeedSummary> {
  const settings = await loadEventSettings(tx);
  const year = settings.appYear;
  if (!settings.products.length) {
    await replaceProducts(
      tx,
      DEMO_PRODUCTS.map((p, index) => ({
        name: p.name, slug: toTeamSlug(p.name), priceCents: toCents(p.priceDollars), active: true, isGridded: false,
        sizes: p.sizes, image: '', sortOrder: index,
      })),
    );
  }

  const adminEmail = options.config.ADMIN_EMAIL.toLowerCase();
  const adminPerson = await insertPerson(tx, { firstName: 'Walkfund', lastName: 'Admin', email: adminEmail, eventYear: year });
  const admin = await insertUser(tx, { email: adminEmail, passwordHash: hashes.admin, role: 'admin', isEmailVerified: true, personId: adminPerson.id });

  const summary: SeedSummary = { year, adminEmail, demo: isDemo(options), teams: 0, transactions: 0 };
  if (!summary.demo) return summary;

  const row = await findSettingsRow(tx);
  if (row) await updateSettingsRow(tx, row.id, row.appYear, { ...(row.data as object), ...DEMO_EVENT_SETTINGS });

  const ctx: SeedContext = { tx, year, adminUserId: admin.id, captainPasswordHash: hashes.captain, paymentSequence: 0, pageSlugs: new Set() };
  await upsertEventDays(tx, year, demoEventDays(year));
  for (const team of DEMO_TEAMS) summary.transactions += await seedTeam(ctx, team);
  await seedDonation(ctx, DEMO_EVENT_DONATION, { teamId: null, eventCity: DEMO_EVENT_DONATION.eventCity });
  summary.teams = DEMO_TEAMS.length;
  summary.transactions += 1;
  await seedBibs(tx, year, DEMO_BIB_RANGES, DEMO_BIBS_IN_ADVANCE_PER_CITY);
  await seedCheckIns(tx, year, hashes.captain);
  await seedWaivers(tx, year, admin.id, `${year} ${settings.appTitle}`);
  // A past for the demo and its daily snapshots (docs/features/receipts-and-admin-home.md): the admin home compares with last year.
  await seedHistory(tx, year);
  // Miles walked (docs/features/miles-and-badges.md): My Page's log, the distance leaderboard, a 10-mile badge or two.
  await seedMiles(tx, year);
  // Where gifts came from (docs/features/ask-kit.md): My Page's and the Fundraisers report's figures by source.
  await seedGiftSources(tx, year);
  // Coaching (docs/features/coaching.md): Config > Coaching saved and the demo walkers' messages recorded as sent.
  await seedCoaching(tx, year, admin.id);
  // Sponsor matches (docs/features/sponsor-matches.md): one running, one ended, and the employer-matching list.
  await seedMatches(tx, year, admin.id);
  // A donor with gifts over two years (docs/features/my-giving.md): "Find my gifts" with donor@walkfund.local.
  await seedMyGiving(tx, year);
  // Monthly gifts (docs/features/monthly-gifts.md): the demo donor's active one with two months given, and one of each status.
  await seedMonthlyGifts(tx, year);
  // Gifts in honour or in memory of someone (docs/features/tributes.md): on the supporters lists, the grids and the Tributes report.
  await seedTributes(tx, year);
  // How gifts were paid, and bank transfers pending and failed (docs/features/payment-methods.md).
  await seedPaymentMethods(tx, year);
  // Last, once every gift above is in: the admin home's snapshots of this year and last.
  await seedSnapshots(tx);
  return summary;
}

/** A team with its captain (user and person), members and donations; its total from its line items. */
async function seedTeam(ctx: SeedContext, demo: DemoTeam): Promise<number> {
  const { tx, year } = ctx;
  const base = toTeamSlug(demo.name);
  const team = await insertTeam(tx, {
    name: demo.name,
    slug: uniqueSlug(base, await findSlugsLike(tx, base)),
    teamMessage: demo.message,
    active: true,
    eventCity: demo.eventCity,
    teamDonationGoalCents: toCents(demo.donationGoalDollars),
    teamMemberGoal: demo.memberGoal,
    hasFacebookFundraiser: demo.hasFacebookFundraiser ?? false,
    hasCommunityEvent: demo.hasCommunityEvent ?? false,
    hasEmployeeMatch: demo.hasEmployeeMatch ?? false,
    year,
  });
  const { captain } = demo;
  const captainPerson = await insertPerson(tx, {
    ...personFields(captain, { email: captain.email, year, eventCity: demo.eventCity }),
    address: captain.address,
    shirtSize: captain.shirtSize,
  });
  const captainUser = await insertUser(tx, {
    email: captain.email,
    passwordHash: ctx.captainPasswordHash,
    role: 'captain',
    isEmailVerified: true,
    personId: captainPerson.id,
    teamId: team.id,
  });
  await setTeamCaptain(tx, team.id, captainUser.id, captainPerson.id);

  const memberIds = [captainPerson.id];
  /** Person ids by first name, for the gifts credited to a member. */
  const fundraisers = new Map<string, number>([[captain.firstName, captainPerson.id]]);
  const pages: { personId: number; person: DemoPerson; page: DemoPage }[] = captain.page ? [{ personId: captainPerson.id, person: captain, page: captain.page }] : [];
  for (const member of demo.members) {
    const email = member.email ?? emailOf(member);
    const person = await insertPerson(tx, personFields(member, { email, year, eventCity: demo.eventCity }));
    memberIds.push(person.id);
    fundraisers.set(member.firstName, person.id);
    if (member.page) pages.push({ personId: person.id, person: member, page: member.page });
    if (member.participant) {
      await insertUser(tx, { email, passwordHash: ctx.captainPasswordHash, role: 'participant', isEmailVerified: true, personId: person.id });
    }
  }
  await addTeamMembers(tx, team, memberIds);
  for (const { personId, person, page } of pages) await seedPage(ctx, team.id, personId, person, page);

  for (const donation of demo.donations) {
    const credited = donation.creditTo ? fundraisers.get(donation.creditTo) : undefined;
    if (donation.creditTo && credited === undefined) throw new Error(`Demo gift credited to ${donation.creditTo}, who is not on ${demo.name}.`);
    await seedDonation(ctx, donation, { teamId: team.id, eventCity: demo.eventCity, fundraiserPersonId: credited ?? null });
  }
  await recomputeTeamTotal(tx, team.id, year);
  await recomputeFundraiserTotals(tx, team.id, year);
  return demo.donations.length;
}

/** A claimed personal page (docs/decisions/0009-personal-pages.md) and the member's goal for the year. */
async function seedPage(ctx: SeedContext, teamId: number, personId: number, person: DemoPerson, page: DemoPage) {
  const slug = uniqueSlug(toTeamSlug(`${person.firstName} ${person.lastName}`), ctx.pageSlugs);
  ctx.pageSlugs.add(slug);
  // Every demo walker has answered the leaderboard question (a new page has not, and is on no list):
  // yes, so the demo's lists show them, except the one who keeps private.
  await ctx.tx.insert(fundraiserPages).values({
    personId, slug, story: page.story, pageOn: !page.off, showOnLeaderboards: !page.private,
  });
  await ctx.tx
    .update(teamMembers)
    .set({ fundraisingGoalCents: toCents(page.goalDollars) })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.personId, personId), eq(teamMembers.eventYear, ctx.year)));
}

function personFields(p: DemoPerson, at: { email: string; year: number; eventCity: string }) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: at.email,
    phone: p.phone,
    lifeChurch: !!p.campus,
    lifeChurchLocation: p.campus ?? null,
    eventYear: at.year,
    event: 'piecewalk',
    eventCity: at.eventCity,
  };
}

/** A paid donation: donor person, transaction and one donation line item. */
async function seedDonation(
  ctx: SeedContext,
  d: DemoDonation,
  support: { teamId: number | null; eventCity: string; fundraiserPersonId?: number | null },
) {
  const { tx, year } = ctx;
  const email = emailOf(d);
  const employer = d.employer ?? null;
  const donor = await insertPerson(tx, {
    firstName: d.firstName, lastName: d.lastName, email, eventYear: year, event: 'donor', eventCity: support.eventCity,
    anonymous: d.anonymous ?? false, myEmployer: employer, useEmployerAsName: d.useEmployerAsName ?? false,
  });
  const amountCents = toCents(d.dollars);
  // docs/decisions/0109-checkout-totals.md, docs/decisions/0114-offline-payments.md: the covered fee is optional, and never on an offline payment.
  const fee = d.coverFee && !d.offline ? feeCents(amountCents) : 0;
  ctx.paymentSequence += 1;
  const { id: transactionId } = await insertTransaction(tx, {
    supportingType: support.teamId === null ? 'event' : 'team',
    teamId: support.teamId,
    eventCity: support.eventCity,
    eventYear: year,
    donatorPersonId: donor.id,
    totalAmountCents: amountCents,
    totalChargedCents: amountCents + fee,
    feesCoveredCents: fee,
    shippingFeeCents: 0,
    contactFirstName: d.firstName,
    contactLastName: d.lastName,
    contactEmail: email,
    billingContact: {
      name_on_card: `${d.firstName} ${d.lastName}`, billing_address: '100 N Broadway Ave', billing_city: 'Oklahoma City',
      billing_state: 'OK', billing_zip: '73102', email,
    },
    externalTransactionId: d.offline ? UI_MESSAGES.offline : `pi_demo_${String(ctx.paymentSequence).padStart(4, '0')}`,
    paymentDetails: d.offline ? { provider: 'offline', recordedBy: ctx.adminUserId } : { provider: 'test', demo: true },
    recordedByUserId: d.offline ? ctx.adminUserId : null,
    offlineReference: d.offline ? (d.offlineReference ?? null) : null,
    fundraiserPersonId: support.fundraiserPersonId ?? null,
    donorMessage: d.message ?? null,
  });
  const [line] = await insertLineItems(tx, transactionId, [
    {
      type: 'donation',
      amountCents,
      primaryContact: d.useEmployerAsName && employer ? employer : `${d.firstName} ${d.lastName}`,
      personId: donor.id,
      teamId: support.teamId,
      eventCity: support.eventCity,
      eventYear: year,
      anonymous: d.anonymous ?? false,
      myEmployer: employer,
      useEmployerAsName: d.useEmployerAsName ?? false,
      fundraiserPersonId: support.fundraiserPersonId ?? null,
    },
  ]);
  if (d.refund) await seedRefund(ctx, transactionId, line!, d.refund);
}

/**
 * A part of a card gift the admin refunded, written as a refund records it (docs/decisions/0122-refunds-and-audit-log.md):
 * the succeeded refund, its negative line off the gift's line, and the transaction's refunded sum. The team's and
 * the walker's totals follow when they are recomputed from the line items.
 */
async function seedRefund(ctx: SeedContext, transactionId: number, line: LineItemRow, refund: NonNullable<DemoDonation['refund']>) {
  const cents = toCents(refund.dollars);
  const [row] = await ctx.tx
    .insert(refunds)
    .values({
      transactionId, amountCents: cents, lineItemsCents: cents, reason: refund.reason, status: 'succeeded', source: 'admin', provider: 'test',
      providerRefundId: `re_demo_${transactionId}`, createdByUserId: ctx.adminUserId, completedAt: new Date(),
    })
    .returning({ id: refunds.id });
  await insertRefundLineItems(ctx.tx, transactionId, [
    {
      type: line.type, amountCents: -cents, primaryContact: line.primaryContact, personId: line.personId, teamId: line.teamId, eventCity: line.eventCity,
      eventYear: line.eventYear, anonymous: line.anonymous, myEmployer: line.myEmployer, useEmployerAsName: line.useEmployerAsName,
      productDetails: line.productDetails, runnerDetails: line.runnerDetails, shippingAddress: null, fundraiserPersonId: line.fundraiserPersonId,
      refundId: row!.id, refundedLineItemId: line.id,
    },
  ]);
  await updateTransactionRow(ctx.tx, transactionId, { refundedCents: cents });
}

function logSummary(options: SeedOptions, summary: SeedSummary) {
  const { log, config } = options;
  if (!summary.demo) {
    log.info(`Seeded event settings for ${summary.year} and the admin ${summary.adminEmail} (password from ADMIN_PASSWORD); no demo data in production.`);
    return;
  }
  log.info(
    `Seeded demo data for ${summary.year}: ${summary.teams} teams in Oklahoma City and Tulsa, ${summary.transactions} donations, shirt products.`,
  );
  log.info(`Sign in as the admin: ${summary.adminEmail} / ${config.ADMIN_PASSWORD}`);
  log.info(`Sign in as the demo captain: ${DEMO_CAPTAIN_EMAIL} / ${DEMO_PASSWORD} (every demo captain uses this password)`);
  log.info(`Sign in as the demo walker (a personal fundraising page): ${DEMO_PARTICIPANT_EMAIL} / ${DEMO_PASSWORD}`);
  log.info(`Sign in as the demo volunteer (check-in, Oklahoma City): ${DEMO_VOLUNTEER_EMAIL} / ${DEMO_PASSWORD}`);
}
