import { notifications } from '@mantine/notifications';
import type { TransactionDetail, TransactionListItem } from '@walkfund/domain';

export const TRANSACTION_ID = 41;

export function buildListItem(overrides: Partial<TransactionListItem> = {}): TransactionListItem {
  return {
    id: TRANSACTION_ID,
    createdAt: '2025-04-05T15:00:00.000Z',
    supportingType: 'team',
    team: { id: 7, name: 'Blue Walkers', slug: 'blue-walkers' },
    eventCity: 'Tulsa',
    eventYear: 2025,
    name: 'Dana Donor',
    contactEmail: 'dana@example.com',
    totalAmount: 25,
    totalCharged: 25.88,
    shippingFee: 0,
    feesCovered: 0.88,
    refunded: 0,
    externalTransactionId: 'test_pi_abc',
    offline: false,
    hasShipped: false,
    donatorPersonId: 12,
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    id: TRANSACTION_ID,
    active: true,
    createdAt: '2025-04-05T15:00:00.000Z',
    supportingType: 'team',
    team: { id: 7, name: 'Blue Walkers', slug: 'blue-walkers' },
    eventCity: 'Tulsa',
    eventYear: 2025,
    totalAmount: 50,
    totalCharged: 51.75,
    feesCovered: 1.75,
    shippingFee: 0,
    contactFirstName: 'Dana',
    contactLastName: 'Donor',
    contactEmail: 'dana@example.com',
    externalTransactionId: 'test_pi_abc',
    paymentDetails: { provider: 'test' },
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    hasShipped: false,
    offline: false,
    donatorPerson: {
      id: 12, firstName: 'Dana', lastName: 'Donor', email: 'dana@example.com', phone: '(405) 555-1234', anonymous: false, marketing: true, lifeChurch: false, lifeChurchLocation: null,
    },
    billingContact: { name_on_card: 'Dana Donor', billing_address: '1 Main St', billing_city: 'Edmond', billing_state: 'OK', billing_zip: '73013' },
    shippingAddress: null,
    lineItems: [
      {
        id: 301, type: 'donation', amount: 50, primaryContact: 'Dana Donor', personId: 12, teamId: 7, eventCity: 'Tulsa', eventYear: 2025, anonymous: false,
        myEmployer: null, useEmployerAsName: false, productDetails: null, runnerDetails: null, shippingAddress: null, createdAt: '2025-04-05T15:00:00.000Z',
        fundraiser: null,
      },
    ],
    teamMembers: [],
    fundraiser: null,
    message: null,
    offlineReference: null,
    receiptToken: '0f8e2a4c-7d1b-4c3e-9a5f-2b6d8e1f0a3c',
    refunded: 0,
    refundable: 51.75,
    refunds: [],
    history: [],
    recordedBy: null,
    messageHidden: false,
    ...overrides,
  };
}

export function clearToasts() {
  notifications.clean();
  notifications.cleanQueue();
}
