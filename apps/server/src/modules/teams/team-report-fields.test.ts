import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTeam, signedInAdmin, signedInCaptain, uniqueSuffix, type CreatedUser, type Session } from '../../../test/factories.ts';

/** The Teams report (docs/spec/back-office.md, Reports 3) reads every column from GET /v1/teams/?populate=captainPerson. */
describe('GET /v1/teams: the Teams report columns', () => {
  let t: TestApp;
  let admin: CreatedUser & { session: Session };
  const tag = uniqueSuffix();
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t.app);
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/v1/teams/?${query}`, headers: admin.session.headers });

  it("answers the captain's address and shirt size, the reactivation date and both percentages (capped at 100)", async () => {
    const address = { address: '9 Oak Ave', city: 'Norman', state: 'OK', zipcode: '73069' };
    const captain = await signedInCaptain(t.app, { person: { address, shirtSize: 'XLarge' } });
    const reactivateDate = new Date('2025-02-03T16:00:00.000Z');
    // Raised $300 of a $200 goal (150 %, shown as 100); 1 member of 3 (33.33 %).
    await createTeam(t.database.db, {
      name: `Report ${tag} Over`, captain, totalRaisedCents: 30_000, teamDonationGoalCents: 20_000, teamMemberGoal: 3, reactivateDate,
    });
    await createTeam(t.database.db, { name: `Report ${tag} Plain`, active: false, totalRaisedCents: 5_000, teamDonationGoalCents: 20_000 });

    const res = await list(`search=${tag}&populate=captainPerson&limit=5000&sortBy=totalRaised:desc`);
    expect(res.statusCode).toBe(200);
    const [over, plain] = res.json().results;
    expect(over).toMatchObject({
      name: `Report ${tag} Over`,
      reactivateDate: reactivateDate.toISOString(),
      fundraisingGoalPercentage: 100,
      memberGoalPercentage: 33.33,
      captainPerson: { firstName: captain.person.firstName, email: captain.person.email, address, shirtSize: 'XLarge' },
    });
    expect(plain).toMatchObject({ active: false, reactivateDate: null, fundraisingGoalPercentage: 25, memberGoalPercentage: 0, captainPerson: null });
  });
});
