import { queryOptions, useQuery } from '@tanstack/react-query';
import { myGivingSchema, type DonorSession, type MyGiving } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { donorHeaders } from '../lib/donor-session.ts';

export const myGivingKey = (email: string) => ['my-giving', email] as const;

/** GET /v1/my-giving with the donor session: the gifts given with its email; 401 once it has ended. */
export function getMyGiving(session: DonorSession, signal?: AbortSignal): Promise<MyGiving> {
  return apiFetch('/my-giving', { auth: false, headers: donorHeaders(session), signal, schema: myGivingSchema });
}

export function useMyGiving(session: DonorSession) {
  return useQuery(queryOptions({ queryKey: myGivingKey(session.email), queryFn: ({ signal }) => getMyGiving(session, signal), retry: false }));
}
