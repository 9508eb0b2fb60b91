import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TOASTS, type AdminFundraiserPage, type FundraiserModeration } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDollars } from '../../../lib/format.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useFundraiserPage, useModerateFundraiserPage } from '../api/fundraiser-page.ts';
import { PAGE_STATUS_COLORS, PAGE_STATUS_LABELS } from '../lib/fundraising-status.ts';

/** What clearing asks before it is sent. */
const CLEARINGS = {
  story: { title: 'Clear story', question: 'Clear the story of this page? The walker can write a new one.', changes: { story: '' } },
  photo: { title: 'Remove photo', question: 'Remove the photo of this page? The walker can add a new one.', changes: { imageUrl: null } },
} satisfies Record<string, { title: string; question: string; changes: FundraiserModeration }>;
type Clearing = keyof typeof CLEARINGS;

/**
 * The participant's "Fundraising page" (docs/features/personal-pages.md): raised against goal, status and link, and the
 * admin's moderation (audited on the server): turn it off or on, edit or clear the story, remove
 * the photo. Nothing shows for a person without a page.
 */
export function FundraisingPageCard({ personId }: { personId: number }) {
  const page = useFundraiserPage(personId);
  if (page.isError) {
    return (
      <SectionCard title="Fundraising page" idPrefix="participant">
        <Alert color="red" title="Error" role="alert">
          {errorMessage(page.error)}
        </Alert>
      </SectionCard>
    );
  }
  if (!page.data) return null;
  return <Moderation key={page.data.personId} page={page.data} />;
}

function Moderation({ page }: { page: AdminFundraiserPage }) {
  const moderate = useModerateFundraiserPage(page.personId);
  const [story, setStory] = useState(page.story);
  const [clearing, setClearing] = useState<Clearing | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const save = async (changes: FundraiserModeration) => {
    setServerError(null);
    try {
      const saved = await moderate.mutateAsync(changes);
      if (changes.story !== undefined) setStory(saved.story);
      notifyToast(TOASTS.fundraiserPageUpdated);
      return true;
    } catch (error) {
      notifyToast(TOASTS.fundraiserPageUpdateFailed);
      setServerError(errorMessage(error));
      return false;
    }
  };

  const confirmClearing = async () => {
    if (!clearing) return;
    await save(CLEARINGS[clearing].changes);
    setClearing(null);
  };

  const hidden = page.page === 'hidden';
  return (
    <SectionCard title="Fundraising page" idPrefix="participant">
      <Group gap="xl" align="flex-start">
        <Text size="sm">
          <Text span fw={600}>
            Raised:{' '}
          </Text>
          {formatDollars(page.raised)} of {formatDollars(page.goal)}
        </Text>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            Status:
          </Text>
          <Badge variant="light" color={PAGE_STATUS_COLORS[page.page]}>
            {PAGE_STATUS_LABELS[page.page]}
          </Badge>
        </Group>
        {page.team && (
          <Text size="sm">
            <Text span fw={600}>
              Team:{' '}
            </Text>
            <Anchor component={Link} to={paths.team(page.team.id)}>
              {page.team.name}
            </Anchor>
          </Text>
        )}
        {page.page === 'on' && (
          <Anchor component={Link} to={paths.fundraiser(page.slug)} size="sm" target="_blank">
            View page
          </Anchor>
        )}
      </Group>
      {serverError && (
        <Alert color="red" title="Error" role="alert">
          {serverError}
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="light" color={hidden ? 'green' : 'red'} loading={moderate.isPending} onClick={() => void save({ hiddenByAdmin: !hidden })}>
          {hidden ? 'Turn page on' : 'Turn page off'}
        </Button>
        <Button variant="light" color="red" disabled={page.story === '' || moderate.isPending} onClick={() => setClearing('story')}>
          Clear story
        </Button>
        <Button variant="light" color="red" disabled={!page.imageUrl || moderate.isPending} onClick={() => setClearing('photo')}>
          Remove photo
        </Button>
      </Group>
      {page.imageUrl && <Image src={page.imageUrl} alt="Page photo" w={160} radius="sm" />}
      <RichTextEditor label="Story" value={story} onChange={setStory} />
      <Group justify="flex-end">
        <Button onClick={() => void save({ story })} loading={moderate.isPending} disabled={story === page.story}>
          Save story
        </Button>
      </Group>
      <Modal opened={clearing !== null} onClose={() => setClearing(null)} title={clearing ? CLEARINGS[clearing].title : ''} centered>
        <Stack gap="md">
          <Text>{clearing ? CLEARINGS[clearing].question : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClearing(null)} disabled={moderate.isPending}>
              Cancel
            </Button>
            <Button color="red" loading={moderate.isPending} onClick={() => void confirmClearing()}>
              {clearing ? CLEARINGS[clearing].title : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
