import { describe, expect, it } from 'vitest';
import type { StoredPaymentState } from './payment-provider.ts';
import { createTestProcessor, type TestPaymentStore } from './test-processor.ts';

/** A store that counts its reads, holding one payment. */
function storeWith(state: StoredPaymentState | null) {
  const reads: string[] = [];
  const store: TestPaymentStore = {
    findTestPayment: async (id) => {
      reads.push(id);
      return state;
    },
    listTestRefunds: async () => [],
  };
  return { store, reads };
}

describe('the test-mode processor', () => {
  it('reports a payment from its checkout row, read from the store or handed over by the caller', async () => {
    const charged: StoredPaymentState = { amountCents: 2588, status: 'succeeded', failureMessage: null };
    const { store, reads } = storeWith(charged);
    const processor = createTestProcessor(store);

    const read = await processor.retrievePayment('test_pi_1');
    expect(read).toMatchObject({ id: 'test_pi_1', succeeded: true, amountCents: 2588, currency: 'usd', details: { status: 'succeeded' } });
    expect(reads).toEqual(['test_pi_1']);

    // The caller already holds the row: no second read, the same answer.
    expect(await processor.retrievePayment('test_pi_1', charged)).toEqual(read);
    expect(reads).toEqual(['test_pi_1']);
  });

  it('reports an unpaid checkout as not succeeded, with its refusal, and an unknown id as null', async () => {
    const refused: StoredPaymentState = { amountCents: 1000, status: 'pending', failureMessage: 'Your card was declined.' };
    const processor = createTestProcessor(storeWith(null).store);
    expect(await processor.retrievePayment('test_pi_2', refused)).toMatchObject({ succeeded: false, failureMessage: 'Your card was declined.', details: { status: 'requires_payment_method' } });
    expect(await processor.retrievePayment('test_pi_unknown')).toBeNull();
  });
});
