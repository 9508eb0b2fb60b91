import {
  CHECKOUT_MESSAGES, CITY_WITHOUT_VIRTUAL_RUN, FUNDRAISER_MESSAGES, NO_SIZE, computeCheckoutTotals, feeRateFor, formatCents, pricingInputFromLines, runnerPriceCents, toCents,
  unknownLineItemKind, type CheckoutLineItem, type CheckoutPayload, type CheckoutTotals, type EventCity, type PricedLine,
} from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadEventSettings, type EventSettingsView } from '../event-settings/event-settings.service.ts';
import { eventYearDifference, type FieldDifference } from '../event-settings/event-year.ts';
import type { TeamRow } from '../../lib/teams-by-ids.repo.ts';
import { findTeamForCheckout } from './checkout.repo.ts';

export interface PricedCheckout {
  /** The payload as it will be recorded: eventYear, eventCity and product names from the server. */
  payload: CheckoutPayload;
  totals: CheckoutTotals;
  team: TeamRow | null;
  settings: EventSettingsView;
}

type Difference = FieldDifference;

type Product = EventSettingsView['products'][number];

function findShirtProduct(settings: EventSettingsView, slug: string, size: string): Product {
  const product = settings.products.find((p) => p.slug === slug);
  if (!product) throw AppError.badRequest(`Product "${slug}" does not exist.`);
  if (!product.active) throw AppError.badRequest(`Product "${product.name}" is not available.`);
  const sizes = product.sizes.length ? product.sizes : [NO_SIZE];
  if (!sizes.includes(size)) throw AppError.badRequest(`Size "${size}" is not offered for "${product.name}". Choose one of: ${sizes.join(', ')}.`);
  return product;
}

function checkRunnerAllowed(settings: EventSettingsView, runType: 'in-person' | 'virtual', eventCity: string | null) {
  if (!settings.has5k) throw AppError.badRequest('The 5k is not offered this year.');
  if (runType !== 'virtual') return;
  if (eventCity === CITY_WITHOUT_VIRTUAL_RUN) throw AppError.badRequest(CHECKOUT_MESSAGES.noVirtualInTulsa);
  if (!settings.event5kSettings.hasVirtual) throw AppError.badRequest('The virtual 5k is not offered this year.');
}

interface Support {
  team: TeamRow | null;
  eventCity: EventCity | null;
  /** Whether the credited walker (transaction.fundraiser) is a member of the team for its year. */
  fundraiserIsMember: boolean;
}

async function resolveSupport(db: DbOrTx, payload: CheckoutPayload, appYear: number): Promise<Support> {
  const t = payload.transaction;
  if (t.supportingType !== 'team') return { team: null, eventCity: t.eventCity ?? null, fundraiserIsMember: false };
  // The team and the credited walker's membership in one read (checkFundraiser uses the latter).
  const found = t.team ? await findTeamForCheckout(db, t.team, t.fundraiser ?? null) : null;
  const team = found?.team;
  if (!team) throw AppError.badRequest(`Team ${t.team} does not exist.`, [{ field: 'transaction.team', message: 'The team does not exist.' }]);
  // A team last active in an earlier year takes nothing until it is reactivated for this one.
  if (!team.active || team.year !== appYear) throw AppError.badRequest(`The team "${team.name}" is not active.`, [{ field: 'transaction.team', message: 'The team is not active.' }]);
  // teams.event_city holds one of EVENT_CITIES (written through eventCityField).
  return { team, eventCity: team.eventCity as EventCity, fundraiserIsMember: found.fundraiserIsMember };
}

/**
 * docs/decisions/0119-spec-payloads-accepted.md: the spec's payload repeats values the server derives. Each eventYear must be
 * the current event year and the contact's eventCity the city of what is supported; a difference
 * is a 400 naming every field. (The teams are checked by the schema; primaryContact is ignored.)
 */
function checkDerivedFields(payload: CheckoutPayload, year: number, eventCity: EventCity | null) {
  const differences: Difference[] = [];
  const years: [string, number | undefined][] = [
    ['transaction.eventYear', payload.transaction.eventYear],
    ['person.eventYear', payload.person.eventYear],
    ...payload.lineItems.map((item, index): [string, number | undefined] => [`lineItems.${index}.eventYear`, item.eventYear]),
    ...payload.teamMembers.map((member, index): [string, number | undefined] => [`teamMembers.${index}.eventYear`, member.eventYear]),
  ];
  for (const [field, sent] of years) {
    const difference = eventYearDifference(field, sent, year);
    if (difference) differences.push(difference);
  }
  const city = payload.person.eventCity;
  if (city && city !== eventCity) differences.push({ field: 'person.eventCity', message: `person.eventCity: ${city} is not the event city of this checkout (${eventCity ?? 'none'}).` });
  if (differences.length) throw AppError.badRequest(differences.map((d) => d.message).join(' '), differences);
}

/**
 * docs/decisions/0008-fundraiser-credit.md: the credited fundraiser must be a member of the supported team for its
 * year (the current event year: resolveSupport refuses a team of another year). The schema has
 * already refused a fundraiser without team support or without a donation.
 */
