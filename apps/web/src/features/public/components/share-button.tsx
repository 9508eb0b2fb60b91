import { useState } from 'react';
import { Button } from '@mantine/core';

interface ShareButtonProps {
  url: string;
  title: string;
  text: string;
}

/** Shares with the device's share sheet when there is one, otherwise copies the link. */
export function ShareButton({ url, title, text }: ShareButtonProps) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects: nothing to report.
      await navigator.share({ title, text, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <Button variant="light" onClick={share}>
      {copied ? 'Link Copied' : 'Share'}
    </Button>
  );
}
