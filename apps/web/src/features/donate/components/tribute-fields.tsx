import { useState } from 'react';
import { Checkbox, Fieldset, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TRIBUTE_KIND_LABELS, TRIBUTE_MESSAGE_MAX_LENGTH, TRIBUTE_NAME_MAX_LENGTH, type TributeKind } from '@walkfund/domain';
import { tributeProblems, useTributeStore } from '../../public-flow/index.ts';

export const TRIBUTE_TOGGLE_LABEL = 'Give in honour or in memory of someone';
export const TRIBUTE_LEGEND = 'In honour or in memory';
export const HONOREE_LABEL = 'Their name';
export const SHOW_ON_WALL_LABEL = 'Show the tribute on the supporters list';
export const NOTIFY_TOGGLE_LABEL = 'Tell someone about this gift by email';
export const NOTIFY_LEGEND = 'Who should we tell?';
export const NOTIFY_NAME_LABEL = 'Name of the person to tell';
export const NOTIFY_EMAIL_LABEL = 'Their email';
export const NOTIFY_MESSAGE_LABEL = 'A short message (optional)';
export const SHOW_AMOUNT_LABEL = 'Show the amount of my gift in the card';

type Field = 'honoreeName' | 'notifyName' | 'notifyEmail' | 'message';

/**
 * The donate step's tribute (docs/features/tributes.md): "In honour of" or "In memory of" someone,
 * whether the supporters list may say so, and optionally someone to tell by an e-card. A field
 * says what is wrong once it was left, or after Next was pressed (`showErrors`).
 */
export function TributeFields({ showErrors = false }: { showErrors?: boolean }) {
  const draft = useTributeStore();
  const change = useTributeStore((s) => s.change);
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const problems = tributeProblems(draft);
  const leave = (field: Field) => () => setLeft((was) => new Set(was).add(field));
  const errorOf = (field: Field) => (showErrors || left.has(field) || (field === 'message' && draft.message !== '') ? problems[field] : undefined);

  return (
    <Stack gap="sm">
      <Checkbox label={TRIBUTE_TOGGLE_LABEL} checked={draft.on} onChange={(event) => change({ on: event.currentTarget.checked })} />
      {draft.on && (
        <Fieldset legend={TRIBUTE_LEGEND} radius="md">
          <Stack gap="sm">
            <Radio.Group label="This gift is given" value={draft.kind} onChange={(value) => change({ kind: value as TributeKind })}>
              <Group mt="xs">
                <Radio value="honour" label={TRIBUTE_KIND_LABELS.honour} />
                <Radio value="memory" label={TRIBUTE_KIND_LABELS.memory} />
              </Group>
            </Radio.Group>
            <TextInput
              label={HONOREE_LABEL}
              withAsterisk
              maxLength={TRIBUTE_NAME_MAX_LENGTH + 20}
              autoComplete="off"
              value={draft.honoreeName}
              onChange={(event) => change({ honoreeName: event.currentTarget.value })}
              onBlur={leave('honoreeName')}
              error={errorOf('honoreeName')}
            />
            <Checkbox label={SHOW_ON_WALL_LABEL} checked={draft.showOnWall} onChange={(event) => change({ showOnWall: event.currentTarget.checked })} />
            <Checkbox label={NOTIFY_TOGGLE_LABEL} checked={draft.notifyOn} onChange={(event) => change({ notifyOn: event.currentTarget.checked })} />
            {draft.notifyOn && (
              <Fieldset legend={NOTIFY_LEGEND} radius="md" variant="filled">
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    We will send them an email card naming you and the tribute.
                  </Text>
                  <TextInput
                    label={NOTIFY_NAME_LABEL}
                    withAsterisk
                    autoComplete="off"
                    value={draft.notifyName}
                    onChange={(event) => change({ notifyName: event.currentTarget.value })}
                    onBlur={leave('notifyName')}
                    error={errorOf('notifyName')}
                  />
                  <TextInput
                    label={NOTIFY_EMAIL_LABEL}
                    withAsterisk
                    type="email"
                    autoComplete="off"
                    value={draft.notifyEmail}
                    onChange={(event) => change({ notifyEmail: event.currentTarget.value })}
                    onBlur={leave('notifyEmail')}
                    error={errorOf('notifyEmail')}
                  />
                  <Textarea
                    label={NOTIFY_MESSAGE_LABEL}
                    rows={3}
                    value={draft.message}
                    onChange={(event) => change({ message: event.currentTarget.value })}
                    description={`${draft.message.trim().length} of ${TRIBUTE_MESSAGE_MAX_LENGTH} characters.`}
                    error={errorOf('message')}
                  />
                  <Checkbox label={SHOW_AMOUNT_LABEL} checked={draft.showAmount} onChange={(event) => change({ showAmount: event.currentTarget.checked })} />
                </Stack>
              </Fieldset>
            )}
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}

/** True when the tribute, as typed, cannot be sent (Next waits). */
export function useTributeHasProblem(): boolean {
  return useTributeStore((s) => Object.keys(tributeProblems(s)).length > 0);
}
