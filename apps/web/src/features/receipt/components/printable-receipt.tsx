import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { toCents, valueReceivedStatement, type ReceiptView } from '@walkfund/domain';
import { formatDollars, formatLongDate } from '../../../lib/format.ts';
import './receipt.css';

/** The logo's box on the receipt: its size is set, so nothing moves when the image arrives. */
const LOGO_SIZE = 64;

/**
 * A receipt a donor can file (issue 23): the charity (logo, legal name, EIN, address), the date,
 * each item kept with what was received in return, the total, the deductible part, and the tax
 * statement. The same sheet for the donor's link and the admin's transaction.
 */
export function PrintableReceipt({ receipt }: { receipt: ReceiptView }) {
  const org = receipt.organization;
  const charity = org.legalName || receipt.eventTitle;
  const statement = valueReceivedStatement({ valueReceivedCents: toCents(receipt.valueReceived), deductibleCents: toCents(receipt.deductible) });
  return (
    <Paper withBorder p="lg" className="receipt-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="nowrap">
            {org.logo && <img src={org.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} />}
            <Stack gap={0}>
              <Text fw={700} size="lg">
                {charity}
              </Text>
              {org.ein && <Text size="sm">EIN {org.ein}</Text>}
              {org.mailingAddress && (
                <Text size="sm" className="receipt-address">
                  {org.mailingAddress}
                </Text>
              )}
              {org.contactEmail && <Text size="sm">{org.contactEmail}</Text>}
            </Stack>
          </Group>
          <Stack gap={0} align="flex-end">
            <Title order={1} size="h2">
              {receipt.updated ? 'Updated receipt' : 'Receipt'}
            </Title>
            <Text size="sm">No. {receipt.transactionId}</Text>
            <Text size="sm">{formatLongDate(receipt.date)}</Text>
          </Stack>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            Received from <strong>{receipt.donorName}</strong>
          </Text>
          <Text size="sm">
            {receipt.eventTitle} {receipt.eventYear} · Supporting {receipt.supporting}
          </Text>
        </Stack>
        <Table verticalSpacing="xs" aria-label="Receipt items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Value received</Table.Th>
              <Table.Th ta="right">Deductible</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.lines.map((line, index) => (
              <Table.Tr key={`${line.type}-${index}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{formatDollars(line.amount)}</Table.Td>
                <Table.Td ta="right">{formatDollars(line.valueReceived)}</Table.Td>
                <Table.Td ta="right">{formatDollars(line.deductible)}</Table.Td>
              </Table.Tr>
            ))}
            {receipt.shipping > 0 && (
              <Table.Tr>
                <Table.Td>Shipping</Table.Td>
                <Table.Td ta="right">{formatDollars(receipt.shipping)}</Table.Td>
                <Table.Td ta="right">{formatDollars(receipt.shipping)}</Table.Td>
                <Table.Td ta="right">{formatDollars(0)}</Table.Td>
              </Table.Tr>
            )}
            {receipt.feesCovered > 0 && (
              <Table.Tr>
                <Table.Td>Card fees covered</Table.Td>
                <Table.Td ta="right">{formatDollars(receipt.feesCovered)}</Table.Td>
                <Table.Td ta="right">{formatDollars(0)}</Table.Td>
                <Table.Td ta="right">{formatDollars(receipt.feesCovered)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatDollars(receipt.total)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatDollars(receipt.valueReceived)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatDollars(receipt.deductible)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {receipt.updated && <Text size="sm">Refunded: {formatDollars(receipt.refunded)}. The amounts above are what was kept.</Text>}
        <Divider />
        <Stack gap={4}>
          <Text fw={700}>Tax-deductible amount: {formatDollars(receipt.deductible)}</Text>
          <Text size="sm">{statement}</Text>
          <Text size="sm">{receipt.taxStatement}</Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
