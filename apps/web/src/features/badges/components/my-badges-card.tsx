import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { WalkerBadge } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { useMyBadges } from '../api/get-my-badges.ts';

function Earned({ badges }: { badges: WalkerBadge[] }) {
  if (badges.length === 0) return <Text c="dimmed">Your first badge is waiting: see below what each one needs.</Text>;
  return (
    <List spacing="xs" aria-label="Badges you earned" icon={<ThemeIcon color="teal.9" size={22} radius="xl" aria-hidden>★</ThemeIcon>}>
      {badges.map((badge) => (
        <List.Item key={badge.key}>
          <Text fw={600} span>
            {badge.label}
          </Text>
          <Text size="sm" c="gray.7">
            {badge.description}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * My Page's badges (docs/features/miles-and-badges.md): those earned, then those still to earn
 * with what each needs. Nothing shows when the event has every walker badge off.
 */
export function MyBadgesCard() {
  const query = useMyBadges();
  const badges = query.data?.badges ?? [];
  if (badges.length === 0) return null;
  const toEarn = badges.filter((badge) => !badge.earned);
  return (
    <SectionCard title="Your badges" idPrefix="my-page">
      <Earned badges={badges.filter((badge) => badge.earned)} />
      {toEarn.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Still to earn
          </Title>
          <List spacing="xs" aria-label="Badges still to earn">
            {toEarn.map((badge) => (
              <List.Item key={badge.key}>
                <Text fw={600} span>
                  {badge.label}
                </Text>
                <Text size="sm" c="gray.7">
                  {badge.toEarn}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </SectionCard>
  );
}
