import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Typography } from '@mantine/core';
import { PERSONAL_PHOTO_DISPLAY_SIZE, formatCents, toCents, type PublicFundraiser } from '@walkfund/domain';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { LoadError } from '../../../components/public/load-error.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { ShareButton } from '../../../components/public/share-button.tsx';
import { Thermometer } from '../../../components/public/thermometer.tsx';
import { MatchBanner } from '../../match-banner/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { useFundraiser } from '../../campaign/index.ts';
import { useGiftSourceFromAddress } from '../../public-flow/index.ts';
import { WalkerBadges } from '../../badges/index.ts';
import { SupportersList } from '../components/supporters-list.tsx';

/** The photo's box: the image is cropped to it, and the page keeps its place while it loads (uploads are stored to cover it twice over). */
const PHOTO_SIZE = PERSONAL_PHOTO_DISPLAY_SIZE;

/** The donate flow crediting this walker: their team as the team page's Donate link names it, and the page's slug. */
export function fundraiserDonateLink(fundraiser: PublicFundraiser): string {
  const { team } = fundraiser;
  const query = new URLSearchParams({ team: String(team.id), name: team.name, city: team.eventCity, fundraiser: fundraiser.slug });
  return `${paths.frontend('donate')}?${query.toString()}`;
}

function FundraiserView({ fundraiser }: { fundraiser: PublicFundraiser }) {
  const name = fullName(fundraiser);
  const shareText = `${formatCents(toCents(fundraiser.raised))} raised by ${name} for ${fundraiser.team.name}. Give with me!`;
  return (
    <PublicPage
      title={name}
      description={
        <>
          Walking with{' '}
          <Anchor component={Link} to={paths.team(encodeURIComponent(fundraiser.team.slug))} fw={600}>
            {fundraiser.team.name}
          </Anchor>{' '}
          · {fundraiser.team.eventCity} · {fundraiser.year}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: fundraiser.imageUrl ? 2 : 1 }} spacing="lg">
        {fundraiser.imageUrl && (
          <Image
            src={fundraiser.imageUrl}
            alt={`${name}'s photo`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            w="100%"
            maw={PHOTO_SIZE}
            h="auto"
            fit="cover"
            radius="md"
            style={{ aspectRatio: '1 / 1' }}
          />
        )}
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Thermometer label={`${name}'s fundraising progress`} raised={fundraiser.raised} goal={fundraiser.goal} size="lg" />
            {/* Gifts here doubled by a sponsor (docs/features/sponsor-matches.md). */}
            <MatchBanner team={fundraiser.team.id} />
            <Group grow>
              <Button component={Link} to={fundraiserDonateLink(fundraiser)}>
                Donate
              </Button>
            </Group>
            <ShareButton url={`${window.location.origin}${paths.fundraiser(encodeURIComponent(fundraiser.slug))}`} title={name} text={shareText} />
          </Stack>
        </Card>
      </SimpleGrid>
      <WalkerBadges slug={fundraiser.slug} name={name} />
      {fundraiser.story && (
        <Card withBorder padding="md">
          {/* The story is HTML sanitized by the server (bold, italic, underline, links), like the team message. */}
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: fundraiser.story }} />
          </Typography>
        </Card>
      )}
      <Card withBorder padding="md">
        <SupportersList supporters={fundraiser.supporters} />
      </Card>
      <Text size="sm" c="gray.7">
        Gifts made here count for {fundraiser.team.name} too.
      </Text>
    </PublicPage>
  );
}

/**
 * /frontend/fundraiser/{slug}: a walker's public page (docs/features/personal-pages.md). A page that is off or whose
 * walker left the team answers `moved`: the visitor goes to the team's page, or the event's home
 * when there is no team (docs/decisions/0009-personal-pages.md).
 */
export function FundraiserPage() {
  const { slug = '' } = useParams();
  // A link from the walker's ask kit or poster says where it was shared (docs/features/ask-kit.md).
  useGiftSourceFromAddress();
  const query = useFundraiser(slug);
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) return <LoadError error={query.error} thing="fundraiser" />;
  const answer = query.data;
  if (answer.status === 'moved') {
    return <Navigate to={answer.teamSlug ? paths.team(encodeURIComponent(answer.teamSlug)) : paths.publicHome} replace />;
  }
  return <FundraiserView fundraiser={answer.fundraiser} />;
}
