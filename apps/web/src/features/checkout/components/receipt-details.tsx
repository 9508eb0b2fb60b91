import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { describeLineItem, feesCoveredLabel, formatCents, isDonorPaid, paymentMethodLabel, receiptPath, toCents, type TransactionView } from '@walkfund/domain';
import { Link } from 'react-router';
import { formatAddress, type Receipt, MembersList } from '../../public-flow/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { AmountRow } from '../../../components/public/amount-row.tsx';
import { CharityIdentity } from './charity-identity.tsx';
import { TributeSummary } from './tribute-summary.tsx';
import { SummaryCard } from '../../../components/public/summary-card.tsx';

/** The summary of a finished checkout or join: the thank-you page and the constant-contact page show it. */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  return receipt.kind === 'payment' ? <PaymentDetails t={receipt.transaction} monthly={Boolean(receipt.monthlyLine)} /> : <JoinDetails receipt={receipt} />;
}

function PaymentDetails({ t, monthly }: { t: TransactionView; monthly: boolean }) {
  const contact = t.donatorPerson ?? { firstName: t.contactFirstName, lastName: t.contactLastName, email: t.contactEmail, phone: null };
  const billing = t.billingContact;
  return (
    <>
      <SummaryCard title="Contact">
        <Text fw={500}>{fullName(contact)}</Text>
        <Text size="sm">{contact.email}</Text>
        {contact.phone && <Text size="sm">{contact.phone}</Text>}
      </SummaryCard>
      {billing && (
        <SummaryCard title="Billing">
          <Text size="sm">{billing.name_on_card}</Text>
          <Text size="sm">
            {billing.billing_address}, {billing.billing_city}, {billing.billing_state} {billing.billing_zip}
          </Text>
        </SummaryCard>
      )}
      <SummaryCard title="Supporting">
        <Text>{t.team ? t.team.name : `${t.eventCity ?? ''} event`}</Text>
      </SummaryCard>
      {t.tribute && <TributeSummary tribute={t.tribute} />}
      <SummaryCard title="Items">
        <Stack gap={6}>
          {t.lineItems
            .filter((item) => isDonorPaid(item.type))
            .map((item) => (
              <AmountRow key={item.id} label={describeLineItem(item, 'thank-you')} cents={toCents(item.amount)} />
            ))}
          {t.shippingFee > 0 && <AmountRow label="Shipping" cents={toCents(t.shippingFee)} />}
          {t.feesCovered > 0 && <AmountRow label={feesCoveredLabel(t.paymentMethod?.type)} cents={toCents(t.feesCovered)} />}
          <Divider />
          <AmountRow label="Total" cents={toCents(t.totalCharged)} strong />
          {/* docs/features/monthly-gifts.md */}
          {monthly && <Text size="sm">This is the first month of your monthly gift. Each month&apos;s gift has its own receipt.</Text>}
          {/* The sponsor's match (docs/features/sponsor-matches.md): not part of what was charged. */}
          {t.lineItems
            .filter((item) => !isDonorPaid(item.type) && item.amount > 0)
            .map((item) => (
              <Text key={item.id} size="sm" c="green.8" fw={600}>
                {describeLineItem(item, 'thank-you')}: {formatCents(toCents(item.amount))} more for the cause, the sponsor&apos;s gift.
              </Text>
            ))}
        </Stack>
        {t.shippingAddress && <Text size="sm">Shipping to: {formatAddress(t.shippingAddress)}</Text>}
        {/* docs/features/payment-methods.md; a receipt stored before methods were kept has none. */}
        {!t.offline && t.paymentMethod && <Text size="sm">Paid with {paymentMethodLabel(t.paymentMethod)}</Text>}
        <Text size="sm" c="dimmed">
          Transaction ID: {t.id}
        </Text>
        <CharityIdentity />
        {/* Older stored receipts (from before docs/decisions/0012-receipts.md) have no token. */}
        {t.receiptToken && (
          <Anchor component={Link} to={receiptPath(t.receiptToken)} size="sm" fw={500}>
            Print your receipt
          </Anchor>
        )}
      </SummaryCard>
      {t.teamMembers.length > 0 && (
        <SummaryCard title="New Team Members">
          <MembersList members={t.teamMembers} />
        </SummaryCard>
      )}
    </>
  );
}

function JoinDetails({ receipt }: { receipt: Extract<Receipt, { kind: 'join' }> }) {
  return (
    <>
      <SummaryCard title="Contact">
        <Text fw={500}>{fullName(receipt.contact)}</Text>
        <Text size="sm">{receipt.contact.email}</Text>
        <Text size="sm">{receipt.contact.phone}</Text>
      </SummaryCard>
      <SummaryCard title="Supporting">
        <Text>{receipt.team.name}</Text>
      </SummaryCard>
      {receipt.members.length > 0 && (
        <SummaryCard title="New Team Members">
          <MembersList members={receipt.members} />
        </SummaryCard>
      )}
    </>
  );
}
