import { useEffect, useRef, useState } from 'react';
import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { shirtSizeName, toCents, type TransactionLineItemView, type TransactionView } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { isExternalHref, useHomeHref } from '../../../app/layouts/home-link.tsx';
import { useEventSettings } from '../../settings/api/get-event-settings.ts';
import { AmountRow } from '../components/amount-row.tsx';
import { MembersList } from '../components/members-list.tsx';
import { PublicPage } from '../components/public-page.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { formatAddress } from '../lib/address.ts';
import { fullName } from '../lib/person.ts';
import { clearPublicFlow } from '../stores/clear-public-flow.ts';
import { useTransactionStore, type Receipt } from '../stores/transaction-store.ts';

function lineLabel(item: TransactionLineItemView): string {
  if (item.type === 'donation') return 'Donation';
  if (item.type === 'tshirt' && item.productDetails) {
    const d = item.productDetails;
    return `${d.name} (${shirtSizeName(d.size)}) × ${d.unitCount}`;
  }
  if (item.runnerDetails) return `5k registration: ${fullName(item.runnerDetails)} (${item.runnerDetails.runType})`;
  return item.type;
}

function PaymentDetails({ t }: { t: TransactionView }) {
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
      <SummaryCard title="Items">
        <Stack gap={6}>
          {t.lineItems.map((item) => (
            <AmountRow key={item.id} label={lineLabel(item)} cents={toCents(item.amount)} />
          ))}
          {t.shippingFee > 0 && <AmountRow label="Shipping" cents={toCents(t.shippingFee)} />}
          {t.feesCovered > 0 && <AmountRow label="Card fees covered" cents={toCents(t.feesCovered)} />}
          <Divider />
          <AmountRow label="Total" cents={toCents(t.totalCharged)} strong />
        </Stack>
        {t.shippingAddress && <Text size="sm">Shipping to: {formatAddress(t.shippingAddress)}</Text>}
        <Text size="sm" c="dimmed">
          Transaction ID: {t.id}
        </Text>
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

function shareUrl(receipt: Receipt): string {
  const slug = receipt.kind === 'payment' ? receipt.transaction.team?.slug : receipt.team.slug;
  return `${window.location.origin}${slug ? paths.team(slug) : paths.frontend('donate')}`;
}

/**
 * /frontend/thank-you: the receipt, a share button and Back to Home. On arrival every cart is
 * cleared; the receipt itself stays until the page is left, so a reload shows it again and
 * submits nothing.
 */
export function ThankYouPage() {
  const settings = useEventSettings().data;
  // Read once: the receipt outlives the clearing below for as long as this page is shown.
  const [receipt] = useState(() => useTransactionStore.getState().receipt);
  // Forgetting the receipt waits a tick, so StrictMode's mount-unmount-mount keeps it.
  const pendingForget = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(pendingForget.current);
    clearPublicFlow();
    return () => {
      pendingForget.current = window.setTimeout(() => useTransactionStore.getState().clearReceipt(), 0);
    };
  }, []);

  const home = useHomeHref();
  const homeLink = isExternalHref(home) ? (
    <Anchor href={home}>Back to Home</Anchor>
  ) : (
    <Anchor component={Link} to={home}>
      Back to Home
    </Anchor>
  );
  const title = settings ? `${settings.appYear} ${settings.appTitle}` : 'Autism awareness walk';

  return (
    <PublicPage title="Thank You!" description={receipt ? 'Your support makes a difference for Oklahoma families.' : undefined}>
      {receipt?.kind === 'payment' && <PaymentDetails t={receipt.transaction} />}
      {receipt?.kind === 'join' && <JoinDetails receipt={receipt} />}
      {!receipt && <Text c="dimmed">There is no recent transaction to show.</Text>}
      <Group justify="space-between">
        {receipt && <ShareButton url={shareUrl(receipt)} title={title} text={`I just supported the ${title}. Join me!`} />}
        {homeLink}
      </Group>
    </PublicPage>
  );
}
