import { Button, Group, NumberInput, Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  EVENT_CITIES, MATCH_CAP_MAX_DOLLARS, MATCH_MIN_GIFT_MAX_DOLLARS, MATCH_RATIO_MAX, MATCH_RATIO_MIN, SPONSOR_NAME_MAX_LENGTH, matchInputSchema, matchRatioLabel, matchVerb,
  type MatchInput, type MatchScope,
} from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { toMatchInput, type MatchFormValues } from './match-form-values.ts';

const RATIOS = Array.from({ length: MATCH_RATIO_MAX - MATCH_RATIO_MIN + 1 }, (_, i) => {
  const ratio = MATCH_RATIO_MIN + i;
  return { value: String(ratio), label: `${matchRatioLabel(ratio)} (gifts ${matchVerb(ratio)})` };
});
const SCOPES: { value: MatchScope; label: string }[] = [
  { value: 'event', label: 'Whole event' },
  { value: 'city', label: 'One city' },
  { value: 'team', label: 'One team' },
];

interface MatchFormProps {
  initialValues: MatchFormValues;
  teams: { id: number; name: string }[];
  saving: boolean;
  submitLabel: string;
  onSubmit(input: MatchInput): void;
}

/**
 * A sponsor match (docs/features/sponsor-matches.md): sponsor and logo, ratio, cap, the smallest
 * gift matched, start and end, and what it covers. Checked with the server's own schema before sending.
 */
export function MatchForm({ initialValues, teams, saving, submitLabel, onSubmit }: MatchFormProps) {
  const form = useForm<MatchFormValues>({ initialValues, validate: (values) => schemaErrors(matchInputSchema, toMatchInput(values)) });
  const values = form.getValues();
  const scope = form.values.scope;

  return (
    <form noValidate aria-label="Sponsor match" onSubmit={form.onSubmit((v) => onSubmit(toMatchInput(v)))}>
      <Stack gap="md" maw={560}>
        <TextInput label="Sponsor name" required maxLength={SPONSOR_NAME_MAX_LENGTH} {...form.getInputProps('sponsorName')} />
        <Stack gap={4}>
          <ImageUpload
            purpose="logo"
            label={form.values.logoUrl ? 'Change sponsor logo' : 'Upload sponsor logo'}
            imageUrl={form.values.logoUrl || null}
            imageAlt={form.values.logoUrl ? `${values.sponsorName || 'Sponsor'} logo` : ''}
            width={200}
            onUploaded={(url) => form.setFieldValue('logoUrl', url)}
          />
          {form.values.logoUrl && (
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('logoUrl', '')}>
                Remove logo
              </Button>
            </Group>
          )}
          {form.errors.logoUrl && (
            <Text c="red" size="sm">
              {form.errors.logoUrl}
            </Text>
          )}
        </Stack>
        <Select label="Ratio" data={RATIOS} allowDeselect={false} {...form.getInputProps('ratio')} />
        <NumberInput label="Cap (dollars)" description="The most the sponsor gives." required min={1} max={MATCH_CAP_MAX_DOLLARS} allowDecimal={false} thousandSeparator="," prefix="$" {...form.getInputProps('cap')} />
        <NumberInput
          label="Smallest gift matched (dollars)"
          description="0 matches every donation."
          min={0}
          max={MATCH_MIN_GIFT_MAX_DOLLARS}
          allowDecimal={false}
          prefix="$"
          {...form.getInputProps('minGift')}
        />
        <Group grow align="flex-start">
          <TextInput type="datetime-local" label="Starts" required {...form.getInputProps('startsAt')} />
          <TextInput type="datetime-local" label="Ends" required {...form.getInputProps('endsAt')} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="match-scope-label">
            Covers
          </Text>
          <SegmentedControl aria-labelledby="match-scope-label" data={SCOPES} {...form.getInputProps('scope')} />
        </Stack>
        {scope === 'city' && <Select label="City" data={[...EVENT_CITIES]} {...form.getInputProps('eventCity')} />}
        {scope === 'team' && (
          <Select label="Team" searchable data={teams.map((t) => ({ value: String(t.id), label: t.name }))} nothingFoundMessage="No team has that name." {...form.getInputProps('teamId')} />
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

