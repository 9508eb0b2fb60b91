import { lazy, Suspense } from 'react';
import { Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { CHECKOUT_MESSAGES, UI_MESSAGES, type EventCity } from '@walkfund/domain';
import { useSupportingStore, type SupportType } from '../../public-flow/index.ts';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';

// The searchable team pick (Mantine Select, floating-ui: about 40 KiB gzipped) loads when Team is
// chosen, not with the donate page: a donor supporting the event never downloads it.
const TeamSelect = lazy(async () => ({ default: (await import('./team-select.tsx')).TeamSelect }));

/** Holds the Team field's place while its control loads. */
function TeamSelectPlaceholder() {
  return <TextInput label="Team" withAsterisk disabled placeholder="Loading teams..." />;
}

/** Shown when Next is pressed before a support type is chosen. */
export const SUPPORT_TYPE_REQUIRED = 'Choose whom you are supporting: a team or the event.';

/**
 * Support type Team (pick a team) or Event (pick an event city), kept in the supporting store.
 * Changing the type clears the city and the team. With `showErrors` (Next was pressed), what is
 * missing is said next to its field.
 */
export function SupportPicker({ showErrors = false }: { showErrors?: boolean }) {
  const type = useSupportingStore((s) => s.type);
  const team = useSupportingStore((s) => s.team);
  const eventCity = useSupportingStore((s) => s.eventCity);
  const setType = useSupportingStore((s) => s.setType);
  const setTeam = useSupportingStore((s) => s.setTeam);
  const setEventCity = useSupportingStore((s) => s.setEventCity);

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Who are you supporting?"
        withAsterisk
        value={type ?? ''}
        onChange={(v) => setType(v as SupportType)}
        error={showErrors && !type ? SUPPORT_TYPE_REQUIRED : undefined}
      >
        <Group mt="xs">
          <Radio value="Team" label="Team" aria-invalid={showErrors && !type ? true : undefined} />
          <Radio value="Event" label="Event" />
        </Group>
      </Radio.Group>
      {type === 'Team' && (
        <Suspense fallback={<TeamSelectPlaceholder />}>
          <TeamSelect value={team} onChange={setTeam} error={showErrors && !team ? UI_MESSAGES.noTeamSelected : undefined} />
        </Suspense>
      )}
      {type === 'Event' && (
        <NativeSelect
          label="Event city"
          withAsterisk
          data={CITY_OPTIONS}
          value={eventCity ?? ''}
          onChange={(e) => setEventCity((e.currentTarget.value || null) as EventCity | null)}
          error={showErrors && !eventCity ? CHECKOUT_MESSAGES.eventCityRequired : undefined}
        />
      )}
    </Stack>
  );
}
