import { queryOptions, useQuery } from '@tanstack/react-query';
import { personViewSchema, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/** GET /v1/persons/{id}?populateTeam=true (admin): the participant with their team of their event year. */
export function getParticipant(id: number, signal?: AbortSignal): Promise<PersonView> {
  return apiFetch(`/persons/${id}`, { query: { populateTeam: true }, signal, schema: personViewSchema });
}

export function participantQuery(id: number) {
  return queryOptions({ queryKey: participantKeys.detail(id), queryFn: ({ signal }) => getParticipant(id, signal) });
}

export function useParticipant(id: number) {
  return useQuery(participantQuery(id));
}
