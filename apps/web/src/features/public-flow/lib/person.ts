import {
  checkoutPersonSchema, checkoutTeamMemberSchema, runnerLineItemSchema, runnerPriceCents, centsToDollars,
  type Address, type RunnerPrices, type RunType, type UserPersonSummary,
} from '@walkfund/domain';
import type { ContactDraft } from '../stores/contact-store.ts';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';
import type { RunnerDraft } from '../stores/runners-store.ts';
import { orNull, schemaErrors } from '../../../lib/schema-errors.ts';
import { toWaiverInput } from './waiver.ts';

/**
 * The checkout person of a contact. The employer-as-name and anonymous options only apply to a
 * donation (docs/spec/public-flows.md §2, Contact), so they are dropped without one.
 */
export function toCheckoutPerson(contact: ContactDraft, options: { hasDonation: boolean; address?: Address | null }) {
  const employer = contact.myEmployer.trim();
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    address: options.address ?? null,
    lifeChurch: contact.lifeChurch,
    lifeChurchLocation: contact.lifeChurch ? orNull(contact.lifeChurchLocation) : null,
    anonymous: options.hasDonation && contact.phone.trim() !== '' && contact.anonymous,
    marketing: contact.marketing,
    myEmployer: employer === '' ? undefined : employer,
    useEmployerAsName: options.hasDonation && employer !== '' && contact.useEmployerAsName,
  };
}

export function contactErrors(contact: ContactDraft, hasDonation: boolean): Record<string, string> {
  return schemaErrors(checkoutPersonSchema, toCheckoutPerson(contact, { hasDonation }));
}

export function isContactComplete(contact: ContactDraft): boolean {
  return Object.keys(contactErrors(contact, false)).length === 0;
}

/** A runner's run type: virtual only where the event offers it. */
export function runnerRunType(runner: Pick<RunnerDraft, 'virtual'>, virtualAllowed: boolean): RunType {
  return runner.virtual && virtualAllowed ? 'virtual' : 'in-person';
}

export interface RunnerPricing {
  prices: RunnerPrices;
  virtualAllowed: boolean;
}

export function runnerCostCents(runner: Pick<RunnerDraft, 'virtual'>, pricing: RunnerPricing): number {
  return runnerPriceCents(runnerRunType(runner, pricing.virtualAllowed), pricing.prices);
}

/** The runnerDetails of a 5k line item. */
export function toRunnerDetails(runner: RunnerDraft, pricing: RunnerPricing) {
  const runType = runnerRunType(runner, pricing.virtualAllowed);
  return {
    firstName: runner.firstName,
    lastName: runner.lastName,
    email: runner.email,
    phone: runner.phone,
    runType,
    registrationCost: centsToDollars(runnerCostCents(runner, pricing)),
    shirtSize: orNull(runner.shirtSize),
    gender: runner.gender,
    birthDate: runner.birthDate,
    lifeChurch: runner.lifeChurch,
    lifeChurchLocation: runner.lifeChurch ? orNull(runner.lifeChurchLocation) : null,
    shipping: runType === 'virtual' ? runner.shipping : null,
    waiver: toWaiverInput(runner.waiver),
  };
}

export function runnerErrors(runner: RunnerDraft, pricing: RunnerPricing, prefix = ''): Record<string, string> {
  return schemaErrors(runnerLineItemSchema.shape.runnerDetails, toRunnerDetails(runner, pricing), prefix);
}

export function toTeamMember(member: MemberDraft) {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    lifeChurch: member.lifeChurch,
    lifeChurchLocation: member.lifeChurch ? orNull(member.lifeChurchLocation) : null,
    waiver: toWaiverInput(member.waiver),
  };
}

export function memberErrors(member: MemberDraft, prefix = ''): Record<string, string> {
  return schemaErrors(checkoutTeamMemberSchema, toTeamMember(member), prefix);
}

/** Grows or shrinks a list to `count`, keeping existing entries (docs/spec/public-flows.md §4, Run). */
export function resizeList<T>(list: readonly T[], count: number, make: () => T): T[] {
  if (count <= list.length) return list.slice(0, Math.max(0, count));
  return [...list, ...Array.from({ length: count - list.length }, make)];
}

export { fullName } from '../../../lib/persons/full-name.ts';

/** The identity fields every person form takes from the signed-in captain's profile. */
export function identityFromProfile(p: UserPersonSummary) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ?? '',
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: p.lifeChurchLocation ?? '',
  };
}
