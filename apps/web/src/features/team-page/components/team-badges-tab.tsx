import { Anchor, Badge, Card, Group, Image, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UI_MESSAGES, teamBadgeProgress, type EventBadgeProgress, type TeamDetail } from '@walkfund/domain';
import { formatDollars, formatPercent } from '../../../lib/format.ts';
import type { EventSettingsView } from '../../settings/index.ts';
import { BadgeSwitches } from './badge-switches.tsx';

const IMAGE_SIZE = 72;

function CompleteMarker({ complete, labels = ['Complete', 'In progress'] }: { complete: boolean; labels?: readonly [string, string] }) {
  return complete ? (
    <Badge color="green" variant="filled">
      {labels[0]}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {labels[1]}
    </Badge>
  );
}

/** The switch badges are earned (an admin's switch), not progressed towards. */
const EARNED_LABELS = ['Earned', 'Not earned'] as const;

function BadgeImage({ src, name }: { src: string; name: string }) {
  return src ? <Image src={src} alt={`${name} badge`} w={IMAGE_SIZE} h={IMAGE_SIZE} fit="contain" /> : null;
}

function ProgressLine({ label, percent }: { label: string; percent: number }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPercent(percent)}
        </Text>
      </Group>
      <Progress value={percent} aria-label={`${label}: ${formatPercent(percent)}`} />
    </Stack>
  );
}

function goalText(badge: EventBadgeProgress): string {
  return badge.type === 'fundraising' ? `Raise ${formatDollars(badge.goal)}` : `More than ${badge.goal} members`;
}

function EventBadgeCard({ badge }: { badge: EventBadgeProgress }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`${badge.name} badge`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <BadgeImage src={badge.image} name={badge.name} />
        <Stack gap="xs" style={{ flex: 1 }} miw={0}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{badge.name}</Text>
            <CompleteMarker complete={badge.complete} />
          </Group>
          <ProgressLine label={goalText(badge)} percent={badge.percent} />
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * Badges (docs/spec/back-office.md §2): each event badge's progress (fundraising complete at 100% of raised
 * vs goal, participation above 100%, capped at 100, sorted by goal), the elite badge, the
 * Facebook fundraiser / team event / employer match badges active in settings, the tips links and
 * the badge switches (disabled for captains).
 */
export function TeamBadgesTab({ team, settings, isAdmin }: { team: TeamDetail; settings: EventSettingsView; isAdmin: boolean }) {
  const progress = teamBadgeProgress(team, settings);
  const { elite } = progress;
  const tips = [
    { href: settings.donationBadgeTipsUrl, label: 'Fundraising Tips' },
    { href: settings.participationBadgeTipsUrl, label: 'Participation Tips' },
  ].filter((tip) => tip.href.trim() !== '');

  return (
    <Stack gap="lg">
      {tips.length > 0 && (
        <Group gap="md">
          {tips.map((tip) => (
            <Anchor key={tip.label} href={tip.href} target="_blank" rel="noopener noreferrer">
              {tip.label}
            </Anchor>
          ))}
        </Group>
      )}
      <Stack gap="sm" component="section" aria-labelledby="event-badges-title">
        <Title order={3} size="h4" id="event-badges-title">
          Event Badges
        </Title>
        {progress.badges.length === 0 ? (
          <Text c="dimmed">{UI_MESSAGES.noEventBadges}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {progress.badges.map((badge) => (
              <EventBadgeCard key={`${badge.type}-${badge.name}-${badge.goal}`} badge={badge} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {elite && (
        <Card withBorder padding="md" component="section" aria-label="Elite badge">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <BadgeImage src={elite.image} name="Elite" />
            <Stack gap="xs" style={{ flex: 1 }} miw={0}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>Elite</Text>
                <CompleteMarker complete={elite.complete} />
              </Group>
              {elite.fundraisingGoal > 0 && <ProgressLine label={`Raise ${formatDollars(elite.fundraisingGoal)}`} percent={elite.fundraisingPercent} />}
              {elite.participationGoal > 0 && <ProgressLine label={`${elite.participationGoal} members`} percent={elite.participationPercent} />}
            </Stack>
          </Group>
        </Card>
      )}
      {progress.switches.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="section" aria-label="Team badges">
          {progress.switches.map((badge) => (
            <Card key={badge.key} withBorder padding="md" component="article" aria-label={`${badge.name} badge`}>
              <Stack align="center" gap="xs" style={{ opacity: badge.earned ? 1 : 0.55 }}>
                <BadgeImage src={badge.image} name={badge.name} />
                <Text fw={600} ta="center">
                  {badge.name}
                </Text>
                <CompleteMarker complete={badge.earned} labels={EARNED_LABELS} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Card withBorder padding="md" component="section" aria-labelledby="badge-switches-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="badge-switches-title">
            Earned by the Team
          </Title>
          <BadgeSwitches team={team} isAdmin={isAdmin} />
        </Stack>
      </Card>
    </Stack>
  );
}
