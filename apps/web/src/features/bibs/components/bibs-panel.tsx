import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import {
  BIB_ASSIGNMENT_MODES, BIB_ASSIGNMENT_MODE_LABELS, BIB_MAX, BIB_TOASTS, EVENT_CITIES, EVENT_ENTRY_KINDS, EVENT_ENTRY_KIND_LABELS, bibRangeSchema, bibSettingsInputSchema,
  type BibAssignmentMode, type BibAssignmentResult, type BibRange, type BibSettingsView, type EventCity, type EventEntryKind,
} from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { useAssignBibs, useBibSettings, useSaveBibSettings } from '../api/bibs.ts';

type RangeFields = { first: string; last: string };
type RangeKey = `${EventCity}|${EventEntryKind}`;
type RangeErrors = Partial<Record<keyof RangeFields, string>>;

const keyOf = (city: EventCity, kind: EventEntryKind): RangeKey => `${city}|${kind}`;

function initialRanges(view: BibSettingsView): Record<RangeKey, RangeFields> {
  const fields = {} as Record<RangeKey, RangeFields>;
  for (const city of EVENT_CITIES) {
    for (const kind of EVENT_ENTRY_KINDS) {
      const saved = view.ranges.find((r) => r.eventCity === city && r.kind === kind);
      fields[keyOf(city, kind)] = saved ? { first: String(saved.first), last: String(saved.last) } : { first: '', last: '' };
    }
  }
  return fields;
}

/** A typed number as the schema reads it: empty is missing, anything else is checked there. */
const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * Bibs (docs/decisions/0011-event-day-check-in.md): the number ranges per city and kind,
 * whether bibs are given in advance or at check-in, "Assign bibs now", and the printable labels
 * and roster of each city.
 */
export function BibsPanel() {
  const bibs = useBibSettings();
  if (bibs.isPending) return <Loader aria-label="Loading bib ranges" />;
  if (bibs.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(bibs.error)}
      </Alert>
    );
  }
  return <BibsForm view={bibs.data} />;
}

function BibsForm({ view }: { view: BibSettingsView }) {
  const [values, setValues] = useState(() => initialRanges(view));
  const [mode, setMode] = useState<BibAssignmentMode>(view.mode);
  const [errors, setErrors] = useState<Partial<Record<RangeKey, RangeErrors>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBibSettings();

  const set = (key: RangeKey, field: keyof RangeFields, value: string) => setValues((v) => ({ ...v, [key]: { ...v[key], [field]: value } }));

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const ranges: BibRange[] = [];
    const found: Partial<Record<RangeKey, RangeErrors>> = {};
    for (const city of EVENT_CITIES) {
      for (const kind of EVENT_ENTRY_KINDS) {
        const key = keyOf(city, kind);
        const { first, last } = values[key];
        if (!first.trim() && !last.trim()) continue;
        const parsed = bibRangeSchema.safeParse({ eventCity: city, kind, first: asNumber(first), last: asNumber(last) });
        if (parsed.success) ranges.push(parsed.data);
        else found[key] = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as RangeErrors;
      }
    }
    setErrors(found);
    const whole = Object.keys(found).length ? null : bibSettingsInputSchema.safeParse({ mode, ranges });
    setFormError(whole && !whole.success ? whole.error.issues[0]!.message : null);
    if (!whole?.success) {
      notifyToast(BIB_TOASTS.saveFailed, 'error');
      return;
    }
    save.mutate(whole.data, {
      onSuccess: () => notifyToast(BIB_TOASTS.saved, 'success'),
      onError: (error) => {
        setFormError(errorMessage(error));
        notifyToast(BIB_TOASTS.saveFailed, 'error');
      },
    });
  };

  const assignedOf = (city: EventCity, kind: EventEntryKind) => view.ranges.find((r) => r.eventCity === city && r.kind === kind)?.assigned ?? 0;

  return (
    <ConfigPanel
      title="Bibs"
      description={`Bib numbers for ${view.eventYear}, per city and kind. A number is never given twice. Leave both fields empty for no range.`}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {formError && (
        <Alert color="red" title="Bib ranges">
          {formError}
        </Alert>
      )}
      <Radio.Group label="Give bibs" value={mode} onChange={(value) => setMode(value as BibAssignmentMode)}>
        <Group mt="xs">
          {BIB_ASSIGNMENT_MODES.map((m) => (
            <Radio key={m} value={m} label={BIB_ASSIGNMENT_MODE_LABELS[m]} />
          ))}
        </Group>
      </Radio.Group>
      {EVENT_CITIES.map((city) => (
        <PanelSection key={city} title={city}>
          {EVENT_ENTRY_KINDS.map((kind) => {
            const key = keyOf(city, kind);
            const label = `${city} ${EVENT_ENTRY_KIND_LABELS[kind]}`;
            const assigned = assignedOf(city, kind);
            return (
              <SimpleGrid key={key} cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="number"
                  min={1}
                  max={BIB_MAX}
                  label={`${label} first bib`}
                  value={values[key].first}
                  error={errors[key]?.first}
                  onChange={(e) => set(key, 'first', e.currentTarget.value)}
                />
                <TextInput
                  type="number"
                  min={1}
                  max={BIB_MAX}
                  label={`${label} last bib`}
                  description={assigned ? `${assigned} given` : undefined}
                  // Under the field, so it stays in line with the first bib's.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={values[key].last}
                  error={errors[key]?.last}
                  onChange={(e) => set(key, 'last', e.currentTarget.value)}
                />
              </SimpleGrid>
            );
          })}
          <Group gap="md">
            <Anchor component={Link} to={paths.bibLabels(city)}>
              {`Print ${city} bib labels`}
            </Anchor>
            <Anchor component={Link} to={paths.bibRoster(city)}>
              {`Print ${city} roster`}
            </Anchor>
          </Group>
        </PanelSection>
      ))}
      <AssignNow savedMode={view.mode} />
    </ConfigPanel>
  );
}

function AssignNow({ savedMode }: { savedMode: BibAssignmentMode }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BibAssignmentResult | null>(null);
  const assign = useAssignBibs();
  return (
    <PanelSection title="Assign in advance">
      <Text size="sm">
        {savedMode === 'in-advance'
          ? 'Give a number to everyone registered who has none, in the order they registered.'
          : 'Bibs are given at check-in. Choose "In advance" and save to assign them now.'}
      </Text>
      <Group>
        <Button type="button" variant="default" disabled={savedMode !== 'in-advance'} onClick={() => setConfirming(true)}>
          Assign bibs now
        </Button>
      </Group>
      {result && (
        <Alert color={result.full.length ? 'yellow' : 'green'} title="Bibs assigned">
          <Stack gap={4}>
            <Text size="sm">{result.assigned === 1 ? '1 bib was given.' : `${result.assigned} bibs were given.`}</Text>
            {result.full.map((f) => (
              <Text size="sm" key={`${f.eventCity}|${f.kind}`}>
                {`${f.eventCity} ${EVENT_ENTRY_KIND_LABELS[f.kind]}: the range is full; ${f.waiting} still without a bib.`}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Assign bibs now">
        <Stack gap="md">
          <Text size="sm">Give a bib to everyone registered who has none? Numbers given stay with their person.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              loading={assign.isPending}
              onClick={() =>
                assign.mutate(undefined, {
                  onSuccess: (answer) => setResult(answer),
                  onError: () => notifyToast(BIB_TOASTS.assignFailed, 'error'),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Assign
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PanelSection>
  );
}
