import { Stack, Title } from '@mantine/core';
import type { FundraiserListItem } from '@walkfund/domain';
import { FundraiserRow } from './team-fundraisers.tsx';

/** The year's top walkers by raised (the campaign's `fundraisers`), each linking to their page. */
export function FundraiserLeaderboard({ fundraisers }: { fundraisers: FundraiserListItem[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="fundraiser-leaderboard-title">
      <Title order={2} size="h3" id="fundraiser-leaderboard-title">
        Top fundraisers
      </Title>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Top fundraisers">
        {fundraisers.map((fundraiser) => (
          <li key={fundraiser.personId}>
            <FundraiserRow fundraiser={fundraiser} detail={fundraiser.teamName} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
