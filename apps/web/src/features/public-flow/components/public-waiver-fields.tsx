import { useEffect } from 'react';
import type { WaiverKind } from '@walkfund/domain';
import type { FormBinding } from '../../../components/forms/form-binding.ts';
import { WaiverAcceptanceFields } from '../../../components/waiver-acceptance-fields.tsx';
import { useCurrentWaiver } from '../api/get-current-waivers.ts';
import { waiverMinor, type WaiverDraft } from '../lib/waiver.ts';

interface PublicWaiverFieldsProps {
  /** The person's form (its `waiver.*` fields hold a WaiverDraft, kept with the draft). */
  binding: FormBinding;
  /** The event city of the person's registration; nothing shows without one. */
  city: string | null | undefined;
  kind: WaiverKind;
  /** A runner's birth date: under 18 is computed from it and the event day instead of asked. */
  birthDate?: string | null;
}

/** The person's `waiver.*` fields seen as the shared signature's fields. */
function waiverFields(binding: FormBinding): FormBinding {
  const at = (field: string) => `waiver.${field}`;
  return {
    input: (field) => binding.input(at(field)),
    checkbox: (field) => binding.checkbox(at(field)),
    value: (field) => binding.value(at(field)),
    set: (field, value) => binding.set(at(field), value),
    error: (field) => binding.error(at(field)),
  };
}

/**
 * The waiver of a person a public form brings to the event (
 * docs/decisions/0011-event-day-check-in.md), shown only when one is published for the city and
 * kind: the shared signature, with the version shown kept in the form and a runner's under 18
 * taken from the birth date.
 */
export function PublicWaiverFields({ binding, city, kind, birthDate }: PublicWaiverFieldsProps) {
  const waiver = useCurrentWaiver(city, kind);
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
  return <WaiverAcceptanceFields binding={waiverFields(binding)} body={waiver.body} knownMinor={fromBirthDate ? minor : undefined} textInModal />;
}
