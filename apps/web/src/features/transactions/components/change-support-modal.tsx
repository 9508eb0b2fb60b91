import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EVENT_CITIES, SUPPORT_MESSAGES, TOASTS, type SupportingType, type TransactionDetail } from '@walkfund/domain';
import { notifyToast } from '../../../lib/notify.ts';
import { useChangeSupport } from '../api/change-support.ts';
import { useTeamOptions } from '../api/search-teams.ts';

interface ChangeSupportModalProps {
  transaction: TransactionDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * Change Support (docs/spec/back-office.md §2, 4): the transaction supports a team or the event. The server
 * moves its line items and both teams' totals at once; the detail reloads with its answer.
 */
export function ChangeSupportModal({ transaction, opened, onClose }: ChangeSupportModalProps) {
  const [type, setType] = useState<SupportingType>(transaction.supportingType);
  const [teamId, setTeamId] = useState<string | null>(transaction.team ? String(transaction.team.id) : null);
  const [eventCity, setEventCity] = useState<string | null>(transaction.eventCity);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const teams = useTeamOptions(debounced, opened && type === 'team');
  const change = useChangeSupport(transaction.id);
  const [error, setError] = useState<string | null>(null);

  const options = (teams.data ?? []).map((team) => ({
    value: String(team.id),
    label: `${team.name} (${team.eventCity}${team.active ? '' : ', inactive'})`,
  }));
  // The current team stays pickable even when the search does not list it.
  if (transaction.team && !options.some((o) => o.value === String(transaction.team!.id))) {
    options.unshift({ value: String(transaction.team.id), label: transaction.team.name });
  }

  const save = async () => {
    if (type === 'team' && !teamId) return setError(SUPPORT_MESSAGES.teamRequired);
    if (type === 'event' && !eventCity) return setError(SUPPORT_MESSAGES.eventCityRequired);
    setError(null);
    try {
      await change.mutateAsync(type === 'team' ? { supportingType: 'team', team: Number(teamId) } : { supportingType: 'event', eventCity: eventCity as (typeof EVENT_CITIES)[number] });
      notifyToast(TOASTS.transactionUpdated);
      onClose();
    } catch {
      notifyToast(TOASTS.transactionUpdateFailed);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change Support">
      <Stack gap="md">
        <SegmentedControl
          aria-label="Supporting"
          value={type}
          onChange={(value) => setType(value as SupportingType)}
          data={[
            { value: 'team', label: 'Team' },
            { value: 'event', label: 'Event' },
          ]}
        />
        {type === 'team' ? (
          <Select
            label="Team"
            placeholder="Search teams"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={teamId}
            onChange={setTeamId}
            nothingFoundMessage={teams.isFetching ? 'Searching…' : 'No teams found'}
            error={error && type === 'team' ? error : undefined}
          />
        ) : (
          <Select
            label="Event city"
            data={[...EVENT_CITIES]}
            value={eventCity}
            onChange={setEventCity}
            error={error && type === 'event' ? error : undefined}
          />
        )}
        <Text size="sm" c="dimmed">
          The transaction and its line items move at once; the teams' totals follow.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={change.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
