import type { PersonRow } from './person.repo.ts';

/** A person as the API shows it (spec: Person / participant). */
export function toPersonView(p: PersonRow) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    address: p.address,
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: p.lifeChurchLocation,
    shirtSize: p.shirtSize,
    anonymous: p.anonymous,
    marketing: p.marketing,
    myEmployer: p.myEmployer,
    useEmployerAsName: p.useEmployerAsName,
    eventYear: p.eventYear,
    event: p.event,
    eventCity: p.eventCity,
    team: p.teamId,
    birthDate: p.birthDate,
    gender: p.gender,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
export type PersonView = ReturnType<typeof toPersonView>;
