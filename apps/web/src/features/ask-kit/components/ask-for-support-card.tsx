import { useState } from 'react';
import { Button, CopyButton, Group, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import {
  ASK_MESSAGE_MAX_LENGTH, askLinks, askMessage, askSubject, messageWithLink, toCents, withGiftSource, type AskLinkChannel, type MyPage,
} from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { downloadWalkerPoster } from '../api/download-walker-poster.ts';
import { downloadWalkerQr } from '../api/download-walker-qr.ts';
import { KitDownloads } from './kit-downloads.tsx';

export type AskKitPage = Pick<MyPage, 'personId' | 'firstName' | 'slug' | 'goal' | 'story' | 'team'>;

/** Each link's name on its button, in the order shown. */
const CHANNEL_LABELS: Record<AskLinkChannel, string> = {
  email: 'Email',
  sms: 'Text Message',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  bluesky: 'Bluesky',
};
/** Links to another site open in a new tab; mailto: and sms: open the phone's own app. */
const OPENS_APP: readonly AskLinkChannel[] = ['email', 'sms'];

/** The walker's page address on this site. */
export function walkerPageUrl(slug: string): string {
  return `${window.location.origin}${paths.fundraiser(encodeURIComponent(slug))}`;
}

/**
 * "Ask for support" (docs/features/ask-kit.md): a message written from the walker's story and
 * goal, theirs to edit (it is not stored), sent by their own means. Every link carries its source,
 * so My Page can show which way of asking worked.
 */
export function AskForSupportCard({ page }: { page: AskKitPage }) {
  const draft = () => askMessage({ firstName: page.firstName, teamName: page.team.name, goalCents: toCents(page.goal), story: page.story });
  const [message, setMessage] = useState(draft);
  const pageUrl = walkerPageUrl(page.slug);
  const subject = askSubject(page);
  const links = askLinks({ pageUrl, subject, message });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: subject, text: message, url: withGiftSource(pageUrl, 'share') });
    } catch {
      // Closing the share sheet is not an error.
    }
  };

  return (
    <SectionCard title="Ask for support" idPrefix="ask-kit">
      <Text size="sm" c="dimmed">
        Most gifts come from a personal ask. Change the message as you like; your page link is added at the end.
      </Text>
      <Textarea
        label="Your message"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        rows={9}
        maxLength={ASK_MESSAGE_MAX_LENGTH}
      />
      <Group gap="xs">
        <Button variant="subtle" size="xs" onClick={() => setMessage(draft())}>
          Start Over From My Story
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="ask-kit-send">
          Send it
        </Text>
        <Group gap="sm" role="group" aria-labelledby="ask-kit-send">
          {(Object.keys(CHANNEL_LABELS) as AskLinkChannel[]).map((channel) => (
            <Button
              key={channel}
              component="a"
              href={links[channel]}
              variant="light"
              {...(OPENS_APP.includes(channel) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {CHANNEL_LABELS[channel]}
            </Button>
          ))}
          <CopyButton value={messageWithLink(message, withGiftSource(pageUrl, 'copy'))}>
            {({ copied, copy }) => (
              <>
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Message Copied' : 'Copy Message and Link'}
                </Button>
                <VisuallyHidden role="status" aria-live="polite">
                  {copied ? 'Message and link copied.' : ''}
                </VisuallyHidden>
              </>
            )}
          </CopyButton>
          {canShare && (
            <Button variant="light" onClick={() => void share()}>
              Share…
            </Button>
          )}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Print it
        </Text>
        <Text size="sm" c="dimmed">
          A poster for a notice board, the office or your window, with a code that phones can scan to open your page.
        </Text>
        <KitDownloads
          downloads={[
            { label: 'Download Poster (PDF)', filename: `poster-${page.slug}.pdf`, fetch: () => downloadWalkerPoster(page.personId) },
            { label: 'Download QR Code (PNG)', filename: `qr-${page.slug}.png`, fetch: () => downloadWalkerQr(page.personId) },
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
