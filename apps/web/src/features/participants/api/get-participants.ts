import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { personListPageSchema, type Paged, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/** Rows per page of the participants grid (the spec leaves the grid's page size open). */
export const PARTICIPANTS_PAGE_SIZE = 100;
/** Persons newest first (docs/spec/back-office.md, Business constants and limits). */
export const PARTICIPANTS_DEFAULT_SORT = 'createdAt:desc';

export interface ParticipantsParams {
  eventYear: number;
  page: number;
  search: string;
  sortBy: string;
}

/** GET /v1/persons/?limit=&page=&sortBy=&eventYear=&search=&populate=team&staff=false (admin): staff accounts' persons are not participants. */
export function getParticipants(params: ParticipantsParams, signal?: AbortSignal): Promise<Paged<PersonView>> {
  return apiFetch('/persons/', {
    query: {
      limit: PARTICIPANTS_PAGE_SIZE,
      page: params.page,
      sortBy: params.sortBy,
      eventYear: params.eventYear,
      search: params.search,
      populate: 'team',
      staff: false,
    },
    signal,
    schema: personListPageSchema,
  });
}

export function participantsQuery(params: ParticipantsParams) {
  return queryOptions({
    queryKey: participantKeys.list(params),
    queryFn: ({ signal }) => getParticipants(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useParticipants(params: ParticipantsParams | null) {
  return useQuery({ ...participantsQuery(params ?? { eventYear: 0, page: 1, search: '', sortBy: '' }), enabled: params !== null });
}
