import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { persons, teamMembers } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, payByTestCard, recordTransaction, type CartSpec } from '../payments/test-support/checkout-fixtures.ts';
import { buildTeam, buildUser, uniqueSuffix, type TestUser } from '../teams/test-support/team-fixtures.ts';

/**
 * One person per email per team and year (finding 16 of docs/features/walkthrough-findings.md). A runner or added member entered again at
 * a later checkout for the same team and year is the person already there, updated; other teams
 * and other years keep their own memberships (docs/decisions/0123-membership-per-year.md).
 */
describe('checkout recording: one person per email per team and year', () => {
  let t: TestApp;
  let year: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = await buildUser(t.database.db, t.config.JWT_SECRET, { role: 'admin' });
  });
  afterAll(() => t.close());

  const participants = async (slug: string) => ((await t.app.inject({ method: 'GET', url: `/v1/teams/by-slug/${slug}` })).json() as { participants: number }).participants;
  const membersOf = (teamId: number) =>
    t.database.db.select({ personId: teamMembers.personId, eventYear: teamMembers.eventYear }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  const runnerPersonIds = (view: TransactionView) => view.lineItems.filter((i) => i.type === '5k').map((i) => i.personId);
  const byCard = async (spec: CartSpec) => {
    const { recorded } = await payByTestCard(t, buildCheckout(spec));
    expect(recorded.statusCode).toBe(201);
    return recorded.json() as TransactionView;
  };
  const offline = async (payload: ReturnType<typeof buildCheckout>) => {
    const res = await recordTransaction(t, payload, undefined, { authorization: admin.authorization });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TransactionView;
  };

  it('two checkouts with the same runner email for one team and year make one person, counted once', async () => {
    const team = await buildTeam(t.database.db);
    const email = `sam-${uniqueSuffix()}@example.com`;
    const first = await byCard({ team: team.id, runners: [{ runType: 'in-person', price: 30, firstName: 'Sam', lastName: 'Lee', email }] });
    expect(await participants(team.slug)).toBe(1);

    // Entered again, in other case and with a new last name and phone, by an admin's offline checkout.
    const again = buildCheckout({ team: team.id, offline: true, runners: [{ runType: 'in-person', price: 30, firstName: 'Sam', lastName: 'Lee-Park', email: ` ${email.toUpperCase()}` }] });
    const runner = again.lineItems[0]!;
    if (runner.type === '5k') Object.assign(runner.runnerDetails, { phone: '(405) 555-0199', shirtSize: 'Large' });
    const second = await offline(again);

    const [personId] = runnerPersonIds(first);
    expect(runnerPersonIds(second)).toEqual([personId]);
    expect(await participants(team.slug)).toBe(1);
    expect(await membersOf(team.id)).toEqual([{ personId, eventYear: year }]);
    const [person] = await t.database.db.select().from(persons).where(eq(persons.id, personId!));
    expect(person).toMatchObject({ firstName: 'Sam', lastName: 'Lee-Park', phone: '(405) 555-0199', shirtSize: 'Large', event: '5k' });
    // Both registrations stay recorded: the person paid twice, the team counts them once.
    expect(first.lineItems.length + second.lineItems.length).toBe(2);
  });

  it('an added member already on the team, and a contact who runs and is already on it, are that person', async () => {
    const team = await buildTeam(t.database.db);
    const email = `kim-${uniqueSuffix()}@example.com`;
    const first = await byCard({ team: team.id, runners: [{ runType: 'in-person', price: 30, firstName: 'Kim', lastName: 'Ray', email }] });
    const [personId] = runnerPersonIds(first);

    const withMember = buildCheckout({ team: team.id, donation: 10, offline: true });
    withMember.teamMembers = [{ firstName: 'Kimberly', lastName: 'Ray', email: email.toUpperCase() }];
    await offline(withMember);
    expect(await participants(team.slug)).toBe(1);
    expect((await t.database.db.select().from(persons).where(eq(persons.id, personId!)))[0]).toMatchObject({ firstName: 'Kimberly', event: '5k' });

    // Kim checks out for herself and runs again: her runner line is her team person; the donor record is apart.
    const self = buildCheckout({ team: team.id, offline: true, runners: [{ runType: 'in-person', price: 30, firstName: 'Kim', lastName: 'Ray', email }] });
    self.person = { ...self.person, firstName: 'Kim', lastName: 'Ray', email };
    const view = await offline(self);
    expect(runnerPersonIds(view)).toEqual([personId]);
    expect(view.donatorPerson!.id).not.toBe(personId);
    expect(await participants(team.slug)).toBe(1);
    expect(await membersOf(team.id)).toEqual([{ personId, eventYear: year }]);
  });

  it('the same email on another team, or on the team in another year, keeps its own membership as before', async () => {
    const teamA = await buildTeam(t.database.db);
    const teamB = await buildTeam(t.database.db);
    const email = `lou-${uniqueSuffix()}@example.com`;
    const onA = await byCard({ team: teamA.id, runners: [{ runType: 'in-person', price: 30, email }] });
    const onB = await byCard({ team: teamB.id, runners: [{ runType: 'in-person', price: 30, email }] });
    expect(runnerPersonIds(onB)[0]).not.toBe(runnerPersonIds(onA)[0]);
    expect(await participants(teamA.slug)).toBe(1);
    expect(await participants(teamB.slug)).toBe(1);

    // On team C last year only: this year's checkout is a new person for this year.
    const teamC = await buildTeam(t.database.db);
    const [lastYear] = await t.database.db
      .insert(persons)
      .values({ firstName: 'Lou', lastName: 'Past', email, eventYear: year - 1, event: '5k' })
      .returning();
    await t.database.db.insert(teamMembers).values({ teamId: teamC.id, personId: lastYear!.id, eventYear: year - 1 });
    const onC = await byCard({ team: teamC.id, runners: [{ runType: 'in-person', price: 30, email }] });
    expect(runnerPersonIds(onC)[0]).not.toBe(lastYear!.id);
    expect(await participants(teamC.slug)).toBe(1);
    const rows = await t.database.db.select().from(teamMembers).where(and(eq(teamMembers.teamId, teamC.id), eq(teamMembers.personId, lastYear!.id)));
    expect(rows).toHaveLength(1);
  });

  it('two runners of one checkout who share an email stay two people (a family may share one)', async () => {
    const team = await buildTeam(t.database.db);
    const email = `family-${uniqueSuffix()}@example.com`;
    const view = await byCard({
      team: team.id,
      runners: [
        { runType: 'in-person', price: 30, firstName: 'Ana', email },
        { runType: 'in-person', price: 30, firstName: 'Ben', email },
      ],
    });
    expect(new Set(runnerPersonIds(view)).size).toBe(2);
    expect(await participants(team.slug)).toBe(2);
  });
});
