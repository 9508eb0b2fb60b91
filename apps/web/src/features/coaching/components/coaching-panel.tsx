import { useState, type FormEvent } from 'react';
import { Alert, Code, Group, Loader, NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import {
  COACHING_DAY_LIMITS, COACHING_MESSAGE_KINDS, COACHING_MESSAGE_LABELS, COACHING_PLACEHOLDERS, COACHING_SUBJECT_MAX_LENGTH, coachingConfigInputSchema,
  type CoachingConfig, type CoachingDayKey, type CoachingMessageKind,
} from '@walkfund/domain';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCoachingConfig, useSaveCoachingConfig } from '../api/coaching-config.ts';
import { CoachingPreview } from './coaching-preview.tsx';
import { CoachingRuns } from './coaching-runs.tsx';

const DAY_KEYS = Object.keys(COACHING_DAY_LIMITS) as CoachingDayKey[];

/**
 * Config > Coaching (docs/features/coaching.md): each message of the walker's sequence and the
 * captain's nudge and digest, on or off, with its subject and rich text; the days; a preview with a
 * real walker's figures, a test send to oneself, and "Run now".
 */
export function CoachingPanel() {
  const config = useCoachingConfig();
  if (config.isPending) return <Loader aria-label="Loading coaching" />;
  if (config.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(config.error)}
      </Alert>
    );
  }
  return <CoachingForm saved={config.data} />;
}

/** Field errors by path ("messages.welcome.html"), from the domain schema or the server's answer. */
type Errors = Record<string, string>;

function CoachingForm({ saved }: { saved: CoachingConfig }) {
  const [values, setValues] = useState<CoachingConfig>(saved);
  const [kind, setKind] = useState<CoachingMessageKind>('welcome');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveCoachingConfig();
  const message = values.messages[kind];

  const setMessage = (change: Partial<CoachingConfig['messages'][CoachingMessageKind]>) =>
    setValues((v) => ({ ...v, messages: { ...v.messages, [kind]: { ...v.messages[kind], ...change } } }));

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const parsed = coachingConfigInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      setErrors(found);
      const first = parsed.error.issues[0];
      // Show the message that has the problem.
      if (first?.path[0] === 'messages') setKind(first.path[1] as CoachingMessageKind);
      notifyError('Error', first?.message ?? 'Please check the form.');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (config) => {
        setValues(config);
        notifySuccess('Success', 'Coaching saved.');
      },
      onError: (error) => {
        const details = error instanceof ApiError ? (error.body?.details ?? []) : [];
        setErrors(Object.fromEntries(details.map((d) => [d.field.replace(/^body\./, ''), d.message])));
        notifyError('Error', errorMessage(error));
      },
    });
  };

  const fieldError = (field: 'subject' | 'html') => errors[`messages.${kind}.${field}`] ?? null;

  return (
    <ConfigPanel
      title="Coaching"
      description="Emails the product sends each walker (once a year each) and each captain. Texts may hold the placeholders below."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <PanelSection title="Message">
        <Select
          label="Message to edit"
          data={COACHING_MESSAGE_KINDS.map((k) => ({ value: k, label: `${COACHING_MESSAGE_LABELS[k].label}${values.messages[k].enabled ? '' : ' (off)'}` }))}
          value={kind}
          onChange={(value) => value && setKind(value as CoachingMessageKind)}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          {COACHING_MESSAGE_LABELS[kind].when}
        </Text>
        <Switch label="Send this message" checked={message.enabled} onChange={(event) => setMessage({ enabled: event.currentTarget.checked })} />
        <TextInput
          label="Subject"
          value={message.subject}
          maxLength={COACHING_SUBJECT_MAX_LENGTH}
          error={fieldError('subject')}
          onChange={(event) => setMessage({ subject: event.currentTarget.value })}
        />
        {/* Keyed by message: the editor starts from the chosen message's text. */}
        <RichTextEditor key={kind} label="Text" value={message.html} onChange={(html) => setMessage({ html })} error={fieldError('html')} />
        <Text size="sm" component="div">
          Placeholders:{' '}
          {Object.entries(COACHING_PLACEHOLDERS).map(([name, what]) => (
            <span key={name} title={what}>
              <Code>{`{${name}}`}</Code>{' '}
            </span>
          ))}
        </Text>
      </PanelSection>
      <PanelSection title="Days">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {DAY_KEYS.map((key) => (
            <NumberInput
              key={key}
              label={COACHING_DAY_LIMITS[key].label}
              min={COACHING_DAY_LIMITS[key].min}
              max={COACHING_DAY_LIMITS[key].max}
              allowDecimal={false}
              value={values.days[key]}
              error={errors[`days.${key}`] ?? null}
              onChange={(value) => setValues((v) => ({ ...v, days: { ...v.days, [key]: typeof value === 'number' ? value : Number(value) } }))}
            />
          ))}
        </SimpleGrid>
      </PanelSection>
      <CoachingPreview kind={kind} message={message} />
      <Group>
        <CoachingRuns />
      </Group>
    </ConfigPanel>
  );
}
