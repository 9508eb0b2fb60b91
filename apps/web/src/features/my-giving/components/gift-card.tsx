import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDollars, receiptPath, type DonorGift } from '@walkfund/domain';
import { Link } from 'react-router';
import { formatLongDate } from '../../../lib/format.ts';

const REFUND_LABELS: Record<DonorGift['refundState'], string | null> = { none: null, partial: 'Partly refunded', full: 'Refunded' };

/** One gift on the donor's page: when, for whom, what was paid and what is deductible, and its receipt. */
export function GiftCard({ gift, onDownload, downloading }: { gift: DonorGift; onDownload: () => void; downloading: boolean }) {
  const refund = REFUND_LABELS[gift.refundState];
  const titleId = `gift-${gift.transactionId}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} id={titleId}>
            {formatLongDate(gift.date)}
          </Text>
          {refund && (
            <Badge color={gift.refundState === 'full' ? 'red' : 'orange'} variant="light">
              {refund}
            </Badge>
          )}
        </Group>
        <Text>
          {gift.supporting}
          {gift.walker ? `, for ${gift.walker}` : ''}
        </Text>
        <Text size="sm" c="gray.7">
          {gift.eventTitle}
        </Text>
        <Group gap="lg">
          <Text size="sm">
            Paid <strong>{formatDollars(gift.amount)}</strong>
          </Text>
          <Text size="sm">
            Tax-deductible <strong>{formatDollars(gift.deductible)}</strong>
          </Text>
          {gift.refunded > 0 && <Text size="sm">Refunded {formatDollars(gift.refunded)}</Text>}
        </Group>
        <Group gap="xs">
          <Button component={Link} to={receiptPath(gift.receiptToken)} variant="light" size="xs" aria-label={`Open the receipt of ${formatLongDate(gift.date)}`}>
            Open receipt
          </Button>
          <Button variant="default" size="xs" onClick={onDownload} loading={downloading} aria-label={`Download the receipt of ${formatLongDate(gift.date)} (PDF)`}>
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
