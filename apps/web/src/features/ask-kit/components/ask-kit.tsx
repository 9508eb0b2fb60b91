import { SimpleGrid } from '@mantine/core';
import { AskForSupportCard, type AskKitPage } from './ask-for-support-card.tsx';
import { GiftsBySourceCard } from './gifts-by-source-card.tsx';

/** The ask kit on My Page (docs/features/ask-kit.md): the ask, the poster and QR code, and where gifts came from. */
export function AskKit({ page }: { page: AskKitPage }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AskForSupportCard page={page} />
      <GiftsBySourceCard personId={page.personId} />
    </SimpleGrid>
  );
}
