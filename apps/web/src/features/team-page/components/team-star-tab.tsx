import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title, Typography } from '@mantine/core';
import {
  TOASTS, starLockedMessage, starOfTeamInputSchema, starUnlocked, type StarOfTeamInput, type TeamDetail,
} from '@walkfund/domain';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { notifyToast } from '../../../lib/notify.ts';
import type { EventSettingsView } from '../../settings/index.ts';
import { useUpdateTeam } from '../api/update-team.ts';

type Field = keyof StarOfTeamInput;

function starErrors(star: StarOfTeamInput): Partial<Record<Field, string>> {
  const result = starOfTeamInputSchema.safeParse(star);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return errors;
}

function StarForm({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam(team.id);
  const saved = team.starOfTeam;
  const [star, setStar] = useState<StarOfTeamInput>({
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    imageUrl: saved?.imageUrl ?? '',
    message: saved?.message ?? '',
  });
  // With no message yet the editor opens directly; a saved one is shown with "Set New Message".
  const [editing, setEditing] = useState(!saved?.message);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = starErrors(star);
  const hasErrors = Object.keys(errors).length > 0;
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const set = (field: Field, value: string) => setStar((s) => ({ ...s, [field]: value }));
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));

  const save = async () => {
    const parsed = starOfTeamInputSchema.safeParse(star);
    if (!parsed.success) return;
    update.reset();
    try {
      await update.mutateAsync({ starOfTeam: parsed.data });
      notifyToast(TOASTS.teamUpdated);
      // Saved: the message is shown again with "Set New Message" (an empty one keeps the editor open).
      setEditing(!parsed.data.message);
    } catch {
      notifyToast(TOASTS.teamUpdateFailed);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="star-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Title order={3} size="h4" id="star-title">
            Star of the Team
          </Title>
          <Group align="flex-start" gap="lg" wrap="wrap">
            <ImageUpload
              purpose="star"
              label={star.imageUrl ? 'Change Photo' : 'Upload Photo'}
              imageUrl={star.imageUrl || null}
              imageAlt="Star of the team photo"
              width={220}
              onUploaded={(url) => set('imageUrl', url)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: '1 1 260px' }}>
              <TextInput
                label="First Name"
                withAsterisk
                value={star.firstName}
                onChange={(e) => set('firstName', e.currentTarget.value)}
                onBlur={() => touch('firstName')}
                error={shown('firstName')}
              />
              <TextInput
                label="Last Name"
                withAsterisk
                value={star.lastName}
                onChange={(e) => set('lastName', e.currentTarget.value)}
                onBlur={() => touch('lastName')}
                error={shown('lastName')}
              />
            </SimpleGrid>
          </Group>
          {editing ? (
            <RichTextEditor label="Message" value={star.message} onChange={(html) => set('message', html)} error={errors.message} />
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Message
              </Text>
              <Card withBorder padding="sm" bg="gray.0">
                {/* Sanitized by the server (bold, italic, underline, links). */}
                <Typography>
                  <div dangerouslySetInnerHTML={{ __html: star.message }} />
                </Typography>
              </Card>
              <Button variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
                Set New Message
              </Button>
            </Stack>
          )}
          <FormActions error={update.error} submitLabel="Save Star of Team" pending={update.isPending} disabled={hasErrors} />
        </Stack>
      </form>
    </Card>
  );
}

/**
 * Star of the Team (docs/spec/back-office.md §2): locked until the team has raised the event's
 * starOfTheTeamLimit (the server refuses it too); then the photo, name and message form.
 */
export function TeamStarTab({ team, settings }: { team: TeamDetail; settings: EventSettingsView }) {
  if (!starUnlocked(team.totalRaised, settings.starOfTheTeamLimit)) {
    return (
      <Alert color="blue" title="Star of the Team" variant="light">
        {starLockedMessage(settings.starOfTheTeamLimit)}
      </Alert>
    );
  }
  // A saved star starts the form again from what was saved, with the editor closed.
  return <StarForm key={JSON.stringify(team.starOfTeam)} team={team} />;
}
