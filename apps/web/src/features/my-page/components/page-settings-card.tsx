import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { FUNDRAISER_MESSAGES, type MyPage, type MyPageUpdate } from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useUpdateMyPage } from '../api/update-my-page.ts';

/** The photo (uploaded and saved at once, like the team image) and the page's two switches, each saved when changed. */
export function PageSettingsCard({ page }: { page: MyPage }) {
  const update = useUpdateMyPage();
  const fullName = `${page.firstName} ${page.lastName}`;

  const save = async (changes: MyPageUpdate) => {
    try {
      await update.mutateAsync(changes);
      notifySuccess('Success', FUNDRAISER_MESSAGES.pageSaved);
    } catch (error) {
      notifyError('Error', errorMessage(error));
    }
  };

  return (
    <SectionCard title="Photo and visibility" idPrefix="my-page">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="xs">
          {/* The team image's purpose: the same size limit (2,100,000 bytes) and display width. */}
          <ImageUpload
            purpose="team"
            label={page.imageUrl ? 'Change My Photo' : 'Upload My Photo'}
            imageUrl={page.imageUrl}
            imageAlt={`Photo of ${fullName}`}
            width={240}
            disabled={update.isPending}
            onUploaded={(imageUrl) => save({ imageUrl })}
          />
          {page.imageUrl && (
            <Button variant="subtle" color="red" size="xs" disabled={update.isPending} onClick={() => void save({ imageUrl: null })}>
              Remove Photo
            </Button>
          )}
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 260px' }}>
          {page.hiddenByAdmin && (
            <Alert color="orange" variant="light">
              {FUNDRAISER_MESSAGES.hiddenByAdmin}
            </Alert>
          )}
          <Switch
            // The label says what the switch shows: a walker read "My page is on" beside a switch that was off.
            label={page.pageOn && !page.hiddenByAdmin ? 'My page is on' : 'My page is off'}
            description="When it is off, your link shows your team's page instead."
            checked={page.pageOn && !page.hiddenByAdmin}
            disabled={page.hiddenByAdmin || update.isPending}
            onChange={(event) => void save({ pageOn: event.currentTarget.checked })}
          />
          <Switch
            label="Show my name and amount on leaderboards"
            description="On your team's page and the event's home page."
            // Not chosen yet (null) is off: nobody is listed before saying yes.
            checked={page.showOnLeaderboards === true}
            disabled={update.isPending}
            onChange={(event) => void save({ showOnLeaderboards: event.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            Changes here are saved right away.
          </Text>
        </Stack>
      </Group>
    </SectionCard>
  );
}
