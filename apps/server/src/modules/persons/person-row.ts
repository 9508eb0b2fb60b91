import { churchCampus, type Address } from '@walkfund/domain';
import type { PersonInsert } from './person.repo.ts';

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
