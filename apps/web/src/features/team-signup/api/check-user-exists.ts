import { userExistsResponseSchema, type UserExistsResponse } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/users/exists/: whether the email has an account, and the team it is connected to. */
export function checkUserExists(email: string): Promise<UserExistsResponse> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/users/exists/', { method: 'POST', body: { email }, auth: false, schema: import.meta.env.DEV ? userExistsResponseSchema : undefined });
}
