import type { LineItemView } from '@walkfund/domain';

/** Test data of the participants feature's screens; the person is shared with other features' tests. */
export { buildPersonView } from '../../test/fixtures.ts';

export function buildLineItem(overrides: Partial<LineItemView> = {}): LineItemView {
  return {
    id: 100, type: 'donation', amount: 25, donorName: 'Dana Donor', primaryContact: 'Dana Donor', anonymous: false, useEmployerAsName: false,
    myEmployer: null, team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' }, person: 3,
    transaction: { id: 900, hasShipped: false, externalTransactionId: 'pi_1' }, eventCity: 'Tulsa', eventYear: 2025, productDetails: null,
    runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z', fundraiser: null, refundOf: null, ...overrides,
  };
}
