// The public flow's shared state: what the visitor has chosen so far (support, donation, runners, shirts,
// members, contact, the payment's receipt), the cart built from it, people and waivers. Every step of the
// flow (donate, shop, runner-signup, team-signup, checkout) imports it here (eslint.config.js keeps them to it).
export { useCaptainProfile } from './api/get-captain-profile.ts';
export { useCurrentWaiver } from './api/get-current-waivers.ts';
export { MARKETING_LABEL, MarketingCheckbox } from './components/marketing-checkbox.tsx';
export { MembersList } from './components/members-list.tsx';
export { PublicWaiverFields } from './components/public-waiver-fields.tsx';
export { EMPTY_ADDRESS, formatAddress, type AddressDraft } from './lib/address.ts';
export { cartTotals, isVirtualAllowed, runnerPricesOf, shirtLineCents, type CartContents } from './lib/cart.ts';
export { nextFlowPath } from './lib/next-step.ts';
export { contactErrors, identityFromProfile, isContactComplete, memberErrors, resizeList, runnerCostCents, runnerErrors, runnerRunType, toCheckoutPerson, toRunnerDetails, toTeamMember, type RunnerPricing } from './lib/person.ts';
export { useCart } from './lib/use-cart.ts';
export { emptyWaiver, toWaiverInput, waiverErrors, type WaiverDraft } from './lib/waiver.ts';
export { clearPublicFlow } from './stores/clear-public-flow.ts';
export { EMPTY_CONTACT, useContactStore, type ContactDraft } from './stores/contact-store.ts';
export { hasDonation, useDonationStore } from './stores/donation-store.ts';
export { creditFor, useGiftStore, type CreditedFundraiser } from './stores/gift-store.ts';
export { useGiftSourceFromAddress } from './lib/gift-source.ts';
export { monthlyChargeDay, monthlyGiftLine, ordinalDay } from './lib/monthly-gift.ts';
export { emptyRunner, useRunnersStore, type RunnerDraft } from './stores/runners-store.ts';
export { useShirtCartStore, type ShirtCartItem } from './stores/shirt-cart-store.ts';
export { storeKey } from './stores/store-key.ts';
export { describeSupport, isSupportingComplete, supportedCity, useSupportingStore, type SupportedTeam, type SupportingState, type SupportType } from './stores/supporting-store.ts';
export { useTeamMembersStore } from './stores/team-members-store.ts';
export { EMPTY_TRIBUTE, useTributeStore, type TributeDraft } from './stores/tribute-store.ts';
export { toTributeInput, tributeProblems } from './lib/tribute.ts';
export { useTransactionStore, type PendingGift, type Receipt } from './stores/transaction-store.ts';
