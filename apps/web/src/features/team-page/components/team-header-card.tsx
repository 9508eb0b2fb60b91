import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TEAM_IMAGE_DISPLAY_WIDTH, TOASTS, UI_MESSAGES, type TeamDetail } from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { formatDollars } from '../../../lib/format.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useUpdateTeam } from '../api/update-team.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The team header card (docs/spec/back-office.md §2): the team image (click to upload or change it), name,
 * event city, the captain's name, email and phone (or "Captain Unassigned" in red), Raised and
 * the participant count.
 */
export function TeamHeaderCard({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const captain = team.captainPerson;

  const saveImage = async (imageUrl: string) => {
    try {
      await update.mutateAsync({ imageUrl });
      notifyToast(TOASTS.teamUpdated);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-tour="team-header" component="section" aria-label="Team summary">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ImageUpload
          purpose="team"
          label={team.imageUrl ? 'Change Team Image' : 'Upload Team Image'}
          imageUrl={team.imageUrl}
          imageAlt={`${team.name} team image`}
          width={TEAM_IMAGE_DISPLAY_WIDTH}
          onUploaded={saveImage}
        />
        <Stack gap="sm" style={{ flex: '1 1 240px' }} miw={0}>
          <div>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Title>
            <Text c="dimmed">{team.eventCity}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Captain
            </Text>
            {captain ? (
              <>
                <Text fw={500}>
                  {captain.firstName} {captain.lastName}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {captain.email}
                </Text>
                {captain.phone && <Text size="sm">{captain.phone}</Text>}
              </>
            ) : (
              <Text c="red" fw={500}>
                {UI_MESSAGES.captainUnassigned}
              </Text>
            )}
          </div>
          <SimpleGrid cols={2} spacing="md" maw={360}>
            <Stat label="Raised" value={formatDollars(team.totalRaised)} />
            <Stat label="Participants" value={String(team.participants)} />
          </SimpleGrid>
        </Stack>
      </Group>
    </Card>
  );
}
