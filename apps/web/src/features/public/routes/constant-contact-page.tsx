import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Divider, Loader, Stack, Text } from '@mantine/core';
import { toCents } from '@walkfund/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../session/session-store.ts';
import { useConnectConstantContact } from '../api/connect-constant-contact.ts';
import { AmountRow } from '../components/amount-row.tsx';
import { MembersList } from '../components/members-list.tsx';
import { PublicPage } from '../components/public-page.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { fullName } from '../lib/person.ts';
import { useTransactionStore, type Receipt } from '../stores/transaction-store.ts';

/** Where the admin lands once connected: the Constant Contact panel of /config. */
const CONSTANT_CONTACT_SETTINGS = `${paths.config}/constant-contact`;

const settingsLink = (
  <Anchor component={Link} to={CONSTANT_CONTACT_SETTINGS}>
    Back to Constant Contact settings
  </Anchor>
);

/**
 * Constant Contact sends the admin back here with ?code=&state= (or ?error=): the code and state
 * go to the server, then on to /config. Nothing is sent without an admin session.
 */
function ConnectCallback({ code, state, providerError }: { code: string | null; state: string | null; providerError: string | null }) {
  const { session, isAdmin } = useSession();
  const navigate = useNavigate();
  const connect = useConnectConstantContact();
  // Sent once, even under StrictMode's double effects: a state is single-use.
  const sent = useRef(false);
  const ready = Boolean(isAdmin && code && state && !providerError);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    connect.mutate(
      { code: code!, state: state! },
      {
        onSuccess: () => {
          notifySuccess('Success', 'Constant Contact is connected.');
          void navigate(CONSTANT_CONTACT_SETTINGS, { replace: true });
        },
      },
    );
  }, [ready, code, state, connect, navigate]);

  let body;
  if (!session) {
    body = (
      <Alert color="yellow" title="Sign in required">
        <Stack gap="xs">
          <Text size="sm">You are not signed in. Sign in as an administrator, then connect Constant Contact again from the configuration page.</Text>
          <Anchor component={Link} to={paths.login}>
            Go to login
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (!isAdmin) {
    body = <Alert color="red" title="Error">Only an administrator can connect Constant Contact.</Alert>;
  } else if (providerError) {
    body = (
      <Alert color="red" title="Error">
        <Stack gap="xs">
          <Text size="sm">Constant Contact did not authorize the connection ({providerError}).</Text>
          {settingsLink}
        </Stack>
      </Alert>
    );
  } else if (!code || !state) {
    body = (
      <Alert color="red" title="Error">
        <Stack gap="xs">
          <Text size="sm">The answer from Constant Contact is incomplete. Please connect again.</Text>
          {settingsLink}
        </Stack>
      </Alert>
    );
  } else if (connect.isError) {
    body = (
      <Alert color="red" title="Error">
        <Stack gap="xs">
          <Text size="sm">{errorMessage(connect.error)}</Text>
          {settingsLink}
        </Stack>
      </Alert>
    );
  } else {
    body = <Loader aria-label="Connecting Constant Contact" />;
  }
  return <PublicPage title="Constant Contact">{body}</PublicPage>;
}

/** The checkout's team member and transaction summary (public spec: the constant-contact page). */
function CheckoutSummary({ receipt }: { receipt: Receipt }) {
  if (receipt.kind === 'join') {
    return (
      <>
        <SummaryCard title="Team Member">
          <Text fw={500}>{fullName(receipt.contact)}</Text>
          <Text size="sm">{receipt.contact.email}</Text>
          <Text size="sm">Team: {receipt.team.name}</Text>
        </SummaryCard>
        {receipt.members.length > 0 && (
          <SummaryCard title="New Team Members">
            <MembersList members={receipt.members} />
          </SummaryCard>
        )}
      </>
    );
  }
  const t = receipt.transaction;
  const contact = t.donatorPerson ?? { firstName: t.contactFirstName, lastName: t.contactLastName, email: t.contactEmail };
  return (
    <>
      <SummaryCard title="Team Member">
        <Text fw={500}>{fullName(contact)}</Text>
        <Text size="sm">{contact.email}</Text>
        <Text size="sm">Supporting: {t.team ? t.team.name : `${t.eventCity ?? ''} event`}</Text>
      </SummaryCard>
      {t.teamMembers.length > 0 && (
        <SummaryCard title="New Team Members">
          <MembersList members={t.teamMembers} />
        </SummaryCard>
      )}
      <SummaryCard title="Transaction">
        <Stack gap={6}>
          {t.lineItems.map((item) => (
            <AmountRow key={item.id} label={item.type === 'donation' ? 'Donation' : item.type === '5k' ? '5k registration' : 'T-shirts'} cents={toCents(item.amount)} />
          ))}
          {t.shippingFee > 0 && <AmountRow label="Shipping" cents={toCents(t.shippingFee)} />}
          {t.feesCovered > 0 && <AmountRow label="Card fees covered" cents={toCents(t.feesCovered)} />}
          <Divider />
          <AmountRow label="Total" cents={toCents(t.totalCharged)} strong />
        </Stack>
        <Text size="sm" c="dimmed">
          Transaction ID: {t.id}
        </Text>
      </SummaryCard>
    </>
  );
}

/**
 * /frontend/constant-contact: the end of Constant Contact's authorization (with ?code=&state=),
 * or, reached from a checkout, its team member and transaction summary.
 */
export function ConstantContactPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  // Read once: the thank-you page may forget the receipt as this page opens.
  const [receipt] = useState(() => useTransactionStore.getState().receipt);
  if (code || state || providerError) return <ConnectCallback code={code} state={state} providerError={providerError?.slice(0, 100) ?? null} />;
  return (
    <PublicPage title="Constant Contact" description={receipt ? 'Thank you for your support. Here is your summary.' : undefined}>
      {receipt ? <CheckoutSummary receipt={receipt} /> : <Text c="dimmed">There is no recent transaction to show.</Text>}
    </PublicPage>
  );
}
