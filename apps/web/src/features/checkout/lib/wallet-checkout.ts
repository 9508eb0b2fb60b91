import type { TestWallet } from '@walkfund/domain';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import type { CardHandle } from '../components/card-handle.ts';
import type { BillingDraft } from './checkout-payload.ts';

/** Where the test wallet says its card is billed (a real wallet gives the donor's own address). */
export const TEST_WALLET_ADDRESS = { address: '1 Test Wallet Way', city: 'Oklahoma City', state: 'OK', zipcode: '73102' } as const;

/** The test-mode wallet's one tap (docs/features/payment-methods.md): no card typed, the wallet's method recorded. */
export function testWalletHandle(wallet: TestWallet): CardHandle {
  return {
    precheck: () => null,
    async confirm(payment) {
      const confirmed = await confirmTestPayment({ id: payment.id, secret: payment.secret, method: 'test_wallet', wallet });
      return { status: confirmed.status };
    },
  };
}

/** The billing details a wallet answers with: the name, and its address (the shipping one when it has one). */
export function walletBilling(name: string, address: { address: string; city: string; state: string; zipcode: string } = TEST_WALLET_ADDRESS): BillingDraft {
  return { name_on_card: name, billing_address: address.address, billing_city: address.city, billing_state: address.state, billing_zip: address.zipcode };
}
