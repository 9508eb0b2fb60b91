import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EVENT_ENTRY_KIND_LABELS, type AdminHomeEventDay } from '@walkfund/domain';
import { formatTimeSeconds } from '../../../lib/format.ts';
import { ADMIN_HOME_LINKS } from './admin-home-links.ts';

type City = AdminHomeEventDay['cities'][number];

const waiversText = (n: number) => (n === 1 ? '1 waiver missing' : `${n} waivers missing`);

function CityCard({ city }: { city: City }) {
  // Sizes counted or handed out; the rest of the grid is Config > Shirt Stock's.
  const shirts = city.shirts.filter((s) => s.onHand !== null || s.given > 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Event day in ${city.eventCity}`}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {city.eventCity}
        </Title>
        <Text fz={28} fw={700} lh={1.1}>
          {city.checkedIn} of {city.registered} checked in
        </Text>
        <Stack gap={2}>
          {city.kinds.map((k) => (
            <Group key={k.kind} justify="space-between" gap="xs">
              <Text size="sm">{EVENT_ENTRY_KIND_LABELS[k.kind]}</Text>
              <Text size="sm" data-testid={`checked-in-${city.eventCity}-${k.kind}`}>
                {k.checkedIn} of {k.registered}
              </Text>
            </Group>
          ))}
        </Stack>
        {shirts.length > 0 ? (
          <Table aria-label={`Shirts in ${city.eventCity}`} verticalSpacing={2} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Size</Table.Th>
                <Table.Th scope="col">Given</Table.Th>
                <Table.Th scope="col">On hand</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shirts.map((s) => (
                <Table.Tr key={s.size}>
                  <Table.Th scope="row" fw={400}>
                    {s.label}
                  </Table.Th>
                  <Table.Td>{s.given}</Table.Td>
                  <Table.Td c={s.onHand !== null && s.onHand <= 0 ? 'red.8' : undefined}>{s.onHand ?? 'Not counted'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">No shirts counted or given yet.</Text>
        )}
        {city.waiversMissing > 0 ? (
          <Anchor component={Link} to={ADMIN_HOME_LINKS.checkIn} size="sm">
            {waiversText(city.waiversMissing)}
          </Anchor>
        ) : (
          <Text size="sm">No waivers missing.</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The event day, live (docs/decisions/0011-event-day-check-in.md): per city, checked in
 * of registered per kind, shirts given per size against those on hand, and waivers missing, read
 * again every few seconds while the page is visible (admin-home-api.ts).
 */
export function AdminHomeEventDay({ eventDay }: { eventDay: AdminHomeEventDay }) {
  return (
    <section aria-labelledby="admin-home-event-day">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="admin-home-event-day">
          Event day
        </Title>
        <Text size="sm" c="dimmed">
          Updated at {formatTimeSeconds(eventDay.updatedAt)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {eventDay.cities.map((city) => (
          <CityCard key={city.eventCity} city={city} />
        ))}
      </SimpleGrid>
    </section>
  );
}
