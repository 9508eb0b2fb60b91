import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personViewSchema, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** The add-member form's payload (docs/spec/back-office.md §7: POST /v1/persons/). */
export interface NewTeamMember {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lifeChurch: boolean;
  lifeChurchLocation: string | null;
  team: number;
  eventYear: number;
}

/** POST /v1/persons/: the person joins the team for the event year; answers the person. */
export function addTeamMember(member: NewTeamMember): Promise<PersonView> {
  return apiFetch('/persons/', { method: 'POST', body: member, schema: personViewSchema });
}

export function useAddTeamMember(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    // The answer is the person: the team (members, count, percentages) is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) }),
  });
}
