import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_MESSAGES, WALKER_BADGE_KEYS, type MyBadges, type WalkerAchievements, type WalkerBadgeKey } from '@walkfund/domain';
import { signedInAdmin, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundraiserPages, teamMembers } from '../../db/schema/index.ts';
import { payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { creditedCheckout } from '../transactions/test-support/fundraiser-fixtures.ts';
import { logged, newWalker, sayYesToLeaderboards, setSwitches } from '../distance/test-support/distance-fixtures.ts';
import { listWalkerBadges } from './badge.service.ts';

/** Walker badges (docs/features/miles-and-badges.md): each rule from the data, the switches, My Page and the public page. */
describe('walker badges', () => {
  let t: TestApp;
  let admin: Session;
  let year: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
    year = (await t.app.inject({ method: 'GET', url: '/v1/event-settings/' })).json<{ appYear: number }>().appYear;
  });
  afterAll(() => t.close());

  const myBadges = async (session: Session) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/my/badges', headers: session.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyBadges>().badges;
  };
  const earned = async (session: Session) => (await myBadges(session)).filter((b) => b.earned).map((b) => b.key);
  const toEarn = async (session: Session, key: WalkerBadgeKey) => (await myBadges(session)).find((b) => b.key === key)?.toEarn;
  const publicBadges = (slug: string) => t.app.inject({ method: 'GET', url: `/v1/badges/walkers/${slug}` });
  const slugOf = async (personId: number) =>
    (await t.app.db.select({ slug: fundraiserPages.slug }).from(fundraiserPages).where(eq(fundraiserPages.personId, personId)))[0]!.slug;

  async function give(teamId: number, personId: number, dollars: number) {
    const paid = await payByTestCard(t, creditedCheckout({ donation: dollars, team: teamId }, personId));
    expect(paid.recorded.statusCode).toBe(201);
    return (paid.recorded.json() as { id: number }).id;
  }
  const patchPage = (session: Session, payload: object) => t.app.inject({ method: 'PATCH', url: '/v1/my/page', headers: session.headers, payload });

  it('starts with every badge to earn, each saying what it needs', async () => {
    const { session } = await newWalker(t);
    const badges = await myBadges(session);
    expect(badges.map((b) => b.key)).toEqual([...WALKER_BADGE_KEYS]);
    expect(badges.every((b) => !b.earned && typeof b.toEarn === 'string')).toBe(true);
    expect(await toEarn(session, 'pageComplete')).toBe('Add your story and a photo.');
    expect(await toEarn(session, 'fiveGifts')).toBe('5 more gifts to go.');
    expect(await toEarn(session, 'halfGoal')).toBe('Raise $50.00 more to reach half your goal.');
    expect(await toEarn(session, 'tenMiles')).toBe('Log 10 miles more.');
  });

  it('page complete: a goal, a story with words in it and a photo', async () => {
    const { session } = await newWalker(t);
    await patchPage(session, { story: '<p> </p>', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    expect(await earned(session)).not.toContain('pageComplete');
    expect(await toEarn(session, 'pageComplete')).toBe('Add your story.');
    await patchPage(session, { story: '<p>I walk for my brother.</p>' });
    expect(await earned(session)).toContain('pageComplete');
  });

  it('first gift, five gifts, half the goal and goal reached follow the gifts credited, net of refunds', async () => {
    const { session, person, teamId } = await newWalker(t);
    const first = await give(teamId, person.id, 20);
    expect(await earned(session)).toEqual(['firstGift']);
    // A gift refunded in full no longer counts.
    const refund = await t.app.inject({ method: 'POST', url: `/v1/transactions/${first}/refunds`, headers: admin.headers, payload: { amount: 20, reason: 'Asked' } });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await earned(session)).toEqual([]);

    await give(teamId, person.id, 50);
    expect(await earned(session)).toEqual(['firstGift', 'halfGoal']);
    for (const dollars of [10, 10, 10]) await give(teamId, person.id, dollars);
    expect(await toEarn(session, 'fiveGifts')).toBe('1 more gift to go.');
    expect(await toEarn(session, 'goalReached')).toBe('Raise $20.00 more to reach your goal.');
    await give(teamId, person.id, 20);
    expect(await earned(session)).toEqual(['firstGift', 'fiveGifts', 'halfGoal', 'goalReached']);
  });

  it('10 miles logged: earned at exactly 10 miles, in any units', async () => {
    const { session } = await newWalker(t);
    await logged(t, session, 9.99);
    expect(await toEarn(session, 'tenMiles')).toBe('Log 0.01 miles more.');
    await logged(t, session, 0.02, 'km');
    expect(await earned(session)).toContain('tenMiles');

    const even = await newWalker(t);
    for (let i = 0; i < 10; i += 1) await logged(t, even.session, 1);
    expect(await earned(even.session)).toEqual(['tenMiles']);
  });

  it("top 10: among the event's top 10 fundraisers, as the leaderboards list them (their yes needed)", async () => {
    const star = await newWalker(t, { firstName: 'Stella' });
    await give(star.teamId, star.person.id, 25);
    expect(await toEarn(star.session, 'topTen')).toMatch(/^Say yes to the leaderboards/);
    await sayYesToLeaderboards(t, star.session);
    await t.app.db.update(teamMembers).set({ raisedCents: 900_000_00 }).where(and(eq(teamMembers.personId, star.person.id), eq(teamMembers.eventYear, year)));
    expect(await earned(star.session)).toContain('topTen');

    // Ten listed walkers who raised more push her to eleventh.
    for (let i = 0; i < 10; i += 1) {
      const other = await newWalker(t, { firstName: `Runner${i}` });
      await sayYesToLeaderboards(t, other.session);
      await t.app.db.update(teamMembers).set({ raisedCents: 950_000_00 + i }).where(and(eq(teamMembers.personId, other.person.id), eq(teamMembers.eventYear, year)));
    }
    expect(await earned(star.session)).not.toContain('topTen');
    expect(await toEarn(star.session, 'topTen')).toBe('You are number 11: keep going to reach the top 10.');
  });

  it('leaves out the badges an admin turned off, and the miles badge while logging is off', async () => {
    const { session, person, teamId } = await newWalker(t);
    await give(teamId, person.id, 15);
    await setSwitches(t, admin, { walkerBadges: { firstGift: false, topTen: false }, distanceLoggingEnabled: false });
    try {
      expect((await myBadges(session)).map((b) => b.key)).toEqual(['pageComplete', 'fiveGifts', 'halfGoal', 'goalReached']);
      expect(await listWalkerBadges(t.app.db, { personId: person.id, year })).toHaveLength(4);
    } finally {
      await setSwitches(t, admin, { walkerBadges: {}, distanceLoggingEnabled: true });
    }
    expect((await myBadges(session)).map((b) => b.key)).toEqual([...WALKER_BADGE_KEYS]);
  });

  it('listWalkerBadges answers earned and unearned badges for the coaching emails; [] for a person without a page', async () => {
    const { person, teamId } = await newWalker(t);
    await give(teamId, person.id, 60);
    const badges = await listWalkerBadges(t.app.db, { personId: person.id, year });
    expect(badges.filter((b) => b.earned).map((b) => b.label)).toEqual(['First gift', 'Halfway there']);
    expect(badges.find((b) => b.key === 'goalReached')).toMatchObject({ earned: false, toEarn: 'Raise $40.00 more to reach your goal.' });
    expect(await listWalkerBadges(t.app.db, { personId: 2_147_483_647, year })).toEqual([]);
  });

  it('shows the earned badges and miles on the public page, fresh after a gift, and nothing for a page that is off', async () => {
    const { session, person, teamId } = await newWalker(t);
    const slug = await slugOf(person.id);
    expect((await publicBadges(slug)).json<WalkerAchievements>()).toEqual({ year, badges: [], miles: 0 });
    await logged(t, session, 4.5);
    await give(teamId, person.id, 10);
    const after = (await publicBadges(slug)).json<WalkerAchievements>();
    expect(after.miles).toBe(4.5);
    expect(after.badges.map((b) => [b.key, b.earned, b.toEarn])).toEqual([['firstGift', true, null]]);

    await setSwitches(t, admin, { distanceLoggingEnabled: false });
    expect((await publicBadges(slug)).json<WalkerAchievements>().miles).toBeNull();
    await setSwitches(t, admin, { distanceLoggingEnabled: true });

    await patchPage(session, { pageOn: false });
    expect((await publicBadges(slug)).statusCode).toBe(404);
    expect((await publicBadges('no-such-walker')).statusCode).toBe(404);
  });

  it('has no badges for someone who is not a walker this year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/my/badges', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: DISTANCE_MESSAGES.notAWalker });
    expect((await t.app.inject({ method: 'GET', url: '/v1/my/badges' })).statusCode).toBe(401);
  });
});
