import {
  centsToDollars, checkoutPayloadSchema, computeCheckoutTotals, feeRateFor, type FeeRate, monthRedirectedNote, type CheckoutPayload, type CheckoutPayloadInput,
  type EventSettingsView, type PaymentMethodType,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { priceCheckout, type PricedCheckout } from '../transactions/checkout-pricing.ts';
import { findPersonName, findTeamStanding, findWalkerTeam, type MonthlyGiftRow } from './monthly-gift.repo.ts';

/**
 * What a monthly gift keeps of its first checkout (docs/features/monthly-gifts.md): the donor, what
 * was supported and how, and the donation's flags. Shirts, runners, added members, the tribute, the
 * public message and the employer-match answer belong to the first gift only.
 */
export interface MonthlyGiftTemplate {
  person: Record<string, unknown>;
  transaction: {
    supportingType: 'team' | 'event';
    team: number | null;
    eventCity: string | null;
    fundraiser: number | null;
    billingContact: unknown;
    coverFees: boolean;
    paymentMethod: PaymentMethodType | null;
  };
  donation: { anonymous?: boolean; myEmployer?: string; useEmployerAsName?: boolean };
}

/** The template of a recorded checkout payload (as priced when its payment was created). */
export function templateOf(payload: CheckoutPayload): MonthlyGiftTemplate {
  // The person's team, year and city are derived again each month from what it supports.
  const { team: _team, eventYear: _year, eventCity: _city, ...person } = payload.person;
  const t = payload.transaction;
  const donation = payload.lineItems.find((item) => item.type === 'donation');
  return {
    person,
    transaction: {
      supportingType: t.supportingType,
      team: t.team ?? null,
      eventCity: t.eventCity ?? null,
      fundraiser: t.fundraiser ?? null,
      billingContact: t.billingContact ?? null,
      coverFees: t.coverFees,
      paymentMethod: t.paymentMethod ?? null,
    },
    donation: donation?.type === 'donation' ? { anonymous: donation.anonymous, myEmployer: donation.myEmployer, useEmployerAsName: donation.useEmployerAsName } : {},
  };
}

const templateOfGift = (gift: Pick<MonthlyGiftRow, 'template'>) => gift.template as MonthlyGiftTemplate;

/** What a month charges at today's covered-fee rate: the donation, plus its fee when the donor covers it (Stripe's price each month). */
export function monthlyChargeCents(gift: Pick<MonthlyGiftRow, 'amountCents' | 'coversFees' | 'template'>, settings: Pick<EventSettingsView, 'cardFeePercent' | 'bankFeePercent' | 'bankFeeCapDollars'>): number {
  const method = templateOfGift(gift).transaction.paymentMethod;
  return computeCheckoutTotals({ donationCents: gift.amountCents, coverFees: gift.coversFees, feeRate: feeRateFor(method, settings) }).totalCents;
}

/** Where a month goes, and the note the transaction keeps when it is not where the gift started. */
interface MonthSupport {
  supportingType: 'team' | 'event';
  team: number | null;
  fundraiser: number | null;
  eventCity: string;
  note: string | null;
}

/**
 * The same team or walker while they are on a team this event year, else the event of the city
 * the gift started in: a walker who moved to another team this year takes the gift with them; a
 * walker or team gone from this year sends the month to the event, and the transaction says so.
 */
async function monthSupport(db: DbOrTx, gift: MonthlyGiftRow, settings: EventSettingsView): Promise<MonthSupport> {
  const year = settings.appYear;
  const toEvent = (note: string | null): MonthSupport => ({ supportingType: 'event', team: null, fundraiser: null, eventCity: gift.eventCity, note });
  if (gift.fundraiserId !== null) {
    const team = await findWalkerTeam(db, gift.fundraiserId, year);
    const name = (await findPersonName(db, gift.fundraiserId)) ?? 'The walker';
    if (!team) return toEvent(monthRedirectedNote(`Walker ${name}`, gift.eventCity));
    // With personal pages off nobody is credited (docs/decisions/0009-personal-pages.md): the team still is.
    return { supportingType: 'team', team: team.id, fundraiser: settings.personalPagesEnabled ? gift.fundraiserId : null, eventCity: gift.eventCity, note: null };
  }
  if (gift.teamId !== null) {
    const team = await findTeamStanding(db, gift.teamId, year);
    if (!team?.open) return toEvent(monthRedirectedNote(team ? `Team ${team.name}` : 'The team', gift.eventCity));
    return { supportingType: 'team', team: gift.teamId, fundraiser: null, eventCity: gift.eventCity, note: null };
  }
  return toEvent(null);
}

export interface MonthCheckout {
  priced: PricedCheckout;
  /** Said on the month's transaction when it does not go where the gift started. */
  note: string | null;
}

/**
 * A month's checkout from the gift's template: its donation at the gift's amount (only the
 * donation recurs), the covered fee priced again by the pricing of every checkout, to what
 * monthSupport decides; priced by the server like any checkout (docs/decisions/0110-prices-from-server.md).
 */
export async function buildMonthCheckout(db: DbOrTx, gift: MonthlyGiftRow, options: { chargedCents?: number } = {}): Promise<MonthCheckout> {
  const settings = await loadEventSettings(db);
  const template = templateOfGift(gift);
  const support = await monthSupport(db, gift, settings);
  const t = template.transaction;
  const feeRate = feeRateFor(t.paymentMethod, settings);
  const split = monthSplit({ amountCents: gift.amountCents, coversFees: gift.coversFees, feeRate }, options.chargedCents);
  const input: CheckoutPayloadInput = {
    person: template.person as CheckoutPayloadInput['person'],
    transaction: {
      supportingType: support.supportingType,
      team: support.team,
      eventCity: support.supportingType === 'event' ? (support.eventCity as CheckoutPayloadInput['transaction']['eventCity']) : undefined,
      fundraiser: support.fundraiser,
      billingContact: t.billingContact as CheckoutPayloadInput['transaction']['billingContact'],
      coverFees: gift.coversFees,
      ...(t.paymentMethod ? { paymentMethod: t.paymentMethod } : {}),
      totalCharged: centsToDollars(split.priced.totalCents),
      feesCovered: centsToDollars(split.priced.coveredFeeCents),
      shippingFee: 0,
      offline: false,
      monthly: false,
    },
    lineItems: [{ type: 'donation', amount: centsToDollars(split.donationCents), ...template.donation }],
    teamMembers: [],
  };
  const priced = await priceCheckout(db, checkoutPayloadSchema.parse(input), { amountCents: split.priced.totalCents });
  if (split.feeCents === split.priced.coveredFeeCents) return { priced, note: support.note };
  return { priced: chargedAs(priced, split.feeCents, split.donationCents + split.feeCents), note: support.note };
}

/**
 * What a month's charge was for: the gift's donation and covered fee, priced today, unless the
 * processor charged a price set earlier (Stripe keeps an invoice's amount through its retries,
 * after the donor changed the amount, and a subscription's price from before a fee rate changed).
 * Then the money charged is the truth (paid = recorded to the cent): the donation is the whole
 * dollars it covers (the donation rule, docs/decisions/0103-donation-minimum.md) whose covered fee
 * makes the charge, else the whole dollars under it with the rest as the covered fee (or as donation
 * when the donor does not cover fees).
 */
export function monthSplit(gift: { amountCents: number; coversFees: boolean; feeRate: FeeRate }, chargedCents?: number) {
  const totalsOf = (donationCents: number) => computeCheckoutTotals({ donationCents, coverFees: gift.coversFees, feeRate: gift.feeRate });
  const today = totalsOf(gift.amountCents);
  if (chargedCents === undefined || chargedCents === today.totalCents) {
    return { donationCents: gift.amountCents, feeCents: today.coveredFeeCents, priced: today };
  }
  if (!gift.coversFees) {
    const donationCents = chargedCents % 100 === 0 ? chargedCents : Math.floor(chargedCents / 100) * 100;
    const priced = totalsOf(donationCents);
    return { donationCents, feeCents: chargedCents - donationCents, priced };
  }
  const share = 1 + gift.feeRate.percent / 100;
  const near = Math.round(chargedCents / share / 100) * 100;
  for (const donationCents of [near, near - 100, near + 100]) {
    const priced = totalsOf(donationCents);
    if (donationCents > 0 && priced.totalCents === chargedCents) return { donationCents, feeCents: priced.coveredFeeCents, priced };
  }
  const donationCents = Math.max(100, Math.floor(chargedCents / share / 100) * 100);
  const priced = totalsOf(donationCents);
  return { donationCents, feeCents: chargedCents - donationCents, priced };
}

/** A month charged as the processor charged it, to the cent: the covered fee is what the donation does not explain. */
function chargedAs(priced: PricedCheckout, feeCents: number, chargedCents: number): PricedCheckout {
  const t = priced.payload.transaction;
  return {
    ...priced,
    payload: { ...priced.payload, transaction: { ...t, feesCovered: centsToDollars(feeCents), totalCharged: centsToDollars(chargedCents) } },
    totals: { ...priced.totals, coveredFeeCents: feeCents, totalCents: chargedCents },
  };
}
