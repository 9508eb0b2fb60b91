import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { isExternalHref, useHomeHref } from '../../../app/layouts/home-link.tsx';
import { useEventSettings } from '../../settings/index.ts';
import { PublicPage } from '../components/public-page.tsx';
import { ReceiptDetails } from '../components/receipt-details.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { clearPublicFlow } from '../stores/clear-public-flow.ts';
import { useTransactionStore, type Receipt } from '../stores/transaction-store.ts';

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
      {receipt && <ReceiptDetails receipt={receipt} />}
      {!receipt && <Text c="dimmed">There is no recent transaction to show.</Text>}
      <Group justify="space-between">
        {receipt && <ShareButton url={shareUrl(receipt)} title={title} text={`I just supported the ${title}. Join me!`} />}
        {homeLink}
      </Group>
    </PublicPage>
  );
}
