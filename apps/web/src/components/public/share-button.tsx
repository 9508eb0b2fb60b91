import { useState } from 'react';
import { Button, Text } from '@mantine/core';

interface ShareButtonProps {
  url: string;
  title: string;
  text: string;
}

type Outcome = 'idle' | 'copied' | 'failed';

/** Shares with the device's share sheet when there is one, otherwise copies the link. */
export function ShareButton({ url, title, text }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects: nothing to report.
      await navigator.share({ title, text, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <Button variant="light" onClick={share}>
        {outcome === 'copied' ? 'Link Copied' : 'Share'}
      </Button>
      {/* Announced to screen readers; the failure also shows the link to copy by hand. */}
      <Text size="sm" role="status" aria-live="polite">
        {outcome === 'failed' ? `Copy this link to share: ${url}` : ''}
      </Text>
    </>
  );
}
