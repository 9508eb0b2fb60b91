import type { UserExistsResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/users/exists/: whether the email has an account, and the team it is connected to. */
export function checkUserExists(email: string): Promise<UserExistsResponse> {
  return apiFetch<UserExistsResponse>('/users/exists/', { method: 'POST', body: { email }, auth: false });
}
