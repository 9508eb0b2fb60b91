import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { BANK_MESSAGES, PAYMENT_METHODS, formatCents } from '@walkfund/domain';
import type { PendingGift } from '../../public-flow/index.ts';

/**
 * The thank-you page for a payment that settles later (docs/features/payment-methods.md): the
 * transfer is on its way; nothing is counted, and no receipt sent, until it clears.
 */
export function PendingGiftOutcome({ gift }: { gift: PendingGift }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="pending-gift-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pending-gift-heading">
          {`${PAYMENT_METHODS[gift.method].label} of ${formatCents(gift.amountCents)} started`}
        </Title>
        <Alert color="blue" variant="light" role="status">
          {BANK_MESSAGES.pending}
        </Alert>
        {gift.supports && <Text>{`It supports ${gift.supports}.`}</Text>}
        <Text size="sm">{`We will email your receipt to ${gift.email} once it clears. If your bank declines it, we will let you know.`}</Text>
      </Stack>
    </Card>
  );
}
