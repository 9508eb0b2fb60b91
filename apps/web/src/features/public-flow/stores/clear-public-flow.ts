import { useContactStore } from './contact-store.ts';
import { useDonationStore } from './donation-store.ts';
import { useGiftStore } from './gift-store.ts';
import { useRunnersStore } from './runners-store.ts';
import { useShirtCartStore } from './shirt-cart-store.ts';
import { useSupportingStore } from './supporting-store.ts';
import { useTeamMembersStore } from './team-members-store.ts';
import { useTransactionStore } from './transaction-store.ts';
import { useTributeStore } from './tribute-store.ts';

/**
 * Clears every cart of the public flow (docs/spec/public-flows.md §4, Thank-you): support, contact, runners,
 * shirts, donation (with its credited walker and message), team members and the pending payment. The receipt stays until the thank-you
 * page is left, so reloading it shows the same receipt and submits nothing.
 */
export function clearPublicFlow() {
  useSupportingStore.getState().clear();
  useContactStore.getState().clear();
  useDonationStore.getState().clear();
  useGiftStore.getState().clear();
  useTributeStore.getState().clear();
  useShirtCartStore.getState().clear();
  useRunnersStore.getState().clear();
  useTeamMembersStore.getState().clear();
  useTransactionStore.getState().setPaidPayment(null);
}
