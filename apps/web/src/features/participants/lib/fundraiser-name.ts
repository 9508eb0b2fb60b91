import type { FundraiserRef } from '@walkfund/domain';

/** "First Last" of the walker a gift is credited to, "" when none. */
export function fundraiserName(fundraiser: FundraiserRef | null): string {
  return fundraiser ? `${fundraiser.firstName} ${fundraiser.lastName}` : '';
}
