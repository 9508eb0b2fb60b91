import type { TransactionView } from '@walkfund/domain';
import { EMPTY_CONTACT, type ContactDraft } from '../../features/public-flow/stores/contact-store.ts';

export const COMPLETE_CONTACT: ContactDraft = {
  ...EMPTY_CONTACT,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(405) 555-0100',
};

/** A recorded transaction as POST /v1/transactions answers it. */
export function buildTransactionView(overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    id: 41,
    active: true,
    createdAt: '2025-04-01T12:00:00.000Z',
    supportingType: 'event',
    team: null,
    eventCity: 'Oklahoma City',
    eventYear: 2025,
    totalAmount: 50,
    totalCharged: 51.75,
    feesCovered: 1.75,
    shippingFee: 0,
    contactFirstName: 'Ann',
    contactLastName: 'Lee',
    contactEmail: 'ann@example.com',
    externalTransactionId: 'test_pi_1',
    paymentDetails: null,
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    hasShipped: false,
    offline: false,
    donatorPerson: null,
    billingContact: {
      name_on_card: 'Ann Lee',
      billing_address: '1 Main St',
      billing_city: 'Norman',
      billing_state: 'OK',
      billing_zip: '73069',
    },
    shippingAddress: null,
    lineItems: [
      {
        id: 1,
        type: 'donation',
        amount: 50,
        primaryContact: 'Ann Lee',
        personId: 1,
        teamId: null,
        eventCity: 'Oklahoma City',
        eventYear: 2025,
        anonymous: false,
        myEmployer: null,
        useEmployerAsName: false,
        productDetails: null,
        runnerDetails: null,
        shippingAddress: null,
        createdAt: '2025-04-01T12:00:00.000Z',
        fundraiser: null,
      },
    ],
    teamMembers: [],
    fundraiser: null,
    message: null,
    offlineReference: null,
    receiptToken: '0f8e2a4c-7d1b-4c3e-9a5f-2b6d8e1f0a3c',
    ...overrides,
  };
}
