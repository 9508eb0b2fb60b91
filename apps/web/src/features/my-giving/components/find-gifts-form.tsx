import { Stack } from '@mantine/core';
import { donorLinkRequestSchema } from '@walkfund/domain';
import { EmailLinkForm } from '../../../components/forms/email-link-form.tsx';
import { useRequestDonorLink } from '../api/request-donor-link.ts';

/**
 * "Find my gifts": the donor types the email they gave with and gets a single-use link. The answer
 * is the same whether or not the email gave (docs/features/my-giving.md).
 */
export function FindGiftsForm() {
  const request = useRequestDonorLink();
  return (
    <Stack gap="md">
      <EmailLinkForm schema={donorLinkRequestSchema} request={request} formLabel="Find my gifts" emailLabel="Email you gave with" submitLabel="Email me a link" />
    </Stack>
  );
}
