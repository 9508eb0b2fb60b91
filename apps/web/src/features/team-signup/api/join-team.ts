import { useMutation } from '@tanstack/react-query';
import { UI_MESSAGES, type EventCity, type PersonCreateInput } from '@walkfund/domain';
import { orNull } from '../../../lib/schema-errors.ts';
import { type ContactDraft, type SupportedTeam, toWaiverInput } from '../../public-flow/index.ts';
import type { MemberDraft } from '../../../lib/persons/member-draft.ts';
import { createPerson } from './create-person.ts';

export interface JoinTeamInput {
  contact: ContactDraft | null;
  team: SupportedTeam | null;
  members: readonly MemberDraft[];
  eventYear: number;
}

type Joiner = Pick<ContactDraft, 'firstName' | 'lastName' | 'email' | 'phone' | 'lifeChurch' | 'lifeChurchLocation' | 'waiver'>;

function toPersonInput(p: Joiner, team: SupportedTeam, eventYear: number, extra: Partial<PersonCreateInput> = {}): PersonCreateInput {
  const waiver = toWaiverInput(p.waiver);
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    lifeChurch: p.lifeChurch,
    lifeChurchLocation: p.lifeChurch ? orNull(p.lifeChurchLocation) : null,
    anonymous: false,
    marketing: true,
    useEmployerAsName: false,
    team: team.id,
    eventYear,
    event: 'piecewalk',
    eventCity: (team.city || null) as EventCity | null,
    // Each joiner's own waiver, when one is published for the team's city (docs/features/event-day.md).
    ...(waiver ? { waiver } : {}),
    ...extra,
  };
}

/**
 * The free join (docs/spec/public-flows.md §4, Summary): one POST /v1/persons/ per contact and added member, in
 * parallel. A contact and a selected team are required.
 */
export async function joinTeam({ contact, team, members, eventYear }: JoinTeamInput): Promise<void> {
  if (!contact) throw new Error(UI_MESSAGES.noContact);
  if (!team) throw new Error(UI_MESSAGES.noTeamSelected);
  const employer = contact.myEmployer.trim();
  await Promise.all([
    createPerson(toPersonInput(contact, team, eventYear, { marketing: contact.marketing, myEmployer: employer || undefined })),
    ...members.map((m) => createPerson(toPersonInput(m, team, eventYear))),
  ]);
}

export function useJoinTeam() {
  return useMutation({ mutationFn: joinTeam });
}
