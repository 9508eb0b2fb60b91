import { useState } from 'react';
import { Box, Button, Checkbox, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { NAME_MAX_LENGTH, WAIVER_MESSAGES, waiverAcceptanceInputSchema, type WaiverAcceptanceInput } from '@walkfund/domain';
import type { FormBinding } from './forms/form-binding.ts';

/** What the person types: the signature, whether they are under 18, a guardian's name. */
export interface WaiverAcceptanceValues {
  signedName: string;
  minor: boolean;
  guardianName: string;
}
export type WaiverAcceptanceErrors = Partial<Record<keyof WaiverAcceptanceValues, string>>;

export const EMPTY_WAIVER_ACCEPTANCE: WaiverAcceptanceValues = { signedName: '', minor: false, guardianName: '' };

/**
 * The values checked with the domain's acceptance schema (the server's rules): the acceptance to
 * send, or the first message per field.
 */
export function parseWaiverAcceptance(
  waiverId: number,
  values: WaiverAcceptanceValues,
): { acceptance: WaiverAcceptanceInput; errors: null } | { acceptance: null; errors: WaiverAcceptanceErrors } {
  const parsed = waiverAcceptanceInputSchema.safeParse({
    waiverId,
    signedName: values.signedName,
    minor: values.minor,
    guardianName: values.minor && values.guardianName.trim() ? values.guardianName : null,
  });
  if (parsed.success) return { acceptance: parsed.data, errors: null };
  const errors: WaiverAcceptanceErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WaiverAcceptanceValues;
    errors[field] ??= field === 'signedName' && !values.signedName.trim() ? WAIVER_MESSAGES.signedNameRequired : issue.message;
  }
  return { acceptance: null, errors };
}

/**
 * The signature fields seen as a form binding, for a screen that keeps them in its own state (the
 * signing page, the check-in modal, the walk-up form) rather than in a Mantine form.
 */
export function bindWaiverAcceptance(
  values: WaiverAcceptanceValues,
  errors: WaiverAcceptanceErrors,
  onChange: (values: WaiverAcceptanceValues) => void,
): FormBinding {
  const key = (field: string) => field as keyof WaiverAcceptanceValues;
  return {
    input: (field) => ({
      value: values[key(field)],
      error: errors[key(field)],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key(field)]: e.currentTarget.value }),
    }),
    checkbox: (field) => ({
      checked: !!values[key(field)],
      error: errors[key(field)],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key(field)]: e.currentTarget.checked }),
    }),
    value: (field) => values[key(field)],
    set: (field, value) => onChange({ ...values, [key(field)]: value }),
    error: (field) => errors[key(field)],
  };
}

/** A waiver's sanitized rich text (sanitized by the server when it was published), scrollable by keyboard too. */
export function WaiverText({ body, maxHeight = 320 }: { body: string; maxHeight?: number | string }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Waiver text"
      p="sm"
      style={{ maxHeight, overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

interface WaiverAcceptanceFieldsProps {
  /** The signature's fields: `signedName`, `minor`, `guardianName` (and `accepted` with `textInModal`). */
  binding: FormBinding;
  /** The waiver's sanitized text. */
  body: string;
  /**
   * Under 18 on the event day when it is known (from a birth date): told instead of asked. The
   * caller keeps `minor` in step with it, so the acceptance sent says so.
   */
  knownMinor?: boolean;
  /**
   * The public forms: the text one tap away in a dialog, and an "I have read and accept" box
   * (the form holds `accepted`). Otherwise the text is shown above the fields.
   */
  textInModal?: boolean;
  /** The "Waiver" heading, for a screen whose own title does not already say it. */
  withTitle?: boolean;
  textMaxHeight?: number;
}

/**
 * The one signature of a waiver (docs/decisions/0011-event-day-check-in.md): the text,
 * the full name typed as the signature, under 18 on the event day (asked, or told from a birth
 * date), then a parent's or guardian's name. Used by the public forms, the emailed-link signing
 * page, the check-in card's modal and the walk-up form.
 */
export function WaiverAcceptanceFields({ binding, body, knownMinor, textInModal = false, withTitle = false, textMaxHeight }: WaiverAcceptanceFieldsProps) {
  const [reading, setReading] = useState(false);
  const minor = knownMinor ?? !!binding.value('minor');
  return (
    // A group, not a landmark: a form may hold several (one per runner or member), and a heading only
    // where the screen's outline wants one (axe: landmark-unique, heading-order).
    <Stack gap="xs" role="group" aria-label="Waiver">
      {(withTitle || textInModal) && (
        <Group justify="space-between" gap="xs">
          {withTitle ? (
            <Title order={3} size="h5">
              Waiver
            </Title>
          ) : (
            <Text fw={700}>Waiver</Text>
          )}
          {textInModal && (
            <Button variant="light" size="xs" onClick={() => setReading(true)}>
              Read the waiver
            </Button>
          )}
        </Group>
      )}
      {textInModal ? (
        <>
          <Checkbox label="I have read and accept the waiver" {...binding.checkbox('accepted')} />
          <Modal opened={reading} onClose={() => setReading(false)} title="Waiver" size="lg">
            <Stack gap="md">
              <WaiverText body={body} maxHeight="60vh" />
              <Button onClick={() => setReading(false)}>Back to the form</Button>
            </Stack>
          </Modal>
        </>
      ) : (
        <WaiverText body={body} maxHeight={textMaxHeight} />
      )}
      <TextInput label="Type your full name to sign" autoComplete="off" withAsterisk maxLength={NAME_MAX_LENGTH * 2} {...binding.input('signedName')} />
      {knownMinor === undefined ? (
        <Checkbox label="Under 18 on the event day" {...binding.checkbox('minor')} />
      ) : (
        knownMinor && <Text size="sm">Under 18 on the event day: a parent or guardian signs too.</Text>
      )}
      {minor && (
        <TextInput label="Parent or guardian's full name" autoComplete="off" withAsterisk maxLength={NAME_MAX_LENGTH * 2} {...binding.input('guardianName')} />
      )}
    </Stack>
  );
}
