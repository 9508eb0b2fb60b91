import { personViewSchema, type PersonCreateInput, type PersonView } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/persons/ (join flow): one person added to the team's members. */
export function createPerson(input: PersonCreateInput): Promise<PersonView> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/persons/', { method: 'POST', body: input, auth: false, schema: import.meta.env.DEV ? personViewSchema : undefined });
}
