import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { logStatements } from '../../../test/statement-log.ts';
import { buildCheckout, payByTestCard } from '../payments/test-support/checkout-fixtures.ts';
import { creditedCheckout, teamWithFundraiser } from './test-support/fundraiser-fixtures.ts';

describe('probe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  it('prints', async () => {
    const { team, walker } = await teamWithFundraiser(t.database.db);
    await payByTestCard(t, buildCheckout({ donation: 10, team: team.id }));
    await t.app.jobs.drain();
    for (const payload of [buildCheckout({ donation: 25, team: team.id }), creditedCheckout({ donation: 25, team: team.id }, walker.id, 'Go Wendy!')]) {
      const req = await logStatements(t.database, () => payByTestCard(t, payload));
      const work = await logStatements(t.database, () => t.app.jobs.drain());
      console.log('REQUEST', req.statements.length, '\n' + req.statements.map((s) => s.slice(0, 220)).join('\n'));
      console.log('WORKER', work.statements.length, '\n' + work.statements.map((s) => s.slice(0, 220)).join('\n'));
    }
    expect(1).toBe(1);
  });
});
