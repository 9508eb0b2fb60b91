import { churchCampus, type Address, type CaptainPersonUpdateInput, type PersonUpdateInput } from '@walkfund/domain';
import type { PersonInsert, PersonPatch } from './person.repo.ts';

/** An email as people are matched by it (one person per email per team and year): trimmed, any case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Who a person is and how to reach them: every new person has these (donors, runners, members). */
export interface PersonIdentityInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address?: Address | null;
  lifeChurch: boolean;
  lifeChurchLocation?: string | null;
  lifeChurchCampus?: string | null;
  shirtSize?: string | null;
}

/** The contact part of a person payload (personContactFields): a join, a new user, a checkout's donor. */
export interface PersonContactInput extends PersonIdentityInput {
  anonymous: boolean;
  marketing: boolean;
  myEmployer?: string | null;
  useEmployerAsName: boolean;
}

export type PersonIdentityRow = Pick<PersonInsert, 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'lifeChurch' | 'lifeChurchLocation' | 'shirtSize'>;
export type PersonContactRow = PersonIdentityRow & Pick<PersonInsert, 'anonymous' | 'marketing' | 'myEmployer' | 'useEmployerAsName'>;

/**
 * The person row's identity columns, written the same way by every path that creates a person:
 * an empty phone stored as NULL, the campus only when lifeChurch is set.
 */
export function personIdentityRow(p: PersonIdentityInput): PersonIdentityRow {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone || null,
    address: p.address ?? null,
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: churchCampus(p),
    shirtSize: p.shirtSize ?? null,
  };
}

/**
 * The person row's identity and contact columns for POST /v1/persons, a new user and a
 * checkout's donor: personIdentityRow plus the donor options (an empty employer stored as NULL).
 * The caller adds the year, event, city and the rest.
 */
export function personContactRow(p: PersonContactInput): PersonContactRow {
  return {
    ...personIdentityRow(p),
    anonymous: p.anonymous,
    marketing: p.marketing,
    myEmployer: p.myEmployer || null,
    useEmployerAsName: p.useEmployerAsName,
  };
}

/** Church fields of a partial change: lifeChurch off clears the campus; a campus alone changes it. */
function churchPatch(input: Pick<PersonUpdateInput, 'lifeChurch' | 'lifeChurchLocation' | 'lifeChurchCampus'>): PersonPatch {
  if (input.lifeChurch !== undefined) return { lifeChurch: input.lifeChurch, lifeChurchLocation: churchCampus(input) };
  const campus = input.lifeChurchLocation ?? input.lifeChurchCampus;
  return campus !== undefined ? { lifeChurchLocation: campus } : {};
}

/** The columns a person change writes (fields left out keep their values). */
export function personPatchOf(input: Omit<PersonUpdateInput, 'id'> | CaptainPersonUpdateInput): PersonPatch {
  const patch: PersonPatch = { ...churchPatch(input) };
  const set = <K extends keyof PersonPatch>(key: K, value: PersonPatch[K] | undefined) => {
    if (value !== undefined) patch[key] = value;
  };
  set('firstName', input.firstName);
  set('lastName', input.lastName);
  set('email', input.email);
  if (input.phone !== undefined) patch.phone = input.phone || null;
  if (input.address !== undefined) patch.address = input.address ?? null;
  if (input.shirtSize !== undefined) patch.shirtSize = input.shirtSize ?? null;
  if (input.myEmployer !== undefined) patch.myEmployer = input.myEmployer || null;
  if ('anonymous' in input) set('anonymous', input.anonymous);
  if ('marketing' in input) set('marketing', input.marketing);
  if ('useEmployerAsName' in input) set('useEmployerAsName', input.useEmployerAsName);
  if ('eventYear' in input) set('eventYear', input.eventYear);
  if ('event' in input) set('event', input.event);
  if ('eventCity' in input && input.eventCity !== undefined) patch.eventCity = input.eventCity ?? null;
  if ('birthDate' in input && input.birthDate !== undefined) patch.birthDate = input.birthDate ?? null;
  if ('gender' in input && input.gender !== undefined) patch.gender = input.gender ?? null;
  if ('active' in input) set('active', input.active);
  return patch;
}
