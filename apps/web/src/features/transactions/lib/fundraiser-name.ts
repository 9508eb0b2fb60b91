import type { FundraiserRef } from '@walkfund/domain';

/** "First Last" of the walker a gift is credited to. */
export function fundraiserName(fundraiser: Pick<FundraiserRef, 'firstName' | 'lastName'>): string {
  return `${fundraiser.firstName} ${fundraiser.lastName}`;
}
