import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type LineItemView, type Paged } from '@walkfund/domain';
import { createAdmin, createCaptain, createTeam, loginAs, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, recordTransaction } from '../payments/test-support/checkout-fixtures.ts';

/** GET /v1/lineitems/: the team page's Team Donations tab (captain) and the admin's grids. */
describe('GET /v1/lineitems/', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.app.db);
    const a = await createAdmin(t.app.db);
    admin = await loginAs(t.app, a.user.email, a.password);
  });
  afterAll(() => t.close());

  async function teamWithDonations() {
    const captain = await createCaptain(t.app.db);
    const team = await createTeam(t.app.db, { captain });
    const session = await loginAs(t.app, captain.user.email, captain.password);
    const record = async (payload: ReturnType<typeof buildCheckout>) => {
      const res = await recordTransaction(t, payload, undefined, admin.headers);
      expect(res.statusCode, res.body).toBe(201);
    };
    await record(buildCheckout({ donation: 25, team: team.id, offline: true }));
    const anonymous = buildCheckout({ donation: 40, team: team.id, offline: true });
    anonymous.person = { ...anonymous.person, firstName: 'Secret', lastName: 'Giver', anonymous: true };
    await record(anonymous);
    const employer = buildCheckout({ donation: 60, team: team.id, offline: true });
    employer.person = { ...employer.person, myEmployer: 'Acme Co', useEmployerAsName: true };
    await record(employer);
    await record(buildCheckout({ donation: 15, runners: [{ runType: 'in-person', price: 30 }], team: team.id, offline: true }));
    return { team, session };
  }

  const list = (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/v1/lineitems/?${query}`, headers });

  it("lists a captain's team donations, newest first, in dollars, with anonymous donors as Anonymous", async () => {
    const { team, session } = await teamWithDonations();
    const res = await list(`type=donation&team=${team.id}&eventYear=${year}&limit=100`, session.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Paged<LineItemView>;
    expect(body).toMatchObject({ page: 1, limit: 100, totalPages: 1, totalResults: 4 });
    expect(body.results.map((r) => [r.donorName, r.amount, r.type])).toEqual([
      ['Dana Donor', 15, 'donation'],
      ['Acme Co', 60, 'donation'],
      ['Anonymous', 40, 'donation'],
      ['Dana Donor', 25, 'donation'],
    ]);
    const hidden = body.results[2]!;
    expect(hidden).toMatchObject({ anonymous: true, primaryContact: 'Anonymous', person: null, myEmployer: null, team: team.id, eventYear: year, createdAt: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('Secret');
  });

  it('shows an admin everything, with populated relations', async () => {
    const { team } = await teamWithDonations();
    const res = await list(`team=${team.id}&populate=team,person,transaction&sortBy=amount:asc`, admin.headers);
    const body = res.json() as Paged<LineItemView>;
    expect(body.totalResults).toBe(5);
    expect(body.results.map((r) => r.amount)).toEqual([15, 25, 30, 40, 60]);
    const secret = body.results.find((r) => r.anonymous)!;
    expect(secret).toMatchObject({ donorName: 'Anonymous', primaryContact: 'Secret Giver', person: { firstName: 'Secret' }, team: { id: team.id, name: team.name } });
    expect(secret.transaction).toMatchObject({ id: expect.any(Number), hasShipped: false, externalTransactionId: 'Offline' });
    expect(body.results.find((r) => r.type === '5k')!.runnerDetails).toMatchObject({ runType: 'in-person' });
  });

  it("refuses another team's donations, other types and the unfiltered list to captains (403), and anonymous callers (401)", async () => {
    const a = await teamWithDonations();
    const b = await teamWithDonations();
    for (const query of [`type=donation&team=${b.team.id}`, `type=5k&team=${a.team.id}`, `team=${a.team.id}`, 'type=donation', '']) {
      expect((await list(query, a.session.headers)).json(), query).toEqual({ code: 403, message: TEAM_MESSAGES.lineItemsOwnTeamOnly });
    }
    expect((await list(`type=donation&team=${a.team.id}`)).statusCode).toBe(401);
    expect((await list(`type=donation&team=${a.team.id}&limit=0`, a.session.headers)).statusCode).toBe(400);
    expect((await list('type=raffle', admin.headers)).statusCode).toBe(400);
    expect((await list('sortBy=secret:asc', admin.headers)).statusCode).toBe(400);
  });
});
