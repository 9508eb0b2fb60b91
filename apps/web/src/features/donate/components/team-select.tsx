import { Select } from '@mantine/core';
import { useTeamList } from '../api/get-team-list.ts';
import type { SupportedTeam } from '../../public-flow/index.ts';

interface TeamSelectProps {
  value: SupportedTeam | null;
  onChange(team: SupportedTeam | null): void;
  error?: string;
}

/** A searchable pick of the public team list (GET /v1/teams/list). */
export function TeamSelect({ value, onChange, error }: TeamSelectProps) {
  const teams = useTeamList();
  const list = teams.data ?? [];
  const options = list.map((t) => ({ value: String(t.id), label: `${t.name} (${t.eventCity})` }));
  // A team preset by a link is shown even before (or without) the list.
  if (value && !list.some((t) => t.id === value.id)) options.unshift({ value: String(value.id), label: `${value.name} (${value.city})` });
  return (
    <Select
      label="Team"
      withAsterisk
      searchable
      placeholder={teams.isPending ? 'Loading teams...' : 'Search for a team'}
      nothingFoundMessage="No team found"
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const team = list.find((t) => String(t.id) === id);
        onChange(team ? { id: team.id, name: team.name, city: team.eventCity, slug: team.slug } : null);
      }}
      error={error ?? (teams.isError ? 'The team list could not be loaded.' : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
