import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminHome, type MonthlyGiftList, type MyGiving, type ShirtStockView,
  EVENT_CITIES, EVENT_SETTINGS_PANELS, type BibRoster, type BibSettingsView, type CheckInRoster, PRODUCT_SHIRT_SIZES, eventSettingsPanelSchema, pickPanelFields, toTeamSlug, type EventSettings, type LineItemView, type Paged, type PublicWaiver,
} from '@walkfund/domain';
import { eventEntries, fundraiserPages, lineItems, monthlyGifts, persons, teamMembers, teams, transactions, users, waiverAcceptances } from '../db/schema/index.ts';
import { buildMonthCheckout } from '../modules/monthly-gifts/monthly-gift-template.ts';
import { donorSessionHeaders } from '../modules/my-giving/test-support/my-giving-fixtures.ts';
import { chicagoDay } from '../modules/daily-reports/chicago-day.ts';
import { DEMO_DONOR_EMAIL } from './seed-my-giving.ts';
import { entryWaiverStatus } from '../lib/entry-waiver-status.repo.ts';
import { checkTotals } from './totals-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCaptain, loginAs } from '../../test/factories.ts';
import { DEMO_CAPTAIN_EMAIL, DEMO_PARTICIPANT_EMAIL, DEMO_PASSWORD, DEMO_TEAMS, DEMO_WAIVER_MISSING } from './demo-data.ts';
import { resetAndSeed, seedIfEmpty, type SeedLog } from './seed-data.ts';
import { DEMO_VOLUNTEER_EMAIL } from './seed-check-in.ts';
import { schemaTableNames } from './seed.repo.ts';

