import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface ConstantContactConnection {
  configured: boolean;
  connected: boolean;
  connectedAt?: string;
}

/**
 * POST /v1/constantcontact/connect?code=&state= (admin): the code and state Constant Contact sent
 * back; the server checks the state it handed out and exchanges the code for tokens.
 */
export function connectConstantContact(args: { code: string; state: string }): Promise<ConstantContactConnection> {
  return apiFetch<ConstantContactConnection>('/constantcontact/connect', { method: 'POST', query: args });
}

export function useConnectConstantContact() {
  return useMutation({ mutationFn: connectConstantContact });
}
