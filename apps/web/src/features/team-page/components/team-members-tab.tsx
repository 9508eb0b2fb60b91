import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PERSON_MESSAGES, TOASTS, type TeamDetail, type TeamMember } from '@walkfund/domain';
import { paths } from '../../../app/paths.ts';
import { SortableTh, nextSort, sortDirectionOf } from '../../../components/sortable-th.tsx';
import { notifyToast } from '../../../lib/notify.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { MEMBER_SORT_FIELDS, filterMembers, isCaptain, memberName, sortMembers, type MemberSortField } from '../lib/members.ts';
import { AddMemberForm } from './add-member-form.tsx';

interface TeamMembersTabProps {
  team: TeamDetail;
  isAdmin: boolean;
  /** The event's current year: new members join it. */
  eventYear: number;
}

/**
 * Team Members (back office 2): the grid (name, email, phone) with search and sort, an edit link
 * for admins, Remove (confirmed; never the captain) and the add-member form.
 */
export function TeamMembersTab({ team, isAdmin, eventYear }: TeamMembersTabProps) {
  const remove = useRemoveTeamMember(team.id);
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState('name:asc');
  const [confirming, setConfirming] = useState<TeamMember | null>(null);

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

  const th = (label: string, sortField: MemberSortField) => (
    <SortableTh direction={sortDirectionOf(sortBy, sortField)} onSort={() => setSortBy(nextSort(sortBy, sortField))}>
      {label}
    </SortableTh>
  );

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <TextInput label="Search members" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} />
          <Text size="sm" fw={500} aria-live="polite">
            Total: {rows.length}
          </Text>
        </Group>
        {team.members.length === 0 ? (
          <Text c="dimmed">No team members yet.</Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed">No members match your search.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" aria-label="Team members">
              <Table.Thead>
                <Table.Tr>
                  {th('Name', 'name')}
                  {th('Email', 'email')}
                  {th('Phone', 'phone')}
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((member) => {
                  const captain = isCaptain(team, member);
                  return (
                    <Table.Tr key={member.personId}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={500}>
                            {memberName(member)}
                          </Text>
                          {captain && (
                            <Badge size="xs" variant="light">
                              Captain
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{member.phone ?? ''}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          {isAdmin && (
                            <Button component={Link} to={paths.participant(member.personId)} size="xs" variant="light" aria-label={`Edit ${memberName(member)}`}>
                              Edit
                            </Button>
                          )}
                          {!captain && (
                            <Button size="xs" color="red" variant="subtle" onClick={() => setConfirming(member)} aria-label={`Remove ${memberName(member)}`}>
                              Remove
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
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
