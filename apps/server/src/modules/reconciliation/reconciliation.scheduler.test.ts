import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentCreateResponse } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconciliationRuns } from '../../db/schema/index.ts';
import { buildCheckout, confirmTestCard, createPayment } from '../payments/test-support/checkout-fixtures.ts';
import { startReconciliationScheduler } from './reconciliation.scheduler.ts';
import { transactionsFor } from './test-support/reconciliation-fixtures.ts';

describe('reconciliation scheduler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RECONCILE_INTERVAL_SECONDS: 1, RECONCILE_MIN_AGE_SECONDS: 0 });
  });
  afterAll(() => t.close());

  const runs = () => t.database.db.select().from(reconciliationRuns).orderBy(asc(reconciliationRuns.id));

  it('runs a pass at start and on its interval, with an unref’d timer, and stops', async () => {
    const created = await createPayment(t, buildCheckout({ donation: 15 }));
    const { id, secret } = created.json() as PaymentCreateResponse;
    expect((await confirmTestCard(t, { id, secret })).statusCode).toBe(200);

    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const scheduler = startReconciliationScheduler(t.app);
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    setIntervalSpy.mockRestore();
    expect(timer.hasRef()).toBe(false);

    await vi.waitFor(async () => expect((await runs()).map((r) => r.trigger).slice(0, 2)).toEqual(['start', 'schedule']), { timeout: 5000, interval: 100 });
    await scheduler.stop();
    const [start, scheduled] = await runs();
    expect(start).toMatchObject({ trigger: 'start', processor: 'test', recorded: 1, error: null });
    expect(start!.details).toEqual([expect.objectContaining({ paymentId: id, outcome: 'recorded' })]);
    expect(scheduled).toMatchObject({ trigger: 'schedule', checked: 0 });
    expect(await transactionsFor(t, id)).toHaveLength(1);

    const after = (await runs()).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await runs()).length).toBe(after);
  });

  it('stop() ends a pass under way after its current checkout, and the run says so', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await createPayment(t, buildCheckout({ donation: 10 + i }));
      const { id, secret } = created.json() as PaymentCreateResponse;
      expect((await confirmTestCard(t, { id, secret })).statusCode).toBe(200);
      ids.push(id);
    }
    const retrieve = t.app.payments.retrievePayment.bind(t.app.payments);
    const slow = vi.spyOn(t.app.payments, 'retrievePayment').mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return retrieve(id);
    });
    try {
      const before = (await runs()).length;
      const scheduler = startReconciliationScheduler(t.app);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await scheduler.stop();
      const run = (await runs())[before]!;
      expect(run).toMatchObject({ trigger: 'start', error: 'Stopped early: the server is shutting down. The remaining checkouts wait for the next pass.' });
      expect(run.finishedAt).toBeInstanceOf(Date);
      expect(run.checked).toBeLessThan(3);
    } finally {
      slow.mockRestore();
    }
  });
});
