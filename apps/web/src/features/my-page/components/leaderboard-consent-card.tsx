import { Button, Group, Text } from '@mantine/core';
import { FUNDRAISER_MESSAGES } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateMyPage } from '../api/update-my-page.ts';

/**
 * The leaderboard question, asked once while the walker has not answered (showOnLeaderboards is
 * null): until they say yes, no public list shows their name and amount
 * (docs/decisions/0009-personal-pages.md). Either answer can be changed later with the switch.
 */
export function LeaderboardConsentCard() {
  const update = useUpdateMyPage();

  const answer = async (showOnLeaderboards: boolean) => {
    try {
      await update.mutateAsync({ showOnLeaderboards });
      notifySuccess('Success', FUNDRAISER_MESSAGES.pageSaved);
    } catch (error) {
      notifyError('Error', errorMessage(error));
    }
  };

  return (
    <SectionCard title="Show you on the leaderboard?" idPrefix="my-page">
      <Text>
        Your team's page and the event's home page list walkers by what they raised. Would you like your name and amount there?
      </Text>
      <Text size="sm" c="dimmed">
        Either way your own page works the same, and you can change this anytime below.
      </Text>
      <Group gap="sm">
        <Button loading={update.isPending && update.variables?.showOnLeaderboards === true} disabled={update.isPending} onClick={() => void answer(true)}>
          Yes, show me
        </Button>
        <Button variant="default" loading={update.isPending && update.variables?.showOnLeaderboards === false} disabled={update.isPending} onClick={() => void answer(false)}>
          No, thanks
        </Button>
      </Group>
    </SectionCard>
  );
}
