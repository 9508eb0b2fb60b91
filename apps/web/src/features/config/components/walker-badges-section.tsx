import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { WALKER_BADGES, WALKER_BADGE_KEYS } from '@walkfund/domain';
import { PanelSection } from '../../../components/config-panel.tsx';
import type { useSettingsPanelForm } from './config-panel.tsx';

type BadgesForm = ReturnType<typeof useSettingsPanelForm<'badges'>>['form'];

/**
 * Badge Settings' walker part (docs/features/miles-and-badges.md): distance logging on or off, and
 * each walker badge. Saved with the panel's Save, like the team badges.
 */
export function WalkerBadgesSection({ form }: { form: BadgesForm }) {
  return (
    <PanelSection title="Walker Miles and Badges">
      <Stack gap="sm">
        <Switch
          label="Distance logging"
          description="Walkers log their miles on My Page; totals show on their page, their team's page and the distance leaderboard."
          {...form.getInputProps('distanceLoggingEnabled', { type: 'checkbox' })}
        />
        <Text size="sm" c="gray.7">
          Walker badges are earned from each walker's page, gifts and miles. Turn off any you do not want to show.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {WALKER_BADGE_KEYS.map((key) => (
            <Switch
              key={key}
              label={WALKER_BADGES[key].label}
              description={WALKER_BADGES[key].description}
              {...form.getInputProps(`walkerBadges.${key}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </PanelSection>
  );
}
