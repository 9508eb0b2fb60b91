import { Box, Checkbox, Stack, TextInput } from '@mantine/core';
import { WAIVER_MESSAGES, waiverAcceptanceInputSchema, type WaiverAcceptanceInput } from '@walkfund/domain';

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

/** A waiver's sanitized rich text (sanitized by the server when it was published), scrollable by keyboard too. */
export function WaiverText({ body, maxHeight = 320 }: { body: string; maxHeight?: number }) {
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

/**
 * The signature of a waiver (docs/decisions/0011-event-day-check-in.md): the full name typed as
 * the signature, "under 18 on the event day", and then a parent's or guardian's name. Used on the
 * public signing page and on the volunteer's screen at check-in.
 */
export function WaiverAcceptanceFields({
  values,
  errors,
  onChange,
  minorKnown = false,
}: {
  values: WaiverAcceptanceValues;
  errors: WaiverAcceptanceErrors;
  onChange: (values: WaiverAcceptanceValues) => void;
  /** The birth date says under 18: the box is ticked and stays ticked. */
  minorKnown?: boolean;
}) {
  const minor = minorKnown || values.minor;
  return (
    <Stack gap="sm">
      <TextInput
        label="Type your full name to sign"
        autoComplete="name"
        required
        value={values.signedName}
        error={errors.signedName}
        onChange={(e) => onChange({ ...values, signedName: e.currentTarget.value })}
      />
      <Checkbox
        label="I am under 18 on the event day"
        checked={minor}
        disabled={minorKnown}
        onChange={(e) => onChange({ ...values, minor: e.currentTarget.checked })}
      />
      {minor && (
        <TextInput
          label="Parent or guardian's full name"
          required
          value={values.guardianName}
          error={errors.guardianName}
          onChange={(e) => onChange({ ...values, guardianName: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
