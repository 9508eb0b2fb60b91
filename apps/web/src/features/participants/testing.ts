import type { LineItemView, PersonView } from '@walkfund/domain';

/** Test data of the participants feature's screens. */
export function buildPersonView(overrides: Partial<PersonView> = {}): PersonView {
  return {
    id: 5, firstName: 'Pat', lastName: 'Walker', email: 'pat@example.com', phone: '(405) 555-0101', address: null, lifeChurch: false,
    lifeChurchLocation: null, shirtSize: null, anonymous: false, marketing: true, myEmployer: null, useEmployerAsName: false, eventYear: 2025,
    event: 'piecewalk', eventCity: 'Tulsa', team: null, birthDate: null, gender: null, active: true, createdAt: '2025-03-01T18:00:00.000Z',
    updatedAt: '2025-03-01T18:00:00.000Z', ...overrides,
  };
}

export function buildLineItem(overrides: Partial<LineItemView> = {}): LineItemView {
  return {
    id: 100, type: 'donation', amount: 25, donorName: 'Dana Donor', primaryContact: 'Dana Donor', anonymous: false, useEmployerAsName: false,
    myEmployer: null, team: { id: 11, name: 'Blue Walkers', slug: 'blue-walkers', eventCity: 'Tulsa' }, person: 3,
    transaction: { id: 900, hasShipped: false, externalTransactionId: 'pi_1' }, eventCity: 'Tulsa', eventYear: 2025, productDetails: null,
    runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z', ...overrides,
  };
}