function checkFundraiser(payload: CheckoutPayload, support: Support, settings: EventSettingsView) {
  const id = payload.transaction.fundraiser;
  if (id == null) return;
  // With personal pages off for the event nobody is credited (docs/decisions/0009-personal-pages.md).
  if (!settings.personalPagesEnabled) {
    throw AppError.badRequest(FUNDRAISER_MESSAGES.pagesOff, [{ field: 'transaction.fundraiser', message: FUNDRAISER_MESSAGES.pagesOff }]);
  }
  if (support.team && support.fundraiserIsMember) return;
  const message = CHECKOUT_MESSAGES.fundraiserNotOnTeam(id);
  throw AppError.badRequest(message, [{ field: 'transaction.fundraiser', message }]);
}

/**
 * docs/decisions/0110-prices-from-server.md: recomputes every amount of a checkout from the server's own prices (runners
 * from event settings, shirts from the product records), refuses what is not on offer, and
 * refuses (400) any amount the payload or `amountCents` states differently, naming each
 * difference. Reads only: nothing is written.
 */
export async function priceCheckout(db: DbOrTx, payload: CheckoutPayload, options: { amountCents?: number } = {}): Promise<PricedCheckout> {
  const settings = await loadEventSettings(db);
  const t = payload.transaction;
  const support = await resolveSupport(db, payload, settings.appYear);
  const { team, eventCity } = support;
  checkDerivedFields(payload, settings.appYear, eventCity);
  checkFundraiser(payload, support, settings);

  const differences: Difference[] = [];
  const expect = (field: string, label: string, sentDollars: number, expectedCents: number) => {
    const sentCents = toCents(sentDollars);
    if (sentCents !== expectedCents) differences.push({ field, message: `${label}: sent ${formatCents(sentCents)}, expected ${formatCents(expectedCents)}.` });
  };

  // Each item priced from the server's records; a switch over every kind (LINE_ITEM_KINDS), so a
  // new kind fails to compile here until it is priced, and none is priced as another.
  const lines: PricedLine[] = [];
  const lineItems = payload.lineItems.map((item, index): CheckoutLineItem => {
    const path = `lineItems.${index}`;
    switch (item.type) {
      case 'donation':
        lines.push({ type: item.type, unitPriceCents: toCents(item.amount), quantity: 1 });
        return item;
      case 'tshirt': {
        if (!settings.hasEventShirt) throw AppError.badRequest('Event T-shirts are not offered this year.');
        const d = item.productDetails;
        const product = findShirtProduct(settings, d.slug, d.size);
        const unitCents = toCents(product.price);
        const label = `T-shirt "${product.name}" (${d.size})`;
        expect(`${path}.productDetails.pricePerUnit`, `${label} price per unit`, d.pricePerUnit, unitCents);
        expect(`${path}.amount`, `${label} amount for ${d.unitCount}`, item.amount, unitCents * d.unitCount);
        lines.push({ type: item.type, unitPriceCents: unitCents, quantity: d.unitCount });
        return { ...item, productDetails: { ...d, type: 'tshirt', name: product.name } };
      }
      case '5k': {
        const r = item.runnerDetails;
        checkRunnerAllowed(settings, r.runType, eventCity);
        const priceCents = runnerPriceCents(r.runType, settings.event5kSettings);
        const label = `Runner ${index + 1} (${r.firstName} ${r.lastName}, ${r.runType})`;
        expect(`${path}.runnerDetails.registrationCost`, `${label} registration cost`, r.registrationCost, priceCents);
        expect(`${path}.amount`, `${label} amount`, item.amount, priceCents);
        lines.push({ type: item.type, unitPriceCents: priceCents, quantity: 1 });
        return item;
      }
      default:
        return unknownLineItemKind(item);
    }
  });

  // The covered fee at the rate of the method the donor chose (docs/features/payment-methods.md).
  const totals = computeCheckoutTotals(pricingInputFromLines(lines, { coverFees: t.coverFees, offline: t.offline, feeRate: feeRateFor(t.paymentMethod, settings) }));
  expect('transaction.shippingFee', 'Shipping fee', t.shippingFee, totals.shippingCents);
  expect('transaction.feesCovered', 'Fees covered', t.feesCovered, totals.coveredFeeCents);
  expect('transaction.totalCharged', 'Total charged', t.totalCharged, totals.totalCents);
  if (options.amountCents !== undefined && options.amountCents !== totals.totalCents) {
    differences.push({ field: 'amount', message: `amount: sent ${options.amountCents} cents, expected ${totals.totalCents} cents.` });
  }
  if (differences.length) {
    throw AppError.badRequest(`The amounts do not match the server's prices. ${differences.map((d) => d.message).join(' ')}`, differences);
  }

  // A shirt line item may carry its own shipping address (the spec's); the transaction keeps one to show.
  const shirtAddress = lineItems.flatMap((i) => (i.type === 'tshirt' && i.shippingAddress ? [i.shippingAddress] : []))[0];
  const shippingAddress = t.shippingAddress ?? shirtAddress ?? null;
  return {
    payload: {
      ...payload,
      transaction: { ...t, eventYear: settings.appYear, eventCity, team: team?.id ?? null, shippingAddress },
      lineItems,
    },
    totals,
    team,
    settings,
  };
}
