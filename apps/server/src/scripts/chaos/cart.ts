import {
  centsToDollars, computeCheckoutTotals, pricingInputFromPayload, type CheckoutLineItem, type CheckoutPayloadInput, type EventSettings,
  type PublicTeamListItem,
} from '@walkfund/domain';
import type { Random } from './random.ts';

/** What a browser reads before checking out: GET /v1/event-settings/ and GET /v1/teams/list. */
export interface Catalog {
  settings: EventSettings;
  teams: PublicTeamListItem[];
  /** Each team's members of the current year (person ids), read once by the admin at the start. */
  membersByTeam: ReadonlyMap<number, readonly number[]>;
  /** The 5k waiver published for each city (GET /v1/waivers/current): a runner accepts it, as the run page asks. */
  runWaivers: ReadonlyMap<string, number>;
}

/** The walker a cart credits, and the donation's cents they are credited with. */
export interface CartCredit {
  personId: number;
  cents: number;
}

const ADDRESS = { address: '500 N Robinson Ave', city: 'Oklahoma City', state: 'OK', zipcode: '73102' };
const CITIES = ['Oklahoma City', 'Tulsa'] as const;
const DONATIONS = [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 250, 500, 1000];

/**
 * A random cart as the public checkout builds it: a whole-dollar donation to a team or the event,
 * sometimes shirts and runners, priced with the catalog's prices and the domain's totals, as the
 * browser shows them; some team gifts credit one of the team's walkers. `amountCents` is what
 * POST /v1/payment is asked to charge, `credit` what the walker is to be credited with.
 */
export function buildCart(
  random: Random,
  catalog: Catalog,
  index: number,
  /** A bank transfer (docs/features/payment-methods.md): priced at the bank fee rule. */
  bank = false,
  /** Share of the card carts with a donation that make it monthly (docs/features/monthly-gifts.md). */
  monthlyRate = 0,
): { payload: CheckoutPayloadInput; amountCents: number; credit: CartCredit | null; monthly: boolean } {
  const { settings, teams } = catalog;
  const team = teams.length > 0 && random.chance(0.7) ? random.pick(teams) : null;
  const eventCity = random.pick(CITIES);
  const city = team ? team.eventCity : eventCity;
  const items: CheckoutLineItem[] = [];

  const shirts = settings.hasEventShirt ? settings.products.filter((p) => p.active && p.slug && p.sizes.length > 0) : [];
  if (shirts.length > 0 && random.chance(0.2)) {
    const product = random.pick(shirts);
    const unitCount = random.int(1, 3);
    items.push({
      type: 'tshirt',
      amount: Math.round(product.price * 100 * unitCount) / 100,
      productDetails: { slug: product.slug!, size: random.pick(product.sizes), pricePerUnit: product.price, unitCount },
    });
  }
  if (settings.has5k && random.chance(0.12)) {
    const runWaiver = catalog.runWaivers.get(city);
    const virtual = settings.event5kSettings.hasVirtual && city !== 'Tulsa' && random.chance(0.4);
    const price = virtual ? settings.event5kSettings.virtualRunnerPrice : settings.event5kSettings.runnerPrice;
    items.push({
      type: '5k',
      amount: price,
      runnerDetails: {
        firstName: 'Riley',
        lastName: `Runner${index}`,
        email: `chaos-runner-${index}-${random.int(0, 1e9)}@example.com`,
        runType: virtual ? 'virtual' : 'in-person',
        registrationCost: price,
        gender: random.pick(['Female', 'Male'] as const),
        birthDate: '1990-04-12',
        lifeChurch: false,
        shipping: virtual ? ADDRESS : undefined,
        ...(runWaiver ? { waiver: { waiverId: runWaiver, signedName: `Riley Runner${index}`, minor: false } } : {}),
      },
    });
  }
  if (items.length === 0 || random.chance(0.85)) items.push({ type: 'donation', amount: random.pick(DONATIONS) });

  // A share of the team gifts credit a walker on the team (docs/decisions/0008-fundraiser-credit.md).
  const donation = items.find((i) => i.type === 'donation');
  const walkers = team ? (catalog.membersByTeam.get(team.id) ?? []) : [];
  const credit: CartCredit | null =
    donation && walkers.length > 0 && random.chance(0.4) ? { personId: random.pick(walkers), cents: Math.round(donation.amount * 100) } : null;

  const coverFees = random.chance(0.75);
  // Monthly: only the donation recurs; never by bank transfer (it settles days later).
  const monthly = !bank && donation !== undefined && random.chance(monthlyRate);
  const paymentMethod = bank ? ('us_bank_account' as const) : undefined;
  const totals = computeCheckoutTotals(pricingInputFromPayload({ transaction: { coverFees, offline: false, paymentMethod }, lineItems: items }, settings));
  const payload: CheckoutPayloadInput = {
    person: {
      firstName: 'Chaos',
      lastName: `Donor${index}`,
      email: `chaos-donor-${index}-${random.int(0, 1e9)}@example.com`,
      phone: '(405) 555-0100',
    },
    transaction: {
      supportingType: team ? 'team' : 'event',
      team: team ? team.id : null,
      eventCity: team ? undefined : eventCity,
      billingContact: { name_on_card: `Chaos Donor${index}`, billing_address: ADDRESS.address, billing_city: ADDRESS.city, billing_state: ADDRESS.state, billing_zip: ADDRESS.zipcode },
      shippingAddress: items.some((i) => i.type === 'tshirt') ? ADDRESS : undefined,
      totalCharged: centsToDollars(totals.totalCents),
      feesCovered: centsToDollars(totals.coveredFeeCents),
      shippingFee: centsToDollars(totals.shippingCents),
      coverFees,
      offline: false,
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(credit ? { fundraiser: credit.personId, message: `Go, walker! (${index})` } : {}),
      ...(monthly ? { monthly: true } : {}),
    },
    lineItems: items,
    teamMembers: [],
  };
  return { payload, amountCents: totals.totalCents, credit, monthly };
}
