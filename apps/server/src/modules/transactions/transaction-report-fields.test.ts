import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, type CreatedUser, type Session } from '../../../test/factories.ts';
import { buildCheckout } from '../payments/test-support/checkout-fixtures.ts';
import { paidTransaction } from './test-support/transaction-fixtures.ts';

/** The Transactions report (docs/spec/back-office.md, Reports 6) shows the contact's Last Name and First Name apart. */
describe('GET /v1/transactions/: the Transactions report columns', () => {
  let t: TestApp;
  let admin: CreatedUser & { session: Session };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t.app);
  });
  afterAll(() => t.close());

  it("answers the contact's first and last name beside the joined name", async () => {
    const payload = buildCheckout({ donation: 25 });
    payload.person = { ...payload.person, firstName: 'Mary Ann', lastName: 'Van Dyke' };
    const recorded = await paidTransaction(t, payload);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/transactions/?eventYear=${recorded.eventYear}&limit=5000&sortBy=createdAt:desc&search=${encodeURIComponent(payload.person.email)}`,
      headers: admin.session.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      expect.objectContaining({ id: recorded.id, name: 'Mary Ann Van Dyke', contactFirstName: 'Mary Ann', contactLastName: 'Van Dyke', contactEmail: payload.person.email }),
    ]);
  });
});
