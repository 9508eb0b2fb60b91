import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import type { EventCity } from '@walkfund/domain';
import { useSupportingStore, type SupportType } from '../stores/supporting-store.ts';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';
import { TeamSelect } from './team-select.tsx';

/**
 * Support type Team (pick a team) or Event (pick an event city), kept in the supporting store.
 * Changing the type clears the city and the team.
 */
export function SupportPicker() {
  const type = useSupportingStore((s) => s.type);
  const team = useSupportingStore((s) => s.team);
  const eventCity = useSupportingStore((s) => s.eventCity);
  const setType = useSupportingStore((s) => s.setType);
  const setTeam = useSupportingStore((s) => s.setTeam);
  const setEventCity = useSupportingStore((s) => s.setEventCity);

  return (
    <Stack gap="sm">
      <Radio.Group label="Who are you supporting?" withAsterisk value={type ?? ''} onChange={(v) => setType(v as SupportType)}>
        <Group mt="xs">
          <Radio value="Team" label="Team" />
          <Radio value="Event" label="Event" />
        </Group>
      </Radio.Group>
      {type === 'Team' && <TeamSelect value={team} onChange={setTeam} />}
      {type === 'Event' && (
        <NativeSelect
          label="Event city"
          withAsterisk
          data={CITY_OPTIONS}
          value={eventCity ?? ''}
          onChange={(e) => setEventCity((e.currentTarget.value || null) as EventCity | null)}
        />
      )}
    </Stack>
  );
}
