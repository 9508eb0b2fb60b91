import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FUNDRAISER_MESSAGES } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMyPage } from '../api/get-my-page.ts';
import { ChoosePasswordCard } from '../components/choose-password-card.tsx';
import { GiftsCard } from '../components/gifts-card.tsx';
import { PendingGiftsCard } from '../components/pending-gifts-card.tsx';
import { LeaderboardConsentCard } from '../components/leaderboard-consent-card.tsx';
import { PageContentForm } from '../components/page-content-form.tsx';
import { PageSettingsCard } from '../components/page-settings-card.tsx';
import { ProgressCard } from '../components/progress-card.tsx';
import { ShareLinkCard } from '../components/share-link-card.tsx';
import { AskKit } from '../../ask-kit/index.ts';
import { MyBadgesCard } from '../../badges/index.ts';
import { DistanceLogCard } from '../../distance/index.ts';

/** Not on a team this year (404): nothing to edit, said kindly. */
function NotOnTeam({ message }: { message: string }) {
  return (
    <Stack gap="md" align="flex-start" maw={560}>
      <Title order={1} size="h2">
        My Page
      </Title>
      <Text size="lg">{message}</Text>
      <Text c="dimmed">Join a team for this year's walk, and your page will be here for you.</Text>
      <Button component={Link} to={paths.frontend('join')} variant="light">
        Join a Team
      </Button>
    </Stack>
  );
}

/**
 * /my-page (docs/decisions/0009-personal-pages.md): the signed-in member's own fundraising
 * page: the leaderboard question until it is answered, progress, goal and story, photo and
 * switches, the link to share, the gifts with a thank-you, and a password to choose after a link sign-in.
 */
export function MyPage() {
  const query = useMyPage();
  if (query.isPending) return <FullPageLoader />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <NotOnTeam message={query.error.message || FUNDRAISER_MESSAGES.notOnTeam} />;
    }
    return (
      <Alert color="red" title="Error" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  const page = query.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          My Page
        </Title>
        <Text c="dimmed">
          {page.firstName} {page.lastName} · {page.team.name} · {page.year}
        </Text>
      </div>
      {!page.pagesEnabled && (
        <Alert color="blue" variant="light" title="Pages are off for now">
          {FUNDRAISER_MESSAGES.pagesOff} You can still get your page ready; your team's page takes gifts meanwhile.
        </Alert>
      )}
      {page.showOnLeaderboards === null && <LeaderboardConsentCard />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProgressCard page={page} />
        <ShareLinkCard page={page} />
      </SimpleGrid>
      <PendingGiftsCard scope="walker" />
      <AskKit page={page} />
      <MyBadgesCard />
      <DistanceLogCard />
      {!page.hasPassword && <ChoosePasswordCard />}
      <PageSettingsCard page={page} />
      <PageContentForm page={page} />
      <GiftsCard gifts={page.gifts} />
    </Stack>
  );
}
