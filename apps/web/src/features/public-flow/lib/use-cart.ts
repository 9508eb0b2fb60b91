import { useEventSettings } from '../../settings/index.ts';
import { useContactStore } from '../stores/contact-store.ts';
import { hasDonation, useDonationStore } from '../stores/donation-store.ts';
import { useRunnersStore } from '../stores/runners-store.ts';
import { useShirtCartStore } from '../stores/shirt-cart-store.ts';
import { isSupportingComplete, supportedCity, useSupportingStore, type SupportingState } from '../stores/supporting-store.ts';
import { useTeamMembersStore } from '../stores/team-members-store.ts';
import { cartTotals, isVirtualAllowed, runnerPricesOf } from './cart.ts';
import { isContactComplete, type RunnerPricing } from './person.ts';

/** Everything the summary and checkout read: the stores, the runner pricing and the totals without fee. */
export function useCart() {
  const settings = useEventSettings().data;
  const type = useSupportingStore((s) => s.type);
  const team = useSupportingStore((s) => s.team);
  const eventCity = useSupportingStore((s) => s.eventCity);
  const contact = useContactStore((s) => s.contact);
  const donation = useDonationStore((s) => s.amount);
  const monthlyChosen = useDonationStore((s) => s.monthly);
  const shirts = useShirtCartStore((s) => s.items);
  const runners = useRunnersStore((s) => s.runners);
  const members = useTeamMembersStore((s) => s.members);

  const supporting: SupportingState = { type, team, eventCity };
  const city = supportedCity(supporting);
  const pricing: RunnerPricing = {
    prices: runnerPricesOf(settings),
    virtualAllowed: isVirtualAllowed(city, settings?.event5kSettings.hasVirtual ?? true),
  };
  // Only a donation repeats (docs/features/monthly-gifts.md): without one, monthly means nothing.
  const monthly = hasDonation(donation) && monthlyChosen;
  const contents = { donation, monthly, shirts, runners };
  return {
    settings,
    supporting,
    supportingComplete: isSupportingComplete(supporting),
    city,
    contact,
    contactComplete: isContactComplete(contact),
    donation,
    /** The donation repeats each month ("Make it monthly"). */
    monthly,
    shirts,
    runners,
    members,
    pricing,
    contents,
    /** Subtotal without the covered fee. */
    totals: cartTotals(contents, pricing, { coverFees: false }),
  };
}
