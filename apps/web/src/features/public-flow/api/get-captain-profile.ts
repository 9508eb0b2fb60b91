import { queryOptions, useQuery } from '@tanstack/react-query';
import { userViewSchema, type UserPersonSummary } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSession } from '../../session/index.ts';

/** GET /v1/users/{id}?populate=person (bearer): the signed-in user's person, for auto-fill. */
export function captainProfileQuery(userId: number) {
  return queryOptions({
    queryKey: ['users', userId, 'person'],
    queryFn: async () => {
      // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
      const user = await apiFetch(`/users/${userId}`, { query: { populate: 'person' }, schema: import.meta.env.DEV ? userViewSchema : undefined });
      return typeof user.person === 'object' ? user.person : null;
    },
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user's profile (null when signed out or without a person record). */
export function useCaptainProfile(): UserPersonSummary | null {
  const { user } = useSession();
  const query = useQuery({ ...captainProfileQuery(user?.id ?? 0), enabled: !!user });
  return user ? (query.data ?? null) : null;
}
