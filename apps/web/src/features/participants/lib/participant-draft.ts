import { DEFAULT_STATE, EVENT_KINDS, type Address, type EventKind, type PersonUpdateInput, type PersonView } from '@walkfund/domain';

/** The participant edit form (docs/spec/back-office.md §2, Participant edit). */
export interface ParticipantDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  marketing: boolean;
  anonymous: boolean;
  lifeChurch: boolean;
  lifeChurchLocation: string;
  myEmployer: string;
  useEmployerAsName: boolean;
  event: string;
  address: Address;
}

export const EVENT_OPTIONS = EVENT_KINDS.map((value) => ({ value, label: { piecewalk: 'Piecewalk', '5k': '5K', donor: 'Donor' }[value] }));

export function participantDraftOf(p: PersonView): ParticipantDraft {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ?? '',
    marketing: p.marketing,
    anonymous: p.anonymous,
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: p.lifeChurchLocation ?? '',
    myEmployer: p.myEmployer ?? '',
    useEmployerAsName: p.useEmployerAsName,
    event: p.event,
    address: {
      address: p.address?.address ?? '',
      city: p.address?.city ?? '',
      state: p.address?.state ?? DEFAULT_STATE,
      zipcode: p.address?.zipcode ?? '',
    },
  };
}

/** No street, city or zip typed (the state has a default, so it does not count). */
function isBlankAddress(a: Address): boolean {
  return [a.address, a.city, a.zipcode].every((part) => part.trim() === '');
}

/**
 * The spec's participant update: id, names, email, phone (optional), marketing, anonymous,
 * lifeChurch (the campus only with it), employer, useEmployerAsName, event and the address. An
 * address is sent once any part is typed or when the participant has one (it can be changed,
 * not dropped); a blank one is left out.
 */
export function toParticipantUpdate(id: number, d: ParticipantDraft, hadAddress: boolean): PersonUpdateInput {
  return {
    id,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone.trim(),
    marketing: d.marketing,
    anonymous: d.anonymous,
    lifeChurch: d.lifeChurch,
    lifeChurchLocation: d.lifeChurch ? d.lifeChurchLocation || null : null,
    myEmployer: d.myEmployer.trim(),
    useEmployerAsName: d.useEmployerAsName,
    event: d.event as EventKind,
    ...(hadAddress || !isBlankAddress(d.address) ? { address: d.address } : {}),
  };
}
