import { Alert, Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { formatCents, progressPercent, toCents, type CampaignCity } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useEventSettings, type EventSettingsView } from '../../settings/index.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { DonorWall } from '../../../components/public/donor-wall.tsx';
import { FundraiserLeaderboard } from '../components/fundraiser-leaderboard.tsx';
import { Leaderboard } from '../../../components/public/leaderboard.tsx';
import { Thermometer } from '../../../components/public/thermometer.tsx';
import { MatchBanner } from '../../match-banner/index.ts';

interface FlowLink {
  label: string;
  to: string;
}

/** The big buttons into the flows, each offered only when the event has it (docs/spec/public-flows.md §2, call-to-action bar). */
export function homeActions(settings: Pick<EventSettingsView, 'has5k' | 'hasEventShirt'>): FlowLink[] {
  return [
    { label: 'Donate', to: paths.frontend('donate') },
    { label: 'Join a Team', to: paths.frontend('join') },
    { label: 'Create a Team', to: paths.frontend('create-a-team') },
    ...(settings.has5k ? [{ label: 'Run the 5k', to: paths.frontend('run') }] : []),
    ...(settings.hasEventShirt ? [{ label: 'Buy a Shirt', to: paths.frontend('products') }] : []),
  ];
}

/** Each city's share of what the event raised, side by side. */
function CityComparison({ cities, raised }: { cities: CampaignCity[]; raised: number }) {
  const totalCents = toCents(raised);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cities-title">
      <Title order={2} size="h3" id="cities-title">
        By city
      </Title>
      <SimpleGrid cols={{ base: 1, sm: cities.length || 1 }} spacing="md">
        {cities.map((city) => {
          const share = Math.round(progressPercent(toCents(city.raised), totalCents));
          return (
            <Card key={city.city} withBorder padding="md">
              <Stack gap={6}>
                <Title order={3} size="h4">
                  {city.city}
                </Title>
                <Text fw={700}>{formatCents(toCents(city.raised))} raised</Text>
                <Progress
                  value={share}
                  size="md"
                  radius="xl"
                  aria-label={`${city.city}: ${share}% of everything raised`}
                />
                <Text size="sm" c="gray.7">
                  {share}% of the total · {city.teams} {city.teams === 1 ? 'team' : 'teams'}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The logo's box: its size is set, so the page does not move when the image arrives. */
const LOGO_SIZE = 72;

/** Who is behind the event (docs/decisions/0012-receipts.md): the charity's logo, its name and its one-line mission. */
function CharityHero({ organization }: { organization: EventSettingsView['organization'] | undefined }) {
  // Optional: a cached answer from before the field existed has none.
  const name = organization?.legalName.trim();
  if (!organization || (!name && !organization.logo)) return null;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      {organization.logo && (
        <img src={organization.logo} alt={name ? '' : 'Charity logo'} width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain', flexShrink: 0 }} />
      )}
      <Stack gap={2}>
        {name && (
          <Text fw={700} size="lg">
            {name}
          </Text>
        )}
        {organization.mission && <Text c="gray.7">{organization.mission}</Text>}
      </Stack>
    </Group>
  );
}

/** The hero's frame: a wide band, the stored image (at most 1200 wide) cropped to it, so its box is known before it loads. */
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 500;

/**
 * The charity's wide picture at the top of the home (docs/decisions/0012-receipts.md). It is the page's largest paint (LCP), so it is fetched
 * first and never lazily; decorative (the title and story under it say what the page is), so its alt text is empty.
 * The text sits below it, never on it, so its contrast does not depend on the picture.
 */
function HomeHeroImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      fetchPriority="high"
      loading="eager"
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${HERO_WIDTH} / ${HERO_HEIGHT}`,
        objectFit: 'cover',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-1)',
      }}
    />
  );
}

/**
 * /frontend/: the event's public home (docs/decisions/0121-public-home.md): its title and story, raised against the
 * goal, the buttons into each flow, the leading teams, the cities and the newest gifts.
 */
export function HomePage() {
  const settings = useEventSettings().data;
  const campaign = useCampaign();
  if (!settings || campaign.isPending) return <FullPageLoader />;
  const title = `${settings.appYear} ${settings.appTitle}`;
  // Optional: a cached answer from before the field existed has none (docs/features/personal-pages.md).
  const fundraisers = campaign.data?.fundraisers ?? [];
  return (
    <Stack gap="xl" py="md">
      <Stack gap="sm">
        {/* Optional: a cached answer from before the field existed has none. */}
        {settings.organization?.heroImage && <HomeHeroImage src={settings.organization.heroImage} />}
        <CharityHero organization={settings.organization} />
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          {title}
        </Title>
        {settings.homeStory && (
          <Typography>
            {/* HTML sanitized by the server when saved (bold, italic, underline, links). */}
            <div dangerouslySetInnerHTML={{ __html: settings.homeStory }} />
          </Typography>
        )}
      </Stack>

      {/* A sponsor doubling gifts (docs/features/sponsor-matches.md): nothing while none runs. */}
      <MatchBanner />

      {campaign.isError ? (
        <Alert color="red" title="Progress unavailable">
          The fundraising progress could not be loaded. Please try again later.
        </Alert>
      ) : (
        <Card withBorder padding="lg" component="section" aria-labelledby="progress-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="progress-title">
              Our progress
            </Title>
            <Thermometer label="Event fundraising progress" raised={campaign.data.raised} goal={campaign.data.goal} />
          </Stack>
        </Card>
      )}

      <SimpleGrid component="nav" aria-label="Get involved" cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {homeActions(settings).map((action, index) => (
          <Button key={action.to} component={Link} to={action.to} size="lg" variant={index === 0 ? 'filled' : 'light'}>
            {action.label}
          </Button>
        ))}
      </SimpleGrid>

      {campaign.data && (
        <>
          <CityComparison cities={campaign.data.cities} raised={campaign.data.raised} />
          <SimpleGrid cols={{ base: 1, md: fundraisers.length > 0 ? 3 : 2 }} spacing="xl">
            <Card withBorder padding="lg">
              <Leaderboard teams={campaign.data.leaderboard} />
            </Card>
            {fundraisers.length > 0 && (
              <Card withBorder padding="lg">
                <FundraiserLeaderboard fundraisers={fundraisers} />
              </Card>
            )}
            <Card withBorder padding="lg">
              <DonorWall donors={campaign.data.donors} showTeams />
            </Card>
          </SimpleGrid>
        </>
      )}
      <Group justify="center">
        <Text size="sm" c="gray.7">
          Totals include donations, 5k registrations and shirts for {campaign.data?.year ?? settings.appYear}.
        </Text>
      </Group>
      {/* The donor's own page (docs/features/my-giving.md): gifts, receipts and yearly statements. */}
      <Group justify="center">
        <Text size="sm">
          Gave before?{' '}
          <Anchor component={Link} to={paths.myGiving}>
            Find my gifts
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}
