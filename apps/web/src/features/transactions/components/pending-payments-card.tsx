import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { centsToDollars, toCents } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDollars } from '../../../lib/format.ts';
import { usePendingPayments } from '../api/get-pending-payments.ts';

/** The most pending transfers whose amounts the card adds up (one page of the API). */
const SUMMED_LIMIT = 500;

/** The admin home's "Bank transfers" (docs/features/payment-methods.md): how many are pending and for how much, and how many failed. */
export function PendingPaymentsCard() {
  const pending = usePendingPayments({ status: 'pending', page: 1, limit: SUMMED_LIMIT });
  const failed = usePendingPayments({ status: 'failed', page: 1, limit: 1 });
  if (!pending.data || !failed.data) return null;
  const pendingCents = pending.data.results.reduce((sum, p) => sum + toCents(p.amount), 0);
  return (
    <SectionCard title="Bank transfers" idPrefix="admin-home">
      <Group justify="space-between">
        <Text size="sm">
          {pending.data.totalResults} pending ({formatDollars(centsToDollars(pendingCents))}), not counted until they clear · {failed.data.totalResults} failed
        </Text>
        <Anchor component={Link} to={`${paths.transactions}#pending`} size="sm">
          See them
        </Anchor>
      </Group>
    </SectionCard>
  );
}
