import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { FUNDRAISER_MESSAGES, FUNDRAISER_MIN_GOAL_DOLLARS, type MyPage } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateMyPage } from '../api/update-my-page.ts';
import { changedStoryFields, checkChanges, type StoryDraft } from '../lib/page-changes.ts';

function PageContentFields({ page }: { page: MyPage }) {
  const update = useUpdateMyPage();
  const [draft, setDraft] = useState<StoryDraft>({ goal: page.goal, story: page.story });
  const changes = changedStoryFields(page, draft);
  const { update: request, errors } = checkChanges(changes);
  const hasChanges = Object.keys(changes).length > 0;

  const save = async () => {
    if (!request) return;
    try {
      await update.mutateAsync(request);
      notifySuccess('Success', FUNDRAISER_MESSAGES.pageSaved);
    } catch (error) {
      notifyError('Error', errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      aria-label="Goal and story"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <NumberInput
          label="My goal"
          description={`Whole dollars, at least $${FUNDRAISER_MIN_GOAL_DOLLARS}.`}
          prefix="$"
          thousandSeparator=","
          allowNegative={false}
          min={FUNDRAISER_MIN_GOAL_DOLLARS}
          clampBehavior="none"
          maw={240}
          value={draft.goal}
          onChange={(goal) => setDraft((d) => ({ ...d, goal }))}
          error={errors.goal}
        />
        <RichTextEditor
          label="My story"
          description="Why you walk, in your own words. It shows on your page."
          value={draft.story}
          onChange={(story) => setDraft((d) => ({ ...d, story }))}
          error={errors.story}
          minHeight={180}
        />
        <Group justify="flex-end" gap="sm">
          {!hasChanges && (
            <Text size="sm" c="dimmed">
              No changes to save.
            </Text>
          )}
          <Button type="submit" loading={update.isPending} disabled={!hasChanges || !request}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The goal and story; Save sends only what changed (PATCH /v1/my/page). */
export function PageContentForm({ page }: { page: MyPage }) {
  // A saved or reloaded page starts the form again from its values.
  return (
    <SectionCard title="Goal and story" idPrefix="my-page">
      <PageContentFields key={`${page.goal}:${page.story}`} page={page} />
    </SectionCard>
  );
}
