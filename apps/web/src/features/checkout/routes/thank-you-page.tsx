import { useEffect, useRef, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TransactionView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { isExternalHref, useHomeHref } from '../../campaign/index.ts';
import { useEventSettings } from '../../settings/index.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ReceiptDetails } from '../components/receipt-details.tsx';
import { ShareButton } from '../../../components/public/share-button.tsx';
import { ThankYouOutcome } from '../components/thank-you-outcome.tsx';
import { PendingGiftOutcome } from '../components/pending-gift-outcome.tsx';
import { clearPublicFlow, useTransactionStore } from '../../public-flow/index.ts';

function shareUrl(transaction: TransactionView): string {
  const slug = transaction.team?.slug;
  return `${window.location.origin}${slug ? paths.team(slug) : paths.frontend('donate')}`;
}

/**
 * /frontend/thank-you: what happened (the team joined and its next steps, or whom the payment
 * supports and where its receipt went), the receipt, a share button and Back to Home. Like every
 * step, arriving here puts focus on the heading (PublicPage). On arrival every cart is
 * cleared; the receipt itself stays until the page is left, so a reload shows it again and
 * submits nothing.
 */
export function ThankYouPage() {
  const settings = useEventSettings().data;
  // Read once: the receipt outlives the clearing below for as long as this page is shown.
  const [receipt] = useState(() => useTransactionStore.getState().receipt);
  // A bank transfer on its way (docs/features/payment-methods.md): shown instead of a receipt.
  const [pendingGift] = useState(() => useTransactionStore.getState().pendingGift);
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
    <PublicPage title="Thank You!" description={receipt || pendingGift ? 'Your support makes a difference for Oklahoma families.' : undefined}>
      {receipt && <ThankYouOutcome receipt={receipt} />}
      {receipt && <ReceiptDetails receipt={receipt} />}
      {!receipt && pendingGift && <PendingGiftOutcome gift={pendingGift} />}
      {!receipt && !pendingGift && <Text c="dimmed">There is no recent transaction to show.</Text>}
      <Group justify="space-between">
        {/* A join shares its team page among its next steps. */}
        {receipt?.kind === 'payment' && <ShareButton url={shareUrl(receipt.transaction)} title={title} text={`I just supported the ${title}. Join me!`} />}
        {homeLink}
      </Group>
    </PublicPage>
  );
}
