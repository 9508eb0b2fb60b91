import { Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card.tsx';
import { downloadTeamPoster } from '../api/download-team-poster.ts';
import { downloadTeamQr } from '../api/download-team-qr.ts';
import { KitDownloads } from './kit-downloads.tsx';

/** The captain's team poster and QR code (docs/features/ask-kit.md): gifts through them count as "Poster" and "QR code". */
export function TeamPosterCard({ team }: { team: { id: number; slug: string } }) {
  return (
    <SectionCard title="Your team poster" idPrefix="ask-kit">
      <Text size="sm" c="dimmed">
        Print it for the office, your place of worship or a shop window: phones scan the code to open your team's page.
      </Text>
      <KitDownloads
        downloads={[
          { label: 'Download Team Poster (PDF)', filename: `team-poster-${team.slug}.pdf`, fetch: () => downloadTeamPoster(team.id) },
          { label: 'Download Team QR Code (PNG)', filename: `team-qr-${team.slug}.png`, fetch: () => downloadTeamQr(team.id) },
        ]}
      />
    </SectionCard>
  );
}
