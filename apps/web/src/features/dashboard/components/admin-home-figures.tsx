import { Suspense } from 'react';
import { Alert, Anchor, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDollars, progressPercent, type AdminHome } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useAdminHome } from './admin-home-api.ts';
import { AdminHomeEventDay } from './admin-home-event-day.tsx';
import { ADMIN_HOME_LINKS } from './admin-home-links.ts';

// The charts library loads with the admin home only (never for captains or the public pages).
const RaisedTrendChart = lazyNamed(() => import('./admin-home-charts.tsx'), 'RaisedTrendChart');
const CountsBarChart = lazyNamed(() => import('./admin-home-charts.tsx'), 'CountsBarChart');

const TYPE_LABELS: Record<AdminHome['raised']['byType'][number]['type'], { label: string; to: string }> = {
  donation: { label: 'Donations', to: ADMIN_HOME_LINKS.donations },
  tshirt: { label: 'T-shirts', to: ADMIN_HOME_LINKS.shirts },
  '5k': { label: '5k runners', to: ADMIN_HOME_LINKS.runners },
};

const RUN_TYPE_LABELS: Record<string, string> = { 'in-person': 'In person', virtual: 'Virtual' };

/** A YYYY-MM-DD Chicago day as "Nov 25, 2026" (noon UTC is the same day in Chicago). */
const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** A card whose title links to the grid or report behind its figures. */
function FigureCard({ title, to, children }: { title: string; to: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Anchor component={Link} to={to}>
            {title}
          </Anchor>
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The big number of a card. */
function Figure({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <Text fz={28} fw={700} lh={1.1} aria-label={label}>
      {children}
    </Text>
  );
}

/*
 * The charts load after the figures (a lazy chunk): their place keeps the chart's height while it
 * loads, so nothing below moves when it arrives. A card that grew under the pointer took a click
 * meant for a link further down (the admin home's browser test, on a busy machine).
 */
const TREND_CHART_HEIGHT = 160;
const countsChartHeight = (bars: number) => Math.max(120, bars * 28);

function ChartFallback({ height }: { height: number }) {
  return (
    <Center h={height}>
      <Loader size="sm" aria-label="Loading the chart" />
    </Center>
  );
}

function RaisedCard({ home }: { home: AdminHome }) {
  const { raised } = home;
  const percent = progressPercent(raised.total, raised.goal);
  return (
    <FigureCard title="Raised so far" to={ADMIN_HOME_LINKS.transactions}>
      <Figure>{formatDollars(raised.total)}</Figure>
      <Text size="sm">
        of the {formatDollars(raised.goal)} goal ({percent}%)
      </Text>
      <Progress value={percent} aria-label={`Raised of the goal: ${percent}%`} />
      <Stack gap={2}>
        {raised.byType.map((row) => (
          <Group key={row.type} justify="space-between" gap="xs">
            <Anchor component={Link} to={TYPE_LABELS[row.type].to} size="sm">
              {TYPE_LABELS[row.type].label}
            </Anchor>
            <Text size="sm" data-testid={`raised-${row.type}`}>
              {formatDollars(row.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </FigureCard>
  );
}

function RecentCard({ home }: { home: AdminHome }) {
  return (
    <FigureCard title="Today and this week" to={ADMIN_HOME_LINKS.transactions}>
      <Group justify="space-between" align="end">
        <div>
          <Text size="sm" c="dimmed">
            Today
          </Text>
          <Figure>{formatDollars(home.raised.today)}</Figure>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Since Monday, {formatDay(home.raised.weekStart)}
          </Text>
          <Figure>{formatDollars(home.raised.thisWeek)}</Figure>
        </div>
      </Group>
      <Text size="xs" c="dimmed">
        Days in Central time.
      </Text>
    </FigureCard>
  );
}

function ComparisonCard({ home }: { home: AdminHome }) {
  const { comparison: c } = home;
  const ahead = c.currentRaised !== null && c.priorRaised !== null ? c.currentRaised - c.priorRaised : null;
  return (
    <FigureCard title={`${home.year} against ${home.priorYear}`} to={ADMIN_HOME_LINKS.snapshots}>
      {c.date === null ? (
        <Text size="sm">No daily snapshot yet. The Daily Snapshots report can rebuild them from the recorded gifts.</Text>
      ) : (
        <>
          <Text size="sm">By {formatDay(c.date)}</Text>
          <Figure>{c.currentRaised === null ? '-' : formatDollars(c.currentRaised)}</Figure>
          <Text size="sm">
            {c.priorRaised === null
              ? `No snapshot of ${formatDay(c.priorDate!)}.`
              : `${formatDollars(c.priorRaised)} by ${formatDay(c.priorDate!)}`}
            {ahead !== null && (ahead >= 0 ? `: ${formatDollars(ahead)} ahead` : `: ${formatDollars(-ahead)} behind`)}
          </Text>
          <Text size="sm" c="dimmed">
            Teams {c.currentTeams ?? '-'} (last year {c.priorTeams ?? '-'}) · Participants {c.currentParticipants ?? '-'} (last year{' '}
            {c.priorParticipants ?? '-'})
          </Text>
        </>
      )}
      {home.trend.length > 1 && (
        <Suspense fallback={<ChartFallback height={TREND_CHART_HEIGHT} />}>
          <RaisedTrendChart points={home.trend} currentYear={home.year} priorYear={home.priorYear} height={TREND_CHART_HEIGHT} />
        </Suspense>
      )}
    </FigureCard>
  );
}

function PeopleCards({ home }: { home: AdminHome }) {
  return (
    <>
      <FigureCard title="Teams" to={ADMIN_HOME_LINKS.teams}>
        <Figure label={`${home.teams} active teams`}>{home.teams}</Figure>
        <Text size="sm">active this year</Text>
      </FigureCard>
      <FigureCard title="Participants" to={ADMIN_HOME_LINKS.participants}>
        <Figure label={`${home.participants} participants`}>{home.participants}</Figure>
        <Text size="sm">walkers, runners, donors and shirt buyers</Text>
      </FigureCard>
    </>
  );
}

function RunnersCard({ home }: { home: AdminHome }) {
  const total = home.runners.reduce((sum, r) => sum + r.count, 0);
  const bars = home.runners.map((r) => ({ name: RUN_TYPE_LABELS[r.runType] ?? r.runType, count: r.count }));
  return (
    <FigureCard title="Runners by type" to={ADMIN_HOME_LINKS.runners}>
      <Figure label={`${total} runners`}>{total}</Figure>
      {bars.length === 0 ? (
        <Text size="sm">No runner registered yet.</Text>
      ) : (
        <>
          <Text size="sm">{bars.map((b) => `${b.name}: ${b.count}`).join(' · ')}</Text>
          <Suspense fallback={<ChartFallback height={countsChartHeight(bars.length)} />}>
            <CountsBarChart data={bars} label="Runners by type" height={countsChartHeight(bars.length)} />
          </Suspense>
        </>
      )}
    </FigureCard>
  );
}

function ShirtsCard({ home }: { home: AdminHome }) {
  const { shirts } = home;
  const bars = shirts.sizes.map((s) => ({ name: s.label, count: s.quantity }));
  return (
    <FigureCard title="T-shirts sold" to={ADMIN_HOME_LINKS.shirts}>
      <Figure label={`${shirts.total} shirts`}>{shirts.total}</Figure>
      <Text size="sm">{shirts.toShip === 0 ? 'All shipped.' : `${shirts.toShip} still to ship.`}</Text>
      {bars.length > 0 && (
        <>
          <Text size="sm">{bars.map((b) => `${b.name}: ${b.count}`).join(' · ')}</Text>
          <Suspense fallback={<ChartFallback height={countsChartHeight(bars.length)} />}>
            <CountsBarChart data={bars} label="Shirts by size" height={countsChartHeight(bars.length)} />
          </Suspense>
        </>
      )}
    </FigureCard>
  );
}

function GiftsCard({ home }: { home: AdminHome }) {
  return (
    <FigureCard title="Newest gifts" to={ADMIN_HOME_LINKS.donations}>
      {home.newestGifts.length === 0 ? (
        <Text size="sm">No gift yet.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {home.newestGifts.map((gift) => (
            <li key={gift.lineItemId}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={ADMIN_HOME_LINKS.transaction(gift.transactionId)} size="sm" lineClamp={1}>
                  {gift.donor}
                  {gift.anonymous ? ' (anonymous)' : ''}
                  {gift.teamName ? ` for ${gift.teamName}` : ''}
                </Anchor>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDollars(gift.amount)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(gift.createdAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </FigureCard>
  );
}

/** docs/features/monthly-gifts.md: what the active monthly gifts give each month (before fees), and how many there are. */
function MonthlyGiftsCard({ home }: { home: AdminHome }) {
  const { active, monthlyTotal } = home.monthlyGifts;
  return (
    <FigureCard title="Monthly gifts" to={ADMIN_HOME_LINKS.monthlyGifts}>
      <Figure label={`${formatDollars(monthlyTotal)} each month`}>{formatDollars(monthlyTotal)}</Figure>
      <Text size="sm" data-testid="monthly-gifts-active">
        each month from {active === 1 ? '1 active monthly gift' : `${active} active monthly gifts`}
      </Text>
    </FigureCard>
  );
}

function AttentionCard({ home }: { home: AdminHome }) {
  const { attention: a } = home;
  const calm = a.failedJobs === 0 && a.awaitingReconciliation === 0;
  return (
    <FigureCard title="Needs attention" to={ADMIN_HOME_LINKS.jobs}>
      {calm && <Text size="sm">Nothing needs attention.</Text>}
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={ADMIN_HOME_LINKS.jobs} size="sm">
          Failed background jobs
        </Anchor>
        <Text size="sm" fw={600} c={a.failedJobs ? 'red.8' : undefined}>
          {a.failedJobs}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={ADMIN_HOME_LINKS.reconciliation} size="sm">
          Payments awaiting reconciliation
        </Anchor>
        <Text size="sm" fw={600} c={a.awaitingReconciliation ? 'orange.9' : undefined}>
          {a.awaitingReconciliation}
          {a.awaitingReconciliation ? ` (${formatDollars(a.awaitingAmount)})` : ''}
        </Text>
      </Group>
    </FigureCard>
  );
}

/** The admin home's figures (docs/features/receipts-and-admin-home.md): how the event year is doing, each figure linking to its grid or report. */
export function AdminHomeFigures() {
  const home = useAdminHome();
  if (home.isPending) return <Loader aria-label="Loading the figures" />;
  if (home.isError) {
    return (
      <Alert color="red" title="The figures could not be loaded">
        {errorMessage(home.error)}
      </Alert>
    );
  }
  const data = home.data;
  return (
    <Stack gap="lg">
      {data.eventDay && data.eventDay.eventYear === data.year && <AdminHomeEventDay eventDay={data.eventDay} />}
      <section aria-labelledby="admin-home-figures">
        <Title order={2} size="h4" id="admin-home-figures" mb="sm">
          How we are doing
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <RaisedCard home={data} />
          <RecentCard home={data} />
          <ComparisonCard home={data} />
          <PeopleCards home={data} />
          <AttentionCard home={data} />
          <RunnersCard home={data} />
          <ShirtsCard home={data} />
          <GiftsCard home={data} />
          <MonthlyGiftsCard home={data} />
        </SimpleGrid>
      </section>
    </Stack>
  );
}
