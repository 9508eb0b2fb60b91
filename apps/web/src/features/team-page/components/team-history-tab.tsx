import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NO_TEAM_HISTORY, shirtSizeName, type Address, type TeamDetail, type TeamHistoryEntry } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { formatDollars } from '../../../lib/format.ts';
import { useSession } from '../../session/index.ts';
import { useTeamHistory } from '../api/get-team-history.ts';
import { QueryState } from './query-state.tsx';

function formatAddress(address: Address | null): string {
  if (!address) return '';
  return `${address.address}, ${address.city}, ${address.state} ${address.zipcode}`;
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

/** A yes/no check of the year's results, read aloud as its words. */
function Check({ label, checked }: { label: string; checked: boolean }) {
  return (
    <Text size="sm">
      <span aria-hidden="true" style={{ color: checked ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)' }}>
        {checked ? '✔' : '✘'}
      </span>{' '}
      {label}: {checked ? 'Yes' : 'No'}
    </Text>
  );
}

/**
 * Where the history links: an admin to the back-office user and participant pages; a captain (on
 * My Team) to their own profile only, as the other pages are the back office's.
 */
interface HistoryLinks {
  captainProfile: (userId: number) => string | null;
  member: (personId: number) => string | null;
}

function historyLinks(isAdmin: boolean, viewerUserId: number | null): HistoryLinks {
  if (isAdmin) return { captainProfile: (id) => paths.user(id), member: (id) => paths.participant(id) };
  return { captainProfile: (id) => (id === viewerUserId ? paths.myProfile : null), member: () => null };
}

function HistoryYear({ entry, links }: { entry: TeamHistoryEntry; links: HistoryLinks }) {
  const captain = entry.captain;
  const headingId = `team-history-${entry.year}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={headingId}>
          {entry.year}: {entry.name}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={600}>Captain</Text>
            {captain ? (
              <>
                <Detail label="Name" value={captain.name} />
                <Detail label="Email" value={captain.email} />
                <Detail label="Phone" value={captain.phone} />
                <Detail label="Address" value={formatAddress(captain.address)} />
                <Detail label="Life.Church" value={captain.lifeChurchLocation} />
                <Detail label="Shirt size" value={shirtSizeName(captain.shirtSize)} />
                {captain.userId !== null && links.captainProfile(captain.userId) && (
                  <Anchor component={Link} to={links.captainProfile(captain.userId)!} size="sm">
                    View Captain Profile
                  </Anchor>
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                No captain that year.
              </Text>
            )}
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>Results</Text>
            <Detail label="Total raised" value={formatDollars(entry.totalRaised)} />
            <Detail label="Participants" value={String(entry.participantCount)} />
            <Detail label="Donation goal" value={formatDollars(entry.teamDonationGoal)} />
            <Detail label="Member goal" value={String(entry.teamMemberGoal)} />
            <Check label="Facebook Fundraiser" checked={entry.hasFacebookFundraiser} />
            <Check label="Team Event" checked={entry.hasCommunityEvent} />
            <Check label="Employee Match" checked={entry.hasEmployeeMatch} />
          </Stack>
        </SimpleGrid>
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>Members</Text>
            <Text size="sm" c="dimmed">
              ({entry.members.length})
            </Text>
          </Group>
          {entry.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              No members that year.
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {entry.members.map((member) => (
                <List.Item key={member.personId}>
                  {links.member(member.personId) ? (
                    <Anchor component={Link} to={links.member(member.personId)!} size="sm">
                      {member.firstName} {member.lastName}
                    </Anchor>
                  ) : (
                    <Text span size="sm">
                      {member.firstName} {member.lastName}
                    </Text>
                  )}{' '}
                  <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * Team History (admin, docs/spec/back-office.md §2; the captain's on My Team, docs/spec/public-flows.md;
 * docs/decisions/0118-one-team-across-years.md): each closed year, newest first.
 */
export function TeamHistoryTab({ team, isAdmin }: { team: TeamDetail; isAdmin: boolean }) {
  const { user } = useSession();
  const history = useTeamHistory(team.id);
  const links = historyLinks(isAdmin, user?.id ?? null);
  if (!history.data) return <QueryState isPending={history.isPending} error={history.error} label="team history" />;
  if (history.data.length === 0) return <Text c="dimmed">{NO_TEAM_HISTORY}</Text>;
  return (
    <Stack gap="md">
      {history.data.map((entry) => (
        <HistoryYear key={`${entry.year}-${entry.closedAt}`} entry={entry} links={links} />
      ))}
    </Stack>
  );
}
