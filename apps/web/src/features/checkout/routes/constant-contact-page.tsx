import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useSession } from '../../session/index.ts';
import { useConnectConstantContact } from '../api/connect-constant-contact.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ReceiptDetails } from '../components/receipt-details.tsx';
import { useTransactionStore } from '../../public-flow/index.ts';

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
          // A toast (shown after the delay): it belongs to the settings page this navigates to.
          notifyToast(['Success', 'Constant Contact is connected.'], 'success');
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
      {receipt ? <ReceiptDetails receipt={receipt} /> : <Text c="dimmed">There is no recent transaction to show.</Text>}
    </PublicPage>
  );
}
