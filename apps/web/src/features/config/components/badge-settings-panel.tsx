import { useState } from 'react';
import { Badge, Button, Card, Group, Image, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  BADGE_TYPES, ELITE_FUNDRAISING_GOAL_STEP, MIN_BADGE_GOAL, MIN_ELITE_FUNDRAISING_GOAL_DOLLARS, PRODUCT_NAME_MAX_LENGTH, UI_MESSAGES,
  formatDollars, newEventBadgeSchema, type BadgeType,
} from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { ConfigPanel, PanelSection, keepEnterFromSaving } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';
import { WalkerBadgesSection } from './walker-badges-section.tsx';

const SWITCH_BADGES = [
  { key: 'facebookFundraiser', label: 'Facebook Fundraiser' },
  { key: 'employerMatch', label: 'Employer Match' },
  { key: 'teamEvent', label: 'Team Event' },
] as const;

const BADGE_TYPE_LABELS: Record<BadgeType, string> = { participant: 'Participant', fundraising: 'Fundraising' };

interface BadgeDraft {
  name: string;
  type: BadgeType | null;
  goal: number | string;
  image: string;
}
const EMPTY_BADGE: BadgeDraft = { name: '', type: null, goal: '', image: '' };

/**
 * Badge Settings: the three switch badges (image upload only while active), the elite badge, and
 * the event badges with Remove and Add New Badge (Add Badge appears once name, type, goal and
 * image are set; the form clears after adding). Everything is saved with Save.
 */
export function BadgeSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('badges', settings);
  const values = form.getValues();
  const [draft, setDraft] = useState<BadgeDraft>(EMPTY_BADGE);
  const [draftError, setDraftError] = useState<string | null>(null);
  const complete = draft.name.trim() !== '' && draft.type !== null && draft.goal !== '' && draft.image !== '';

  const addBadge = () => {
    const parsed = newEventBadgeSchema.safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    form.insertListItem('eventBadges', parsed.data);
    setDraft(EMPTY_BADGE);
    setDraftError(null);
  };

  return (
    <ConfigPanel title="Badge Settings" description="Badges and images are saved with Save." onSubmit={onSubmit} saving={saving}>
      <PanelSection title="Team Badges">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {SWITCH_BADGES.map(({ key, label }) => (
            <Stack key={key} gap="xs">
              <Switch label={label} {...form.getInputProps(`${key}.active`, { type: 'checkbox' })} />
              {values[key].active && (
                <ImageUpload
                  purpose="badge"
                  label={values[key].image ? `Change ${label} Badge` : `Upload ${label} Badge`}
                  imageUrl={values[key].image}
                  imageAlt={`${label} badge`}
                  width={160}
                  onUploaded={(url) => form.setFieldValue(`${key}.image`, url)}
                />
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </PanelSection>

      <PanelSection title="Elite Badge">
        <Group align="flex-start" gap="lg">
          <ImageUpload
            purpose="badge"
            label={values.eliteBadgeSettings.image ? 'Change Elite Badge' : 'Upload Elite Badge'}
            imageUrl={values.eliteBadgeSettings.image}
            imageAlt="Elite badge"
            width={160}
            onUploaded={(url) => form.setFieldValue('eliteBadgeSettings.image', url)}
          />
          <Stack gap="sm">
            <NumberInput
              clampBehavior="none"
              label="Elite Fundraising Goal"
              leftSection="$"
              min={MIN_ELITE_FUNDRAISING_GOAL_DOLLARS}
              step={ELITE_FUNDRAISING_GOAL_STEP}
              allowDecimal={false}
              allowNegative={false}
              description={`Steps of $${ELITE_FUNDRAISING_GOAL_STEP}; 0 for no elite badge.`}
              {...form.getInputProps('eliteBadgeSettings.fundraisingGoal')}
            />
            <NumberInput
              clampBehavior="none"
              label="Elite Participation Goal"
              min={0}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('eliteBadgeSettings.participationGoal')}
            />
          </Stack>
        </Group>
      </PanelSection>

      <PanelSection title="Event Badges">
        {values.eventBadges.length === 0 && (
          <Text size="sm" c="dimmed">
            {UI_MESSAGES.noEventBadges}
          </Text>
        )}
        {values.eventBadges.map((badge, index) => (
          <Card key={`${index}-${badge.name}`} withBorder padding="xs" component="article" aria-label={badge.name}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Image src={badge.image} alt={`${badge.name} badge`} w={48} h={48} fit="contain" />
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{badge.name}</Text>
                  <Group gap={6}>
                    <Badge variant="light">{BADGE_TYPE_LABELS[badge.type]}</Badge>
                    <Text size="sm">Goal {badge.type === 'fundraising' ? formatDollars(badge.goal, { wholeDollarsShort: true }) : badge.goal.toLocaleString('en-US')}</Text>
                  </Group>
                </Stack>
              </Group>
              <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('eventBadges', index)} aria-label={`Remove ${badge.name}`}>
                Remove
              </Button>
            </Group>
          </Card>
        ))}
      </PanelSection>

      <WalkerBadgesSection form={form} />

      <PanelSection title="Add New Badge">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Badge Name"
            value={draft.name}
            maxLength={PRODUCT_NAME_MAX_LENGTH}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            onKeyDown={keepEnterFromSaving}
          />
          <Select
            label="Badge Type"
            placeholder="Choose a type"
            data={BADGE_TYPES.map((type) => ({ value: type, label: BADGE_TYPE_LABELS[type] }))}
            value={draft.type}
            onChange={(type) => setDraft({ ...draft, type: type as BadgeType | null })}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            clampBehavior="none"
            label="Badge Goal"
            min={MIN_BADGE_GOAL}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.goal}
            onChange={(goal) => setDraft({ ...draft, goal })}
            onKeyDown={keepEnterFromSaving}
          />
        </SimpleGrid>
        <ImageUpload
          purpose="badge"
          label={draft.image ? 'Change Badge Image' : 'Upload Badge Image'}
          imageUrl={draft.image}
          imageAlt="New badge"
          width={160}
          onUploaded={(url) => setDraft((current) => ({ ...current, image: url }))}
        />
        {draftError && (
          <Text c="red" size="sm" role="alert">
            {draftError}
          </Text>
        )}
        {complete && (
          <Button variant="light" onClick={addBadge} style={{ alignSelf: 'flex-start' }}>
            Add Badge
          </Button>
        )}
      </PanelSection>
    </ConfigPanel>
  );
}
