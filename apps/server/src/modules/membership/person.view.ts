import type { MemberFundraising, PersonTeamSummary, PersonView } from '@walkfund/domain';
import type { PersonRow } from './person.repo.ts';

export type { PersonView } from '@walkfund/domain';

/** A person row, or a list row whose timestamps are ISO text already (persons/person.repo.ts listPersons). */
type PersonLike = Omit<PersonRow, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

/** A list row's timestamps are ISO text already. */
function isoOf(at: Date | string): string {
  return typeof at === 'string' ? at : at.toISOString();
}

/**
 * A person as the API shows it (persons' and users' answers, so it sits below both) (spec: Person / participant). `team` is the team the person is
 * on in their event year (team_members, docs/decisions/0123-membership-per-year.md): its id, or its summary when populated;
 * `fundraising` their raised, goal and page on that team (null when on none).
 */
export function toPersonView(p: PersonLike, team: number | PersonTeamSummary | null, fundraising: MemberFundraising | null): PersonView {
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
    team,
    birthDate: p.birthDate,
    gender: p.gender,
    active: p.active,
    fundraising,
    createdAt: isoOf(p.createdAt),
    updatedAt: isoOf(p.updatedAt),
  };
}
