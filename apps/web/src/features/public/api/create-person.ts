import type { PersonCreateInput } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/persons/ (join flow): one person added to the team's members. */
export function createPerson(input: PersonCreateInput): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/persons/', { method: 'POST', body: input, auth: false });
}
