import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { UI_MESSAGES, paymentMethodLabel, returnPath, type TransactionDetail, type TributeView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDollars } from '../../../lib/format.ts';
import { useTransaction } from '../api/get-transaction.ts';
import { ChangeFundraiserModal } from '../components/change-fundraiser-modal.tsx';
import { ChangeSupportModal } from '../components/change-support-modal.tsx';
import { LineItemsTable } from '../components/line-items-table.tsx';
import { RefundModal } from '../components/refund-modal.tsx';
import { RefundsTable } from '../components/refunds-table.tsx';
import { TransactionHistory } from '../components/transaction-history.tsx';
import { fundraiserName } from '../lib/fundraiser-name.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="transaction">
      {children}
    </SectionCard>
  );
}

/** Label and value rows. */
function Facts({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Table variant="vertical" withTableBorder={false} aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={160}>{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "In memory of Grandpa Joe; e-card to Rosa Relative (rosa@example.com), amount shown; not on the supporters list". */
function tributeFact(tribute: TributeView): string {
  const parts = [tribute.text];
  if (tribute.notifyName) parts.push(`e-card to ${tribute.notifyName} (${tribute.notifyEmail ?? ''}), amount ${tribute.showAmount ? 'shown' : 'not shown'}`);
  if (!tribute.showOnWall) parts.push('not on the supporters list');
  return parts.join('; ');
}

function Details({ t }: { t: TransactionDetail }) {
  const payment = t.offline ? UI_MESSAGES.offline : (t.externalTransactionId ?? UI_MESSAGES.offline);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Section title="Details">
        <Facts
          label="Transaction details"
          rows={[
            ['Transaction', `#${t.id}`],
            ['Date', formatDate(t.createdAt)],
            ['Supporting', t.supportingType === 'team' ? `Team: ${t.team?.name ?? ''}` : 'Event'],
            ...(t.fundraiser ? [['Credited to', fundraiserName(t.fundraiser)] as [string, ReactNode]] : []),
            ...(t.message ? [['Donor message', t.messageHidden ? `${t.message} (hidden from the pages)` : t.message] as [string, ReactNode]] : []),
            // docs/features/tributes.md: the tribute, and whom the donor asked us to tell.
            ...(t.tribute ? [['Tribute', tributeFact(t.tribute)] as [string, ReactNode]] : []),
            ['Event city', t.eventCity ?? ''],
            ['Event year', t.eventYear],
            ['Contact', `${t.contactFirstName} ${t.contactLastName}`],
            ['Email', t.contactEmail],
            ['Payment', payment],
            // docs/features/payment-methods.md: an offline payment keeps "card" in its column, so it names no method.
            ...(t.offline ? [] : [['Method', paymentMethodLabel(t.paymentMethod)] as [string, ReactNode]]),
            ...(t.offlineReference ? [['Check number or reference', t.offlineReference] as [string, ReactNode]] : []),
            ...(t.recordedBy ? [['Recorded by', t.recordedBy.email ?? `User ${t.recordedBy.id}`] as [string, ReactNode]] : []),
            ['Shipped', t.shippingAddress || t.lineItems.some((i) => i.shippingAddress) ? (t.hasShipped ? 'Shipped' : 'Not Shipped') : 'Nothing to ship'],
          ]}
        />
      </Section>
      <Section title="Totals">
        <Facts
          label="Transaction totals"
          rows={[
            ['Amount', formatDollars(t.totalAmount)],
            ['Shipping', formatDollars(t.shippingFee)],
            ['Fees paid', formatDollars(t.feesCovered)],
            ['Charged', formatDollars(t.totalCharged)],
            ['Refunded', t.refunded > 0 ? <Text c="red" size="sm">{formatDollars(-t.refunded)}</Text> : formatDollars(0)],
            ['Net', formatDollars(t.totalCharged - t.refunded)],
          ]}
        />
      </Section>
    </SimpleGrid>
  );
}

/**
 * /transactions/{id} (docs/spec/back-office.md §2): details, line items, refunds and history, with All
 * Transactions, Return to All {returnName} (from ?returnTo=&returnName=), Invoice, Change
 * Support, Change credited walker (a team's donation, docs/decisions/0008-fundraiser-credit.md), View Team, View Person and Refund.
 */
export function TransactionPage() {
  const { id = '' } = useParams();
  const transactionId = Number(id);
  const [params] = useSearchParams();
  const transaction = useTransaction(transactionId);
  const [supportOpen, setSupportOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [fundraiserOpen, setFundraiserOpen] = useState(false);
  const back = returnPath(params.get('returnTo'));
  const returnName = params.get('returnName');

  const buttons = (
    <Group gap="xs">
      <Button component={Link} to={paths.transactions} variant="default">
        All Transactions
      </Button>
      {back && returnName && (
        <Button component={Link} to={back} variant="default">
          Return to All {returnName}
        </Button>
      )}
    </Group>
  );

  if (transaction.isError) {
    const missing = transaction.error instanceof ApiError && transaction.error.status === 404;
    return (
      <Stack gap="md">
        {buttons}
        <Alert color="red" title="Error" role="alert">
          {missing ? 'This transaction does not exist.' : errorMessage(transaction.error)}
        </Alert>
      </Stack>
    );
  }
  if (!transaction.data) {
    return (
      <Stack gap="md">
        {buttons}
        <Center py="xl">
          <Loader aria-label="Loading transaction" />
        </Center>
      </Stack>
    );
  }
  const t = transaction.data;
  // A walker can be credited only with a team's donation (docs/decisions/0008-fundraiser-credit.md).
  const creditTeam = t.supportingType === 'team' && t.team && t.lineItems.some((item) => item.type === 'donation') ? t.team : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Transaction #{t.id}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t.supportingType === 'team' ? 'Team' : 'Event'}</Badge>
            {t.offline && (
              <Badge color="gray" variant="light">
                {UI_MESSAGES.offline}
              </Badge>
            )}
            {t.refunded > 0 && (
              <Badge color="red" variant="light">
                {t.refundable > 0 ? 'Partly refunded' : 'Refunded'}
              </Badge>
            )}
          </Group>
        </Stack>
        {buttons}
      </Group>
      <Group gap="xs">
        <Button component={Link} to={paths.invoice(t.id)} variant="light">
          Invoice
        </Button>
        <Button component={Link} to={paths.transactionReceipt(t.id)} variant="light">
          Receipt
        </Button>
        <Button variant="light" onClick={() => setSupportOpen(true)}>
          Change Support
        </Button>
        {creditTeam && (
          <Button variant="light" onClick={() => setFundraiserOpen(true)}>
            Change credited walker
          </Button>
        )}
        {t.team && (
          <Button component={Link} to={paths.team(t.team.id)} variant="light">
            View Team
          </Button>
        )}
        {t.donatorPerson && (
          <Button component={Link} to={paths.participant(t.donatorPerson.id)} variant="light">
            View Person
          </Button>
        )}
        {!t.offline && t.refundable > 0 && (
          <Button color="red" variant="light" onClick={() => setRefundOpen(true)}>
            Refund
          </Button>
        )}
      </Group>
      <Details t={t} />
      <Section title="Line Items">
        <LineItemsTable items={t.lineItems} refunds={t.refunds} />
      </Section>
      <Section title="Refunds">
        <RefundsTable refunds={t.refunds} />
      </Section>
      <Section title="History">
        <TransactionHistory history={t.history} />
      </Section>
      {supportOpen && <ChangeSupportModal transaction={t} opened onClose={() => setSupportOpen(false)} />}
      {refundOpen && <RefundModal transaction={t} opened onClose={() => setRefundOpen(false)} />}
      {fundraiserOpen && creditTeam && <ChangeFundraiserModal transaction={t} teamId={creditTeam.id} opened onClose={() => setFundraiserOpen(false)} />}
    </Stack>
  );
}
