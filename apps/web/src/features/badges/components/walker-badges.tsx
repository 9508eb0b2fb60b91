import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatMiles } from '@walkfund/domain';
import { useWalkerAchievements } from '../api/get-walker-achievements.ts';

/**
 * A walker's public page: the badges they earned and the miles they logged
 * (docs/features/miles-and-badges.md). Nothing shows until there is something to show.
 */
export function WalkerBadges({ slug, name }: { slug: string; name: string }) {
  const query = useWalkerAchievements(slug);
  const data = query.data;
  if (!data) return null;
  const showMiles = data.miles !== null && data.miles > 0;
  if (data.badges.length === 0 && !showMiles) return null;
  return (
    <Stack gap="xs" component="section" aria-label={`${name}'s badges and miles`}>
      {showMiles && (
        <Text>
          <Text span fw={700}>
            {formatMiles(data.miles!)}
          </Text>{' '}
          walked so far in {data.year}.
        </Text>
      )}
      {data.badges.length > 0 && (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Badges earned">
          {data.badges.map((badge) => (
            <li key={badge.key}>
              <Badge size="lg" variant="filled" color="teal.9" title={badge.description}>
                ★ {badge.label}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </Stack>
  );
}
