import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import { formatDollars } from '../../../lib/format.ts';
import { RunningMatchesCard } from '../../matches/index.ts';
import { PendingPaymentsCard } from '../../transactions/index.ts';
import type { EventSettingsView } from '../../settings/index.ts';
import { AdminHomeFigures } from './admin-home-figures.tsx';
import { QuickLinkCard } from './quick-link-card.tsx';

const ADMIN_AREAS = [
  { to: paths.teams, title: 'Teams', description: 'Search, sort and edit every team.' },
  { to: paths.users, title: 'Users', description: 'Captains and admins, their roles and teams.' },
  { to: paths.participants, title: 'Participants', description: 'Walkers, runners, donors and shirt buyers.' },
  { to: paths.transactions, title: 'Transactions', description: 'Payments of the current event year.' },
  { to: paths.report('teams'), title: 'Reports', description: 'Teams, runners, donations and daily snapshots.' },
  { to: paths.kindful, title: 'Kindful', description: 'The donor-system import queue.' },
  { to: paths.config, title: 'Event Config', description: 'Event settings, products, badges and captain tools.' },
  { to: paths.frontend('donate'), title: 'Offline Donation', description: 'Record a donation paid outside the website.' },
] as const;

function SettingFlag({ label, on }: { label: string; on: boolean }) {
  return (
    <Badge variant="light" color={on ? 'green' : 'gray'}>
      {label}: {on ? 'On' : 'Off'}
    </Badge>
  );
}

/** The admin landing: the event at a glance (from event settings), how it is doing (docs/features/receipts-and-admin-home.md) and the admin areas. */
export function AdminDashboard({ settings }: { settings: EventSettingsView }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {settings.appYear} {settings.appTitle}
      </Title>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Text>
            {settings.appState} · Event fundraising goal{' '}
            <Text span fw={600}>
              {formatDollars(settings.eventFundraisingGoal)}
            </Text>
          </Text>
          <Group gap="xs">
            <SettingFlag label="Public registration" on={settings.publicRegistrationOpen} />
            <SettingFlag label="5k" on={settings.has5k} />
            <SettingFlag label="Event shirts" on={settings.hasEventShirt} />
          </Group>
        </Stack>
      </Card>
      <AdminHomeFigures />
      <RunningMatchesCard />
      <PendingPaymentsCard />
      <Title order={2} size="h4">
        Admin areas
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {ADMIN_AREAS.map((area) => (
          <QuickLinkCard key={area.to} {...area} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