function memoryLog(): SeedLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (msg: unknown) => void lines.push(String(msg));
  return { lines, info: write, warn: write } as SeedLog & { lines: string[] };
}

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async (table: typeof users | typeof teams | typeof persons | typeof transactions | typeof lineItems) =>
    (await t.app.db.select({ n: count() }).from(table))[0]!.n;
  const snapshot = async () => ({
    users: await rows(users), teams: await rows(teams), persons: await rows(persons),
    transactions: await rows(transactions), lineItems: await rows(lineItems),
  });

  it('seeds an empty database once: admin, demo captain, shirt products, and logs the credentials', async () => {
    const log = memoryLog();
    const summary = await seedIfEmpty({ db: t.app.db, config: t.config, log });
    expect(summary).toMatchObject({ adminEmail: t.config.ADMIN_EMAIL, demo: true, teams: 6 });

    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    expect(admin.user).toMatchObject({ role: 'admin', active: true, team: null });
    const captain = await loginAs(t.app, DEMO_CAPTAIN_EMAIL, DEMO_PASSWORD);
    expect(captain.user).toMatchObject({ role: 'captain', team: { name: 'Puzzle Piece Pacers', active: true } });

    const logged = log.lines.join('\n');
    expect(logged).toContain(`${t.config.ADMIN_EMAIL} / ${t.config.ADMIN_PASSWORD}`);
    expect(logged).toContain(`${DEMO_CAPTAIN_EMAIL} / ${DEMO_PASSWORD}`);

    const settings = (await t.app.inject({ method: 'GET', url: '/v1/event-settings' })).json<EventSettings>();
    expect(settings.appYear).toBe(summary!.year);
    expect(settings.products.map((p) => [p.name, p.price])).toEqual([['Walk T-Shirt', 20], ['Youth Walk T-Shirt', 15]]);
    expect(settings.products[0]!.sizes).toEqual([...PRODUCT_SHIRT_SIZES]);
    // The demo shirts have no photo of their own: the shop shows the event shirt image (finding 15 of docs/features/walkthrough-findings.md).
    expect(settings.products.map((p) => p.image)).toEqual(['', '']);
    expect(settings.eventShirtSettings.eventShirtImage).toBe('/demo/event-shirt.svg');
    // An offline gift shows the check number the admin noted (docs/decisions/0114-offline-payments.md).
    const references = await t.app.db.select({ ref: transactions.offlineReference }).from(transactions).where(isNotNull(transactions.offlineReference));
    expect(references.map((r) => r.ref).sort()).toEqual(['Check #1187', 'Check #2051']);
  });

  it('seeds the volunteer of Oklahoma City, who finds a few walkers already checked in with their shirts (docs/features/event-day.md)', async () => {
    const volunteer = await loginAs(t.app, DEMO_VOLUNTEER_EMAIL, DEMO_PASSWORD);
    expect(volunteer.user).toMatchObject({ role: 'volunteer', team: null });
    const res = await t.app.inject({ method: 'GET', url: '/v1/check-in/roster?city=Oklahoma%20City', headers: volunteer.headers });
    expect(res.statusCode).toBe(200);
    const roster = res.json<CheckInRoster>();
    const checkedIn = roster.entries.filter((e) => e.checkedInAt !== null);
    expect(checkedIn.length).toBe(3);
    expect(roster.checkedIn).toBe(3);
    expect(roster.registered).toBeGreaterThan(3);
    for (const e of checkedIn) expect(e).toMatchObject({ checkedInBy: 'Val', shirtGivenSize: e.shirtSize });
  });

  it('counts shirts on hand in both cities, less the shirts the demo check-ins gave, and the admin home shows the event day (docs/features/event-day.md)', async () => {
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const stock = (await t.app.inject({ method: 'GET', url: '/v1/shirt-stock', headers: admin.headers })).json<ShirtStockView>();
    for (const city of EVENT_CITIES) expect(stock.rows.filter((r) => r.eventCity === city && r.onHand !== null).length).toBe(6);
    const okcGiven = stock.rows.filter((r) => r.eventCity === 'Oklahoma City' && r.given > 0);
    expect(okcGiven.reduce((sum, r) => sum + r.given, 0)).toBe(3);
    const home = (await t.app.inject({ method: 'GET', url: '/v1/admin/home', headers: admin.headers })).json<AdminHome>();
    const okc = home.eventDay!.cities.find((c) => c.eventCity === 'Oklahoma City')!;
    expect(okc.checkedIn).toBe(3);
    expect(okc.shirts).toEqual(stock.rows.filter((r) => r.eventCity === 'Oklahoma City'));
  });

  it('publishes the demo waivers (docs/features/event-day.md): walk and 5k in both cities, signed at checkout but for a few in Oklahoma City, one of them under 18', async () => {
    for (const city of EVENT_CITIES) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/waivers/current?city=${encodeURIComponent(city)}` });
      expect(res.statusCode).toBe(200);
      const current = res.json<PublicWaiver[]>();
      expect(current.map((w) => [w.eventCity, w.kind, w.version]).sort()).toEqual([[city, '5k', 1], [city, 'walk', 1]]);
      for (const w of current) expect(w.body).toContain('Release of liability');
      // The event as its settings name it, not another event's name.
      const settings = (await t.app.inject({ method: 'GET', url: '/v1/event-settings' })).json<{ appYear: number; appTitle: string }>();
      for (const w of current) expect(w.body).toContain(`the ${settings.appYear} ${settings.appTitle}${w.kind === '5k' ? ' 5k' : ''}`);
      for (const w of current) expect(w.body).not.toContain('Piece Walk');
    }
    const statuses = await t.app.db
      .select({ name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`, city: eventEntries.eventCity, status: entryWaiverStatus, birthDate: persons.birthDate })
      .from(eventEntries)
      .innerJoin(persons, eq(persons.id, eventEntries.personId))
      .where(eq(eventEntries.eventYear, await currentYear()));
    const missing = statuses.filter((s) => s.status === 'missing');
    expect(missing.map((s) => s.name).sort()).toEqual([...DEMO_WAIVER_MISSING].sort());
    expect(new Set(missing.map((s) => s.city))).toEqual(new Set(['Oklahoma City']));
    expect(statuses.filter((s) => s.status === 'signed').length).toBe(statuses.length - DEMO_WAIVER_MISSING.length);
    expect(statuses.find((s) => s.name === 'Hannah Lee')!.birthDate).not.toBeNull();
    const accepted = await t.app.db.select().from(waiverAcceptances);
    expect(new Set(accepted.map((a) => a.source))).toEqual(new Set(['checkout']));
    expect(accepted.filter((a) => a.minor).map((a) => [a.signedName, a.guardianName])).toEqual([['Noah Ellis', 'Jordan Ellis']]);
  });

  it('makes active teams in both cities, with captains, members, goals and unique slugs', async () => {
    const all = await t.app.db.select().from(teams);
    expect(new Set(all.map((team) => team.eventCity))).toEqual(new Set(EVENT_CITIES));
    expect(new Set(all.map((team) => team.slug)).size).toBe(all.length);
    for (const team of all) {
      expect(team.slug).toBe(toTeamSlug(team.name));
      expect(team).toMatchObject({ active: true, year: (await currentYear()) });
      expect(team.teamDonationGoalCents).toBeGreaterThan(0);
      expect(team.teamMemberGoal).toBeGreaterThan(0);
      const [captain] = await t.app.db.select().from(users).where(eq(users.id, team.captainUserId!));
      expect(captain).toMatchObject({ role: 'captain', teamId: team.id, personId: team.captainPersonId });
      // docs/decisions/0123-membership-per-year.md: the members are the team's rows of its year, each person of that year.
      const members = await t.app.db.select({ personId: teamMembers.personId, memberYear: teamMembers.eventYear, personYear: persons.eventYear })
        .from(teamMembers).innerJoin(persons, eq(persons.id, teamMembers.personId)).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.eventYear, team.year)));
      expect(members.length).toBeGreaterThanOrEqual(3);
      expect(members.every((m) => m.memberYear === team.year && m.personYear === team.year)).toBe(true);
      expect(members.map((m) => m.personId)).toContain(team.captainPersonId);
    }
    expect(all.find((team) => team.name === 'Midtown Café Crew')?.slug).toBe('midtown-cafe-crew');
  });

  it("counts each demo team's captain and members as its participants this year (docs/decisions/0123-membership-per-year.md)", async () => {
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/teams?limit=100', headers: admin.headers })).json() as {
      results: { name: string; participants: number }[];
    };
    expect(list.results.map((team) => [team.name, team.participants]).sort()).toEqual(
      DEMO_TEAMS.map((demo) => [demo.name, demo.members.length + 1]).sort(),
    );
  });

  it("gives each team a non-zero total equal to the sum of its paid line items this year", async () => {
    const year = await currentYear();
    const sums = await t.app.db
      .select({ teamId: lineItems.teamId, total: sql<string>`sum(${lineItems.amountCents})` })
      .from(lineItems)
      .where(eq(lineItems.eventYear, year))
      .groupBy(lineItems.teamId);
    const byTeam = new Map(sums.map((s) => [s.teamId, Number(s.total)]));
    for (const team of await t.app.db.select().from(teams)) {
      expect(team.totalRaisedCents).toBeGreaterThan(0);
      expect(team.totalRaisedCents).toBe(byTeam.get(team.id));
    }
    const items = await t.app.db.select().from(lineItems).innerJoin(transactions, eq(transactions.id, lineItems.transactionId));
    for (const { line_items: item, transactions: tx } of items) {
      expect(item.type).toBe('donation');
      // A refund's own line is checked below.
      if (item.refundId !== null) continue;
      expect(tx.totalAmountCents).toBe(item.amountCents);
      expect(tx.totalChargedCents).toBe(tx.totalAmountCents + tx.feesCoveredCents);
      if (tx.externalTransactionId === 'Offline') expect(tx.feesCoveredCents).toBe(0);
    }
  });

  it('shows a refunded gift: the reports mark it Refunded and the team keeps what is left', async () => {
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/v1/lineitems/?type=donation&search=Morales&limit=100', headers: admin.headers });
    const items = (res.json() as Paged<LineItemView>).results;
    const gift = items.find((i) => i.refundOf === null)!;
    expect(items.map((i) => [i.amount, i.refundOf])).toEqual(expect.arrayContaining([[120, null], [-20, gift.id]]));
    const [tx] = await t.app.db.select().from(transactions).where(eq(transactions.id, typeof gift.transaction === 'number' ? gift.transaction : gift.transaction.id));
    expect(tx!.refundedCents).toBe(2000);
  });

  it('shows personal pages: claimed pages with goals and stories, gifts credited to walkers with messages, a walker who signs in', async () => {
    const walker = await loginAs(t.app, DEMO_PARTICIPANT_EMAIL, DEMO_PASSWORD);
    expect(walker.user).toMatchObject({ role: 'participant', team: null });

    const pages = await t.app.db
      .select({ slug: fundraiserPages.slug, pageOn: fundraiserPages.pageOn, goal: teamMembers.fundraisingGoalCents, raised: teamMembers.raisedCents })
      .from(fundraiserPages)
      // This year's memberships: the demo's captains were members of last year's teams too (seed-history.ts).
      .innerJoin(teamMembers, and(eq(teamMembers.personId, fundraiserPages.personId), eq(teamMembers.eventYear, await currentYear())));
    const bySlug = new Map(pages.map((p) => [p.slug, p]));
    expect(bySlug.get('june-park')).toMatchObject({ pageOn: true, goal: 50_000, raised: 17_500 });
    expect(bySlug.get('megan-holloway')).toMatchObject({ pageOn: true, goal: 100_000, raised: 25_000 });
    expect(bySlug.get('luis-ramirez')).toMatchObject({ pageOn: false, raised: 0 });
    expect(pages.every((p) => p.goal >= 1_000)).toBe(true);

    const messages = await t.app.db.select({ message: transactions.donorMessage }).from(transactions).where(sql`${transactions.fundraiserPersonId} is not null`);
    expect(messages.map((m) => m.message)).toContain('Go Ms. Park!');
    // The credited totals equal their line items, as `npm run totals:check` recomputes them.
    const check = await checkTotals(t.app.db, { fix: false }, { info: () => {}, error: () => {} });
    expect(check.fundraisers).toEqual([]);
    expect(check.teams).toEqual([]);
  });

  it('shows where gifts came from (docs/features/ask-kit.md): posters, emails and others, and some gifts with no source', async () => {
    const sources = await t.app.db.select({ source: transactions.source, n: count() }).from(transactions).where(eq(transactions.eventYear, await currentYear())).groupBy(transactions.source);
    const bySource = new Map(sources.map((s) => [s.source, s.n]));
    expect(bySource.get('poster')).toBeGreaterThan(0);
    expect(bySource.get('email')).toBeGreaterThan(0);
    expect(bySource.get(null)).toBeGreaterThan(0);
  });

  it('starts the demo with settings every config panel accepts as they load (saving a panel unchanged works)', async () => {
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const settings = (await t.app.inject({ method: 'GET', url: '/v1/event-settings/', headers: admin.headers })).json<EventSettings>();
    for (const panel of EVENT_SETTINGS_PANELS) {
      const result = eventSettingsPanelSchema(panel).safeParse(pickPanelFields(panel, settings));
      expect(result.success ? 'valid' : `${panel}: ${result.error.issues.map((i) => i.message).join('; ')}`).toBe('valid');
    }
  });

  it('shows bibs (docs/features/event-day.md): ranges for both cities, given at check-in, and a few numbers already on the labels', async () => {
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const bibs = (await t.app.inject({ method: 'GET', url: '/v1/bibs', headers: admin.headers })).json<BibSettingsView>();
    expect(bibs.mode).toBe('at-check-in');
    expect(new Set(bibs.ranges.map((r) => r.eventCity))).toEqual(new Set(EVENT_CITIES));
    for (const city of EVENT_CITIES) {
      const roster = (await t.app.inject({ method: 'GET', url: `/v1/bibs/roster?city=${encodeURIComponent(city)}`, headers: admin.headers })).json<BibRoster>();
      const numbered = roster.entries.filter((e) => e.bib != null);
      expect(numbered.length, city).toBeGreaterThan(0);
      expect(numbered.length).toBeLessThan(roster.entries.length);
    }
  });

  it('gives the demo donor an active monthly gift with two months given, and one gift of each other status (docs/features/monthly-gifts.md)', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/v1/my-giving', headers: await donorSessionHeaders(t.app.db, DEMO_DONOR_EMAIL) })).json<MyGiving>();
    expect(page.monthlyGifts).toHaveLength(1);
    expect(page.monthlyGifts[0]).toMatchObject({ status: 'active', amount: 25, coversFees: true, monthsGiven: 2, totalGiven: 51.76, supporting: 'Oklahoma City event', provider: 'test' });
    expect(page.monthlyGifts[0]!.nextChargeOn! > chicagoDay(new Date())).toBe(true);
    const admin = await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/monthly-gifts', headers: admin.headers })).json<MonthlyGiftList>();
    expect(new Set(list.rows.map((r) => r.status))).toEqual(new Set(['active', 'paused', 'failed', 'cancelled']));
    expect(list.summary).toEqual({ active: 2, monthlyTotal: 75 });
    // Each can be charged: its next month prices as a checkout.
    for (const gift of await t.app.db.select().from(monthlyGifts)) expect((await buildMonthCheckout(t.app.db, gift)).priced.totals.donationCents).toBe(gift.amountCents);
  });

  it('does nothing on a database that has users', async () => {
    const before = await snapshot();
    expect(await seedIfEmpty({ db: t.app.db, config: t.config, log: memoryLog() })).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it('resetAndSeed empties every table, then seeds the same data again', async () => {
    const seeded = await snapshot();
    await createCaptain(t.app.db);
    await resetAndSeed({ db: t.app.db, config: t.config, log: memoryLog() });
    expect(await snapshot()).toEqual(seeded);
    const [first] = await t.app.db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    expect(first!.id).toBe(1);
    expect(schemaTableNames()).toEqual(expect.arrayContaining(['users', 'teams', 'refresh_tokens', 'event_settings', 'email_outbox']));
  });

  it('seeds only settings and the admin in production, without printing the password', async () => {
    const log = memoryLog();
    const summary = await resetAndSeed({ db: t.app.db, config: { ...t.config, NODE_ENV: 'production' }, log });
    expect(summary).toMatchObject({ demo: false, teams: 0 });
    expect([await rows(users), await rows(teams), await rows(transactions)]).toEqual([1, 0, 0]);
    expect(log.lines.join('\n')).not.toContain(t.config.ADMIN_PASSWORD);
    await loginAs(t.app, t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
  });

  async function currentYear() {
    return (await t.app.inject({ method: 'GET', url: '/v1/event-settings' })).json<EventSettings>().appYear;
  }
});
