import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gender, type LineItemView, type Paged, type TransactionView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, type Session } from '../../../test/factories.ts';
import { persons } from '../../db/schema/index.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { uniqueSuffix } from '../teams/test-support/team-fixtures.ts';

/** A runner may answer any of the four genders (docs/decisions/0014-runner-gender.md), through checkout and the Runners report. */
const GENDERS: Gender[] = ['Male', 'Female', 'Non-binary', 'Prefer not to say'];

describe('a runner of every gender', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  it('is registered, kept on the person and listed in the line items the Runners report reads', async () => {
    const lastName = `Gender${uniqueSuffix()}`;
    const payload = buildCheckout({ runners: GENDERS.map((gender, i) => ({ runType: 'in-person' as const, price: 30, firstName: `Runner${i}`, lastName, gender })) });
    const view = (await payByTestCard(t, payload)).recorded.json() as TransactionView;
    expect(view.lineItems.map((i) => i.runnerDetails?.gender)).toEqual([...GENDERS]);
    const people = await t.database.db.select().from(persons).where(eq(persons.lastName, lastName));
    expect(people.map((p) => p.gender).sort()).toEqual([...GENDERS].sort());

    const year = await currentEventYear(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: `/v1/lineitems/?type=5k&eventYear=${year}&populate=person&search=${lastName}&limit=50`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as Paged<LineItemView>).results;
    expect(items.map((i) => i.runnerDetails?.gender).sort()).toEqual([...GENDERS].sort());
  });
});
