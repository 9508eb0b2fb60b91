import {
  DEFAULT_STATE, personUpdateInputSchema, phoneField, type Address, type PersonUpdateInput, type UserPersonSummary,
} from '@walkfund/domain';
import { orNull, schemaErrors } from '../schema-errors.ts';

/**
 * A person's personal information as the profile and the reactivation wizard edit it (back
 * office 5, Basic info and Address). The email is not here: a profile shows it read-only.
 */
export interface PersonalDraft {
  firstName: string;
  lastName: string;
  phone: string;
  address: Address;
  shirtSize: string;
  myEmployer: string;
  lifeChurch: boolean;
  lifeChurchLocation: string;
}

export function personalDraftOf(person: UserPersonSummary | null): PersonalDraft {
  return {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    phone: person?.phone ?? '',
    address: {
      address: person?.address?.address ?? '',
      city: person?.address?.city ?? '',
      state: person?.address?.state ?? DEFAULT_STATE,
      zipcode: person?.address?.zipcode ?? '',
    },
    shirtSize: person?.shirtSize ?? '',
    myEmployer: person?.myEmployer ?? '',
    lifeChurch: person?.lifeChurch ?? false,
    lifeChurchLocation: person?.lifeChurchLocation ?? '',
  };
}

/** No street, city or zip typed (the state has a default, so it does not count). */
export function isBlankAddress(a: Address): boolean {
  return [a.address, a.city, a.zipcode].every((part) => part.trim() === '');
}

/** The fields the profile and the reactivation write alike: trimmed employer, the campus only with lifeChurch. */
export function personalPayload(d: PersonalDraft) {
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    myEmployer: d.myEmployer.trim(),
    lifeChurch: d.lifeChurch,
    lifeChurchLocation: d.lifeChurch ? orNull(d.lifeChurchLocation) : null,
  };
}

/**
 * The PATCH /v1/persons/{id} body of the profile. An address is sent once any part of it is
 * typed, or when the person has one (it can be changed, not dropped); a blank one is left out.
 */
export function toPersonUpdate(d: PersonalDraft, hadAddress: boolean): PersonUpdateInput {
  return {
    ...personalPayload(d),
    ...(hadAddress || !isBlankAddress(d.address) ? { address: d.address } : {}),
    shirtSize: orNull(d.shirtSize) as PersonUpdateInput['shirtSize'],
  };
}

/**
 * The profile's errors: the server's PATCH schema, plus the phone the profile requires (basic
 * info: "phone required min length 14").
 */
export function profileErrors(d: PersonalDraft, hadAddress: boolean): Record<string, string> {
  const phone = phoneField.safeParse(d.phone);
  return {
    ...schemaErrors(personUpdateInputSchema, toPersonUpdate(d, hadAddress)),
    ...(phone.success ? {} : { phone: phone.error.issues[0]?.message ?? '' }),
  };
}
