import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { WaiverKind } from '@walkfund/domain';
import type { FormBinding } from '../../../components/forms/form-binding.ts';
import { useCurrentWaiver } from '../api/get-current-waivers.ts';
import { waiverMinor, type WaiverDraft } from '../lib/waiver.ts';

interface WaiverAcceptanceFieldsProps {
  /** The person's form (its `waiver.*` fields hold a WaiverDraft). */
  binding: FormBinding;
  /** The event city of the person's registration; nothing shows without one. */
  city: string | null | undefined;
  kind: WaiverKind;
  /** A runner's birth date: under 18 is computed from it and the event day instead of asked. */
  birthDate?: string | null;
}

/**
 * The waiver of a person brought to the event (issue 24, docs/decisions/0011-event-day-check-in.md),
 * shown only when one is published for the city and kind: the full text one tap away, "I accept",
 * the full name typed as the signature, under 18 on the event day, then a parent's or guardian's name.
 */
export function WaiverAcceptanceFields({ binding, city, kind, birthDate }: WaiverAcceptanceFieldsProps) {
  const waiver = useCurrentWaiver(city, kind);
  const [reading, setReading] = useState(false);
  const draft = binding.value('waiver') as WaiverDraft | undefined;
  const fromBirthDate = !!birthDate && /^\d{4}-\d{2}-\d{2}$/.test(birthDate);
  const minor = waiverMinor(draft, fromBirthDate ? birthDate : null, waiver?.eventDate);

  // The version shown is the one accepted; a newer one (published meanwhile) is read and accepted again.
  const shownId = waiver?.id ?? null;
  const storedId = draft?.waiverId ?? null;
  useEffect(() => {
    if (waiver === undefined || shownId === storedId) return;
    binding.set('waiver.waiverId', shownId);
    if (storedId !== null) binding.set('waiver.accepted', false);
  }, [waiver, shownId, storedId, binding]);
  // A runner's age comes from the birth date: the form keeps it, so the acceptance sent says so.
  useEffect(() => {
    if (fromBirthDate && !!draft?.minor !== minor) binding.set('waiver.minor', minor);
  }, [fromBirthDate, minor, draft?.minor, binding]);

  if (!waiver) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Waiver">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Waiver
        </Text>
        <Button variant="light" size="xs" onClick={() => setReading(true)}>
          Read the waiver
        </Button>
      </Group>
      <Checkbox label="I have read and accept the waiver" {...binding.checkbox('waiver.accepted')} />
      <TextInput label="Type your full name to sign" autoComplete="off" withAsterisk {...binding.input('waiver.signedName')} />
      {fromBirthDate ? (
        minor && <Text size="sm">Under 18 on the event day: a parent or guardian signs too.</Text>
      ) : (
        <Checkbox label="Under 18 on the event day" {...binding.checkbox('waiver.minor')} />
      )}
      {minor && <TextInput label="Parent or guardian's full name" autoComplete="off" withAsterisk {...binding.input('waiver.guardianName')} />}
      <Modal opened={reading} onClose={() => setReading(false)} title="Waiver" size="lg">
        <Stack gap="md">
          {/* Sanitized by the server when it was published. */}
          <Box tabIndex={0} aria-label="Waiver text" dangerouslySetInnerHTML={{ __html: waiver.body }} />
          <Button onClick={() => setReading(false)}>Back to the form</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
