import { Text } from '@mantine/core';
import { formatEin } from '@walkfund/domain';
import { useEventSettings } from '../../settings/index.ts';

/**
 * Who the donor pays (docs/decisions/0012-receipts.md): the charity's legal name and EIN, as the receipt states them.
 * Nothing when the admin has not named the organization yet.
 */
export function CharityIdentity() {
  const organization = useEventSettings().data?.organization;
  const legalName = organization?.legalName.trim();
  if (!organization || !legalName) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="charity-identity">
      Receipts are issued by <strong>{legalName}</strong>
      {organization.ein ? ` (EIN ${formatEin(organization.ein)})` : ''}, a tax-exempt nonprofit.
    </Text>
  );
}
