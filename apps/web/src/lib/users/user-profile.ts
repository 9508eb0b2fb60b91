import { queryOptions, useQuery } from '@tanstack/react-query';
import { userViewSchema, type UserPersonSummary, type UserTeamSummary, type UserView } from '@walkfund/domain';
import { apiFetch } from '../api-client.ts';

/** A user with its person and team populated (GET /v1/users/{id}?populate=person,team). */
export interface UserProfile extends Omit<UserView, 'person' | 'team'> {
  person: UserPersonSummary | null;
  team: UserTeamSummary | null;
}

/** Every cached read of one user (this profile, the public flow's auto-fill) starts with this key. */
export const userQueryKey = (userId: number) => ['users', userId] as const;

export async function getUserProfile(userId: number, signal?: AbortSignal): Promise<UserProfile> {
  const user = await apiFetch(`/users/${userId}`, { query: { populate: 'person,team' }, signal, schema: userViewSchema });
  return {
    ...user,
    person: typeof user.person === 'object' ? user.person : null,
    team: typeof user.team === 'object' ? user.team : null,
  };
}

export function userProfileQuery(userId: number) {
  return queryOptions({
    queryKey: [...userQueryKey(userId), 'profile'],
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });
}

/** The user a profile screen shows (the signed-in user's own id, or any id for an admin). */
export function useUserProfile(userId: number) {
  return useQuery({ ...userProfileQuery(userId), enabled: Number.isInteger(userId) && userId > 0 });
}
