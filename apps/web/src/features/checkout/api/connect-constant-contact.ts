import { useMutation } from '@tanstack/react-query';
import { constantContactStatusSchema, type ConstantContactStatus } from '@walkfund/domain';
import { apiFetch } from '../../../lib/api-client.ts';

export type ConstantContactConnection = ConstantContactStatus;

/**
 * POST /v1/constantcontact/connect?code=&state= (admin): the code and state Constant Contact sent
 * back; the server checks the state it handed out and exchanges the code for tokens.
 */
export function connectConstantContact(args: { code: string; state: string }): Promise<ConstantContactConnection> {
  // The schema in development only: a visitor's page carries no zod (lib/api-client.ts).
  return apiFetch('/constantcontact/connect', { method: 'POST', query: args, schema: import.meta.env.DEV ? constantContactStatusSchema : undefined });
}

export function useConnectConstantContact() {
  return useMutation({ mutationFn: connectConstantContact });
}
