import { churchCampus, type Address } from '@walkfund/domain';
import type { PersonInsert } from './person.repo.ts';

/** The contact part of a person payload (personContactFields): a join, a new user, a checkout's donor. */
export interface PersonContactInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  address?: Address | null;
  lifeChurch: boolean;
  lifeChurchLocation?: string | null;
  lifeChurchCampus?: string | null;
  shirtSize?: string | null;
  anonymous: boolean;
  marketing: boolean;
  myEmployer?: string | null;
  useEmployerAsName: boolean;
}

export type PersonContactRow = Pick<
  PersonInsert,
  'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'lifeChurch' | 'lifeChurchLocation' | 'shirtSize' | 'anonymous' | 'marketing' | 'myEmployer' | 'useEmployerAsName'
>;

/**
 * The person row's contact columns, written the same way by every path that creates a person
 * (POST /v1/persons, a new user, a checkout's donor): empty texts stored as NULL, the campus
 * only when lifeChurch is set. The caller adds the year, event, city and the rest.
 */
export function personContactRow(p: PersonContactInput): PersonContactRow {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone || null,
    address: p.address ?? null,
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: churchCampus(p),
    shirtSize: p.shirtSize ?? null,
    anonymous: p.anonymous,
    marketing: p.marketing,
    myEmployer: p.myEmployer || null,
    useEmployerAsName: p.useEmployerAsName,
  };
}
