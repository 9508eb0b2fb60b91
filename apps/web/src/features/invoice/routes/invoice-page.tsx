import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  TOASTS, UI_MESSAGES, charityIdentityLine, describeLineItem, feesCoveredLabel, formatCents, paymentMethodLabel, transactionReceiptAmounts, valueReceivedStatement, type Organization,
  type TransactionDetail,
} from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDollars, formatLongDate } from '../../../lib/format.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { useUpdateShipped } from '../api/update-shipped.ts';
import { ShippingLabels } from '../components/shipping-labels.tsx';
import { shippingLabels } from '../lib/invoice.ts';
import '../components/invoice.css';

/** Prints the invoice, or (label) only the shipping labels: the print stylesheet reads html[data-print]. */
function printPage(mode: 'invoice' | 'label') {
  const root = document.documentElement;
  if (mode === 'label') root.dataset.print = 'label';
  else delete root.dataset.print;
  window.print();
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function ShippedSwitch({ t }: { t: TransactionDetail }) {
  const update = useUpdateShipped(t.id);
  const toggle = async (hasShipped: boolean) => {
    try {
      await update.mutateAsync(hasShipped);
      notifyToast(TOASTS.invoiceUpdated);
    } catch {
      notifyToast(TOASTS.invoiceUpdateFailed);
    }
  };
  return (
    <Switch
      label={t.hasShipped ? 'Shipped' : 'Not Shipped'}
      checked={t.hasShipped}
      disabled={update.isPending}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}

function InvoiceSheet({ t, title, organization }: { t: TransactionDetail; title: string; organization: Organization | undefined }) {
  const billing = t.billingContact;
  const labels = shippingLabels(t);
  // The charity and the deductible part, net of refunds, as the receipt states them (docs/decisions/0012-receipts.md).
  const charity = organization ? charityIdentityLine(organization) : '';
  const receipt = transactionReceiptAmounts(t, t.refunds);
  return (
    <Paper withBorder p="lg" className="invoice-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {t.offline ? 'Receipt' : 'Invoice'}
            </Title>
            <Text c="dimmed">{title}</Text>
            {charity && <Text size="sm">{charity}</Text>}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>#{t.id}</Text>
            <Text size="sm">{formatLongDate(t.createdAt)}</Text>
            <Text size="sm">{t.offline ? UI_MESSAGES.offline : t.externalTransactionId}</Text>
            {/* docs/features/payment-methods.md */}
            {!t.offline && <Text size="sm">Paid with {paymentMethodLabel(t.paymentMethod)}</Text>}
            {t.offlineReference && <Text size="sm">Reference: {t.offlineReference}</Text>}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Block title="Billing">
            <Text fw={500}>
              {t.contactFirstName} {t.contactLastName}
            </Text>
            <Text size="sm">{t.contactEmail}</Text>
            {t.donatorPerson?.phone && <Text size="sm">{t.donatorPerson.phone}</Text>}
            {billing && (
              <>
                {billing.name_on_card && <Text size="sm">Name on card: {billing.name_on_card}</Text>}
                <Text size="sm">{billing.billing_address}</Text>
                <Text size="sm">
                  {billing.billing_city}, {billing.billing_state} {billing.billing_zip}
                </Text>
              </>
            )}
          </Block>
          <Block title="Ship to">
            {labels.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing to ship.
              </Text>
            ) : (
              labels.map((label, index) => (
                <Stack gap={0} key={`${label.name}-${index}`}>
                  <Text fw={500}>{label.name}</Text>
                  <Text size="sm">{label.address.address}</Text>
                  <Text size="sm">
                    {label.address.city}, {label.address.state} {label.address.zipcode}
                  </Text>
                </Stack>
              ))
            )}
          </Block>
        </SimpleGrid>
        <Block title="Supporting">
          <Text size="sm">
            {t.supportingType === 'team' ? `Team ${t.team?.name ?? ''}` : 'Event'} · {t.eventCity} {t.eventYear}
          </Text>
          {t.fundraiser && (
            <Text size="sm">
              Credited to {t.fundraiser.firstName} {t.fundraiser.lastName}
            </Text>
          )}
        </Block>
        <Table verticalSpacing="xs" aria-label="Invoice line items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {t.lineItems.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{describeLineItem(item, 'invoice')}</Table.Td>
                <Table.Td ta="right">{formatDollars(item.amount)}</Table.Td>
              </Table.Tr>
            ))}
            {t.shippingFee > 0 && (
              <Table.Tr>
                <Table.Td>Shipping</Table.Td>
                <Table.Td ta="right">{formatDollars(t.shippingFee)}</Table.Td>
              </Table.Tr>
            )}
            {t.feesCovered > 0 && (
              <Table.Tr>
                <Table.Td>{feesCoveredLabel(t.paymentMethod?.type)}</Table.Td>
                <Table.Td ta="right">{formatDollars(t.feesCovered)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatDollars(t.totalCharged)}
              </Table.Td>
            </Table.Tr>
            {t.refunds
              .filter((r) => r.status === 'succeeded')
              .map((refund) => (
                <Table.Tr key={`refund-${refund.id}`}>
                  <Table.Td>
                    Refund {formatLongDate(refund.completedAt ?? refund.createdAt)}: {refund.reason}
                  </Table.Td>
                  <Table.Td ta="right">{formatDollars(-refund.amount)}</Table.Td>
                </Table.Tr>
              ))}
            {t.refunded > 0 && (
              <Table.Tr>
                <Table.Td fw={700}>Total after refunds</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatDollars(t.totalCharged - t.refunded)}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Stack gap={2}>
          <Text fw={700}>Tax-deductible amount: {formatCents(receipt.deductibleCents)}</Text>
          <Text size="sm">{valueReceivedStatement(receipt)}</Text>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /invoice/{id} (docs/spec/back-office.md §2, Invoice): Back and Print, the Shipped/Not Shipped switch (only
 * when something ships; saved at once), billing, ship-to, line items, total, and the printable
 * shipping labels (Print Label prints only them, one per page).
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const transactionId = Number(id);
  const invoice = useInvoice(transactionId);
  const settings = useEventSettings();
  const navigate = useNavigate();
  const location = useLocation();

  // Leaving the page (or finishing a label print) returns printing to the invoice.
  useEffect(() => {
    const reset = () => delete document.documentElement.dataset.print;
    window.addEventListener('afterprint', reset);
    return () => {
      window.removeEventListener('afterprint', reset);
      reset();
    };
  }, []);

  // Back to wherever the invoice was opened from (a grid's Ship link, the transaction), else the transaction.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.transaction(transactionId)));

  if (invoice.isError) {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <Stack gap="md">
        <Group className="invoice-actions">
          <Button variant="default" onClick={back}>
            Back
          </Button>
        </Group>
        <Alert color="red" title="Error" role="alert">
          {missing ? 'This transaction does not exist.' : errorMessage(invoice.error)}
        </Alert>
      </Stack>
    );
  }
  if (!invoice.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading invoice" />
      </Center>
    );
  }
  const t = invoice.data;
  const labels = shippingLabels(t);
  const title = settings.data ? `${settings.data.appYear} ${settings.data.appState} ${settings.data.appTitle}` : '';
  return (
    <Stack gap="md" className="invoice-print-root">
      <Group justify="space-between" className="invoice-actions">
        <Group gap="xs">
          <Button variant="default" onClick={back}>
            Back
          </Button>
          <Button onClick={() => printPage('invoice')}>Print</Button>
          {labels.length > 0 && (
            <Button variant="light" onClick={() => printPage('label')}>
              Print {labels.length === 1 ? 'Label' : 'Labels'}
            </Button>
          )}
        </Group>
        {labels.length > 0 && <ShippedSwitch t={t} />}
      </Group>
      <InvoiceSheet t={t} title={title} organization={settings.data?.organization} />
      {labels.length > 0 && (
        <>
          <Divider className="invoice-actions" />
          <ShippingLabels labels={labels} from={title || 'Walkfund'} />
        </>
      )}
    </Stack>
  );
}
