import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { CHECKOUT_MESSAGES, UI_MESSAGES, type EventCity } from '@walkfund/domain';
import { useSupportingStore, type SupportType } from '../stores/supporting-store.ts';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';
import { TeamSelect } from './team-select.tsx';

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
      {type === 'Team' && <TeamSelect value={team} onChange={setTeam} error={showErrors && !team ? UI_MESSAGES.noTeamSelected : undefined} />}
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
