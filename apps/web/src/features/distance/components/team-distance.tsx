import { Anchor, Text } from '@mantine/core';
import { formatMiles } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTeamDistance } from '../api/get-team-distance.ts';

/** The public team page's line: the miles its walkers logged this year, with the distance leaderboard's link; nothing while logging is off. */
export function TeamDistance({ slug }: { slug: string }) {
  const query = useTeamDistance(slug);
  if (!query.data?.enabled) return null;
  return (
    <Text>
      <Text span fw={700}>
        {formatMiles(query.data.miles)}
      </Text>{' '}
      walked by this team in {query.data.year}.{' '}
      <Anchor component={Link} to={paths.distanceLeaderboard}>
        See the distance leaderboard
      </Anchor>
    </Text>
  );
}
