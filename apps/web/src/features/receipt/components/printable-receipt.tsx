import { Anchor, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { MONTHLY_GIFT_RECEIPT_LINK_TEXT, MONTHLY_GIFT_RECEIPT_REPEATS, feesCoveredLabel, receiptMonthLine, toCents, valueReceivedStatement, type ReceiptView } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDollars, formatLongDate } from '../../../lib/format.ts';
import './receipt.css';

/** The logo's box on the receipt: its size is set, so nothing moves when the image arrives. */
const LOGO_SIZE = 64;

/** The amount columns: their headers, and the labels each amount carries when the rows stack on a phone (receipt.css). */
const AMOUNT_COLUMNS = ['Amount', 'Value received', 'Deductible'] as const;

interface ReceiptRowProps {
  label: string;
  amount: number;
  valueReceived: number;
  deductible: number;
  total?: boolean;
}

function ReceiptRow({ label, amount, valueReceived, deductible, total = false }: ReceiptRowProps) {
  const weight = total ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Td fw={weight}>{label}</Table.Td>
      {[amount, valueReceived, deductible].map((dollars, index) => (
        <Table.Td key={AMOUNT_COLUMNS[index]} ta="right" fw={weight} data-label={AMOUNT_COLUMNS[index]}>
          {formatDollars(dollars)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The first month's note (docs/features/monthly-gifts.md), "your giving page" linked to the donor's page. */
function MonthlyGiftRepeats() {
  const [before, after] = MONTHLY_GIFT_RECEIPT_REPEATS.split(MONTHLY_GIFT_RECEIPT_LINK_TEXT);
  return (
    <Text size="sm">
      {before}
      <Anchor component={Link} to={paths.myGiving} inherit>
        {MONTHLY_GIFT_RECEIPT_LINK_TEXT}
      </Anchor>
      {after}
    </Text>
  );
}

/**
 * A receipt a donor can file (docs/decisions/0012-receipts.md): the charity (logo, legal name, EIN, address), the date,
 * each item kept with what was received in return, the total, the deductible part, and the tax
 * statement. The same sheet for the donor's link and the admin's transaction.
 */
export function PrintableReceipt({ receipt }: { receipt: ReceiptView }) {
  const org = receipt.organization;
  const charity = org.legalName || receipt.eventTitle;
  const statement = valueReceivedStatement({ valueReceivedCents: toCents(receipt.valueReceived), deductibleCents: toCents(receipt.deductible) });
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} className="receipt-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="nowrap">
            {org.logo && <img src={org.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} />}
            <Stack gap={0} miw={0}>
              <Text fw={700} size="lg">
                {charity}
              </Text>
              {org.ein && <Text size="sm">EIN {org.ein}</Text>}
              {org.mailingAddress && (
                <Text size="sm" className="receipt-address">
                  {org.mailingAddress}
                </Text>
              )}
              {org.contactEmail && (
                <Text size="sm" className="receipt-email">
                  {org.contactEmail}
                </Text>
              )}
            </Stack>
          </Group>
          <Stack gap={0} className="receipt-title">
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
          {/* docs/features/monthly-gifts.md: "Monthly gift: December 2026". */}
          {receipt.monthlyGift && <Text size="sm">{receiptMonthLine(receipt.monthlyGift)}</Text>}
          {/* docs/features/payment-methods.md: how it was paid. */}
          {receipt.paymentMethod && <Text size="sm">Paid with {receipt.paymentMethod}</Text>}
          {/* docs/features/tributes.md */}
          {receipt.tribute && <Text size="sm">Given {receipt.tribute.charAt(0).toLowerCase() + receipt.tribute.slice(1)}</Text>}
        </Stack>
        {/* Not again on an updated receipt, which replaces one that said so. */}
        {receipt.monthlyGift?.first && !receipt.updated && <MonthlyGiftRepeats />}
        <Table verticalSpacing="xs" aria-label="Receipt items" className="receipt-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              {AMOUNT_COLUMNS.map((column) => (
                <Table.Th key={column} ta="right">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.lines.map((line, index) => (
              <ReceiptRow key={`${line.type}-${index}`} label={line.label} amount={line.amount} valueReceived={line.valueReceived} deductible={line.deductible} />
            ))}
            {receipt.shipping > 0 && <ReceiptRow label="Shipping" amount={receipt.shipping} valueReceived={receipt.shipping} deductible={0} />}
            {receipt.feesCovered > 0 && <ReceiptRow label={receipt.feesCoveredLabel ?? feesCoveredLabel(null)} amount={receipt.feesCovered} valueReceived={0} deductible={receipt.feesCovered} />}
            <ReceiptRow label="Total" amount={receipt.total} valueReceived={receipt.valueReceived} deductible={receipt.deductible} total />
          </Table.Tbody>
        </Table>
        {receipt.updated && <Text size="sm">Refunded: {formatDollars(receipt.refunded)}. The amounts above are what was kept.</Text>}
        <Divider />
        <Stack gap={4}>
          <Text fw={700}>Tax-deductible amount: {formatDollars(receipt.deductible)}</Text>
          <Text size="sm">{statement}</Text>
          <Text size="sm">{receipt.taxStatement}</Text>
        </Stack>
        {/* A sponsor's match (docs/features/sponsor-matches.md): the sponsor's gift, apart from the donor's payment and deduction. */}
        {receipt.matches.some((m) => m.amount > 0) && (
          <Stack gap={4} aria-label="Sponsor matches">
            {receipt.matches
              .filter((m) => m.amount > 0)
              .map((m, index) => (
                <Text key={index} size="sm">
                  {m.label}: {formatDollars(m.amount)} more for the cause. This is the sponsor's gift: it is not part of your payment or your deductible amount.
                </Text>
              ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
