import { DEFAULT_STATE, type Address } from '@walkfund/domain';

/** An address as a form edits it (the domain addressSchema validates it). */
export type AddressDraft = Address;

export const EMPTY_ADDRESS: AddressDraft = { address: '', city: '', state: DEFAULT_STATE, zipcode: '' };

/** "1 Main St, Tulsa, OK 74103" */
export function formatAddress(a: Partial<Address> | null | undefined): string {
  if (!a?.address) return '';
  return `${a.address}, ${a.city ?? ''}, ${a.state ?? ''} ${a.zipcode ?? ''}`.trim();
}
