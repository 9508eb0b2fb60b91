import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PERSON_MESSAGES, TOASTS, type TeamDetail, type TeamMember } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { CellText, RowLink } from '../../../components/data-grid/cells.tsx';
import { DataTable, type DataColumn } from '../../../components/data-grid/data-table.tsx';
import { GridSearch, GridTotal } from '../../../components/data-grid/grid-toolbar.tsx';
import { nextSort, sortDirectionOf } from '../../../components/sortable-th.tsx';
import { notifyToast } from '../../../lib/notify.ts';
import { InviteAllWithoutPageButton, useMemberFundraisingColumns } from '../../my-page/index.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { MEMBER_SORT_FIELDS, filterMembers, isCaptain, memberName, sortMembers, type MemberSortField } from '../lib/members.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { NudgeButton } from '../../coaching/index.ts';

interface TeamMembersTabProps {
  team: TeamDetail;
  isAdmin: boolean;
  /** The event's current year: new members join it. */
  eventYear: number;
}

/**
 * Team Members (docs/spec/back-office.md §2): the grid (name, email, phone) with search and sort, an edit link
 * for admins, Remove (confirmed; never the captain) and the add-member form.
 */
export function TeamMembersTab({ team, isAdmin, eventYear }: TeamMembersTabProps) {
  const remove = useRemoveTeamMember(team.id);
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState('name:asc');
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  // Raised, Goal, Page and "Invite to fundraise" (docs/features/personal-pages.md).
  const fundraisingColumns = useMemberFundraisingColumns<TeamMember>();

  const field = (MEMBER_SORT_FIELDS.find((f) => sortDirectionOf(sortBy, f)) ?? 'name') as MemberSortField;
  const rows = sortMembers(filterMembers(team.members, search), field, sortDirectionOf(sortBy, field) ?? 'asc');

  const confirmRemove = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.personId);
      notifyToast(TOASTS.membersUpdated);
    } catch {
      notifyToast(TOASTS.membersUpdateFailed);
    } finally {
      setConfirming(null);
    }
  };

  const columns: DataColumn<TeamMember>[] = [
    {
      label: 'Name',
      sort: 'name',
      cell: (member) => (
        <Group gap={6} wrap="nowrap">
          <CellText strong>{memberName(member)}</CellText>
          {isCaptain(team, member) && (
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              Captain
            </Badge>
          )}
        </Group>
      ),
    },
    // On one line: the grid scrolls sideways on a phone rather than break an address mid-word.
    { label: 'Email', sort: 'email', nowrap: true, cell: (member) => member.email },
    { label: 'Phone', sort: 'phone', nowrap: true, cell: (member) => member.phone ?? '' },
    ...fundraisingColumns,
    {
      label: 'Actions',
      hideLabel: true,
      cell: (member) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {isAdmin && (
            <RowLink to={paths.participant(member.personId)} label={`Edit ${memberName(member)}`}>
              Edit
            </RowLink>
          )}
          {/* A short email in the captain's name, once a week (docs/features/coaching.md). */}
          {!isCaptain(team, member) && <NudgeButton teamId={team.id} personId={member.personId} name={memberName(member)} />}
          {!isCaptain(team, member) && (
            <Button size="xs" color="red" variant="subtle" onClick={() => setConfirming(member)} aria-label={`Remove ${memberName(member)}`}>
              Remove
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <GridSearch label="Search members" value={search} onChange={setSearch} />
          <Group gap="sm" align="center">
            <InviteAllWithoutPageButton members={team.members} />
            <GridTotal total={rows.length} />
          </Group>
        </Group>
        <DataTable
          label="Team members"
          columns={columns}
          rows={rows}
          rowKey={(member) => member.personId}
          minWidth={880}
          sortBy={sortBy}
          onSort={(column) => setSortBy(nextSort(sortBy, column))}
          emptyText={team.members.length === 0 ? 'No team members yet.' : 'No members match your search.'}
          highlightOnHover={false}
        />
        {team.captainPerson && (
          <Text size="xs" c="dimmed">
            {PERSON_MESSAGES.captainCannotLeave}
          </Text>
        )}
      </Stack>
      <AddMemberForm team={team} eventYear={eventYear} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Remove Team Member" centered>
        <Stack gap="md">
          <Text>{confirming ? `Remove ${memberName(confirming)} from ${team.name}?` : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void confirmRemove()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
